import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { idParam } from '../common/id-param.pipe.js';
import { BodyLimit } from '../common/validation.js';
import { BOOKING_BODY_LIMIT_BYTES } from '../bookings/dto/booking-create.dto.js';
import { PartnerBookingCreateDto, PartnerBookingCreatedDto, PartnerBookingDto } from './dto/partner-booking.dto.js';
import { PartnerHoldCreateDto, PartnerHoldDto } from './dto/partner-hold.dto.js';
import { PartnerBookingsService } from './partner-bookings.service.js';
import { PartnerIdempotencyHeader } from './partner-idempotency.js';
import { CurrentPartner, PartnerOperation } from './partner-operation.decorator.js';
import type { PartnerPrincipal } from './partner-principal.js';
import { RequiresPartnerScope } from './partner-scopes.js';

const ID_PARAM = { schema: { type: 'string', format: 'uuid', maxLength: 36 } } as const;
const REPLAY = 'A replay of a request already served with this Idempotency-Key';

@ApiTags('partner')
@PartnerOperation()
@Controller('partner/v1')
export class PartnerBookingsController {
  constructor(private readonly partnerBookings: PartnerBookingsService) {}

  @Post('holds')
  @RequiresPartnerScope('bookings:write')
  @HttpCode(201)
  @BodyLimit(1024)
  @ApiOperation({
    summary: "Takes seats of a departure off sale for 30 minutes while the partner's customer decides",
  })
  @PartnerIdempotencyHeader()
  @ApiCreatedResponse({ type: PartnerHoldDto })
  @ApiOkResponse({ type: PartnerHoldDto, description: REPLAY })
  @ApiErrors({
    400: 'VALIDATION_FAILED or INVALID_IDEMPOTENCY_KEY',
    404: 'DEPARTURE_NOT_FOUND: unknown, closed or already left',
    409: 'DEPARTURE_SOLD_OUT or NOT_ENOUGH_SEATS; PARTNER_UNPAID_SEATS_LIMIT: your holds and unpaid bookings on this departure reach your cap',
    422: 'IDEMPOTENCY_KEY_REUSED: the key came with another body',
  })
  async createPartnerHold(
    @CurrentPartner() partner: PartnerPrincipal,
    @Body() body: PartnerHoldCreateDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PartnerHoldDto> {
    const created = await this.partnerBookings.createHold(partner, body, idempotencyKey);
    void reply.status(created.status);
    return created.body;
  }

  @Delete('holds/:id')
  @RequiresPartnerScope('bookings:write')
  @HttpCode(204)
  @ApiOperation({ summary: 'Releases a hold: its seats go back on sale at once; a hold already ended stays as it is' })
  @ApiParam({ name: 'id', ...ID_PARAM })
  @ApiNoContentResponse({ description: 'The seats are back on sale (or the hold had already ended)' })
  @ApiErrors({
    400: 'VALIDATION_FAILED: not a hold id',
    404: 'HOLD_NOT_FOUND: not one of your holds',
    409: 'HOLD_ALREADY_BOOKED: cancel the booking made from it instead',
  })
  async releasePartnerHold(
    @CurrentPartner() partner: PartnerPrincipal,
    @Param('id', idParam()) id: string,
  ): Promise<void> {
    await this.partnerBookings.releaseHold(partner, id);
  }

  @Post('bookings')
  @RequiresPartnerScope('bookings:write')
  @HttpCode(201)
  @BodyLimit(BOOKING_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary:
      "Books travellers on a hold's seats: the booking waits 5 hours for the partner's bank transfer of amountToPayCents",
  })
  @PartnerIdempotencyHeader()
  @ApiCreatedResponse({ type: PartnerBookingCreatedDto })
  @ApiOkResponse({ type: PartnerBookingCreatedDto, description: REPLAY })
  @ApiErrors({
    400: 'VALIDATION_FAILED or INVALID_IDEMPOTENCY_KEY',
    404: 'HOLD_NOT_FOUND: not one of your holds; DEPARTURE_NOT_FOUND: the departure was taken off sale',
    409: 'HOLD_ALREADY_BOOKED: a booking was made from this hold with another request',
    410: 'HOLD_EXPIRED: the hold ended (expired or released) and its seats went back on sale',
    422: 'TRAVELLERS_EXCEED_HOLD; IDEMPOTENCY_KEY_REUSED: the key came with another body; BOOKING_TOTAL_NOT_POSITIVE',
    503: 'PAYMENT_UNAVAILABLE or PAYMENT_REFERENCES_EXHAUSTED: try again later',
  })
  async createPartnerBooking(
    @CurrentPartner() partner: PartnerPrincipal,
    @Body() body: PartnerBookingCreateDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PartnerBookingCreatedDto> {
    const created = await this.partnerBookings.createBooking(partner, body, idempotencyKey);
    void reply.status(created.status);
    return created.body;
  }

  @Get('bookings/:id')
  @RequiresPartnerScope('bookings:read')
  @ApiOperation({ summary: 'One of your bookings as it stands: status, what the agency received, where to pay' })
  @ApiParam({ name: 'id', ...ID_PARAM })
  @ApiOkResponse({ type: PartnerBookingDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED: not a booking id',
    404: 'BOOKING_NOT_FOUND: unknown, or not one of your bookings',
  })
  getPartnerBooking(
    @CurrentPartner() partner: PartnerPrincipal,
    @Param('id', idParam()) id: string,
  ): Promise<PartnerBookingDto> {
    return this.partnerBookings.getBooking(partner, id);
  }

  @Post('bookings/:id/cancel')
  @RequiresPartnerScope('bookings:write')
  @HttpCode(200)
  @BodyLimit(1024)
  @ApiOperation({
    summary:
      'Cancels one of your bookings still waiting for its payment: its seats go back on sale; again answers the same',
  })
  @PartnerIdempotencyHeader()
  @ApiParam({ name: 'id', ...ID_PARAM })
  @ApiOkResponse({ type: PartnerBookingDto, description: 'The booking, cancelled' })
  @ApiErrors({
    400: 'VALIDATION_FAILED: not a booking id; INVALID_IDEMPOTENCY_KEY',
    404: 'BOOKING_NOT_FOUND: unknown, or not one of your bookings',
    409: 'BOOKING_NOT_CANCELLABLE: paid in part or in full, or expired: the agency cancels it under its terms',
  })
  cancelPartnerBooking(
    @CurrentPartner() partner: PartnerPrincipal,
    @Param('id', idParam()) id: string,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<PartnerBookingDto> {
    return this.partnerBookings.cancelBooking(partner, id, idempotencyKey);
  }
}
