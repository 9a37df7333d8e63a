import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { ClientRateLimit } from '../common/client-rate-limit.guard.js';
import { BodyLimit } from '../common/validation.js';
import { CHECKOUT_LIMIT_RULE, CheckoutService } from './checkout.service.js';
import { CHECKOUT_BODY_LIMIT_BYTES, CheckoutCreateDto } from './dto/checkout-create.dto.js';
import { CheckoutDto } from './dto/checkout.dto.js';

@ApiTags('online booking')
@Controller('v1/checkout')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post()
  @HttpCode(201)
  @BodyLimit(CHECKOUT_BODY_LIMIT_BYTES)
  // Every attempt counts, whatever its answer: probing departures is limited as much as booking.
  @ClientRateLimit(CHECKOUT_LIMIT_RULE)
  @ApiOperation({
    summary: 'Book online: the booking link for the departure, the active IBAN and the payment type, found or made',
  })
  @ApiCreatedResponse({ type: CheckoutDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED',
    404: 'DEPARTURE_NOT_FOUND (or already left)',
    409: 'DEPARTURE_SOLD_OUT or NOT_ENOUGH_SEATS',
    429: 'CHECKOUT_RATE_LIMITED',
    503: 'PAYMENT_UNAVAILABLE: no system IBAN',
  })
  createCheckout(@Body() body: CheckoutCreateDto): Promise<CheckoutDto> {
    return this.checkout.createCheckout(body);
  }
}
