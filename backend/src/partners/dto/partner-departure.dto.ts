import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_POLICY, PAYMENT_TYPES, type PaymentType } from '../../bookings/booking-policy.js';
import { DepartureDto } from '../../departures/dto/departure.dto.js';
import { DEPARTURE_LIMITS } from '../../departures/departure-limits.js';

/** A departure as the public list has it, with what the partner pays the agency for a seat. */
export class PartnerDepartureDto extends DepartureDto {
  @ApiProperty({
    type: 'integer',
    format: 'int32',
    minimum: 0,
    maximum: DEPARTURE_LIMITS.maxPriceCents,
    example: 70000,
    description:
      "Price per person the partner pays the agency, euro cents: priceCents less the partner's commission, the commission rounded to a whole cent (half a cent up)",
  })
  netPriceCents: number;

  // Declared again here so that the partner document, which has no other PaymentType, defines it.
  @ApiProperty({
    enum: PAYMENT_TYPES,
    enumName: 'PaymentType',
    description: `What a booking made today pays to be confirmed: deposit when the start date is more than ${BOOKING_POLICY.fullPaymentWithinDays} Europe/Rome calendar days away, full (the whole price) otherwise`,
  })
  override paymentType: PaymentType;
}
