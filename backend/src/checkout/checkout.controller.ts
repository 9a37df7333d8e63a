import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { BodyLimit } from '../common/validation.js';
import { CheckoutService } from './checkout.service.js';
import { CHECKOUT_BODY_LIMIT_BYTES, CheckoutCreateDto } from './dto/checkout-create.dto.js';
import { CheckoutDto } from './dto/checkout.dto.js';

@ApiTags('online booking')
@Controller('v1/checkout')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post()
  @HttpCode(201)
  @BodyLimit(CHECKOUT_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary: 'Book online: the booking link for the departure, the active IBAN and the payment type, found or made',
  })
  @ApiCreatedResponse({ type: CheckoutDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'VALIDATION_FAILED' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'DEPARTURE_NOT_FOUND (or already left)' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'DEPARTURE_SOLD_OUT or NOT_ENOUGH_SEATS' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'PAYLOAD_TOO_LARGE' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'CHECKOUT_RATE_LIMITED' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'PAYMENT_UNAVAILABLE: no system IBAN' })
  createCheckout(@Body() body: CheckoutCreateDto, @Req() request: FastifyRequest): Promise<CheckoutDto> {
    return this.checkout.createCheckout(body, request);
  }
}
