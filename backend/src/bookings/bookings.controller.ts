import { Body, Controller, Get, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { CapabilityTokenParam } from '../common/capability-url.decorator.js';
import { LINK_TOKEN_LENGTH } from '../booking-links/token.js';
import { idParam } from '../common/id-param.pipe.js';
import { ClientRateLimit } from '../common/client-rate-limit.guard.js';
import { NoStore } from '../common/no-store.interceptor.js';
import { BodyLimit } from '../common/validation.js';
import { BOOKING_LIMITS, BookingsService, IDEMPOTENCY_KEY_PATTERN } from './bookings.service.js';
import { BOOKING_BODY_LIMIT_BYTES, BookingCreatedDto, BookingCreateDto } from './dto/booking-create.dto.js';
import { BOOKING_QUOTE_BODY_LIMIT_BYTES, BookingQuoteDto, BookingQuoteRequestDto } from './dto/booking-quote.dto.js';
import { BookingDto, BookingTransferDeclaredDto } from './dto/booking.dto.js';
import { InformationRequestDto, PreContractInformationDto } from '../documents/dto/information.dto.js';

const LinkTokenParam = () =>
  CapabilityTokenParam('The token of the booking link', LINK_TOKEN_LENGTH, '3fZ9kQ2mXr8LwT1bN6vH0cYs4dJ7eA5u');
const BOOKING_ID_PARAM = { name: 'id', type: String, format: 'uuid', example: '0b9d5c1e-4a7f-4e2b-9c3d-5f6a7b8c9d0e' };

/** A booking id is a UUID: anything else is answered 400 without a look in the database. */
const BookingIdPipe = idParam({ code: 'INVALID_BOOKING_ID' });

/** Nothing under a token or a booking id is kept by a browser or a proxy. */
@ApiTags('online booking')
@NoStore()
@Controller('v1')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Post('booking-links/:token/quote')
  @HttpCode(200)
  @ClientRateLimit(BOOKING_LIMITS.quote)
  @BodyLimit(BOOKING_QUOTE_BODY_LIMIT_BYTES)
  @ApiOperation({ summary: "The price summary for a link's travellers: the one pricing rule the booking applies" })
  @LinkTokenParam()
  @ApiOkResponse({ type: BookingQuoteDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED (e.g. a birth date that is no date)',
    404: 'BOOKING_LINK_NOT_FOUND',
    410: 'BOOKING_LINK_EXPIRED',
    422: 'BOOKING_TOTAL_NOT_POSITIVE: these travellers would pay nothing (children only, travelling free)',
    429: 'BOOKING_RATE_LIMITED',
  })
  quoteBooking(@Param('token') token: string, @Body() body: BookingQuoteRequestDto): Promise<BookingQuoteDto> {
    return this.bookings.quoteBooking(token, body);
  }

  @Post('booking-links/:token/information')
  @HttpCode(200)
  @ClientRateLimit(BOOKING_LIMITS.quote)
  @BodyLimit(BOOKING_QUOTE_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary:
      'The pre-contract information and the standard information form for these travellers (art. 34 Codice del Turismo): what the form shows before its booking button',
  })
  @LinkTokenParam()
  @ApiOkResponse({ type: PreContractInformationDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED',
    404: 'BOOKING_LINK_NOT_FOUND',
    410: 'BOOKING_LINK_EXPIRED',
    422: 'BOOKING_TOTAL_NOT_POSITIVE',
    429: 'BOOKING_RATE_LIMITED',
    503: 'PAYMENT_UNAVAILABLE: no account to pay into yet',
  })
  bookingInformation(
    @Param('token') token: string,
    @Body() body: InformationRequestDto,
  ): Promise<PreContractInformationDto> {
    return this.bookings.informationFor(token, body);
  }

  @Post('booking-links/:token/bookings')
  @HttpCode(201)
  @ClientRateLimit(BOOKING_LIMITS.create)
  @BodyLimit(BOOKING_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary: 'Books from a link: holds the seats for the payment window and answers the amounts and the reference',
  })
  @LinkTokenParam()
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    schema: { type: 'string', maxLength: 100, pattern: IDEMPOTENCY_KEY_PATTERN.source },
    description:
      'Up to 100 letters, digits, - _ . : ; a retry with the same key and body answers the same booking (200)',
  })
  @ApiCreatedResponse({ type: BookingCreatedDto })
  @ApiOkResponse({ type: BookingCreatedDto, description: 'A replay of a request already served with this key' })
  @ApiErrors({
    400: 'VALIDATION_FAILED or INVALID_IDEMPOTENCY_KEY',
    404: 'BOOKING_LINK_NOT_FOUND, or DEPARTURE_NOT_FOUND for a departure closed or already left',
    409:
      'DEPARTURE_SOLD_OUT or NOT_ENOUGH_SEATS; UNPAID_HOLDS_LIMIT when this client, e-mail or phone already holds' +
      ' as many unpaid seats as a family needs',
    410: 'BOOKING_LINK_EXPIRED',
    422: 'IDEMPOTENCY_KEY_REUSED: the key came with another body; BOOKING_TOTAL_NOT_POSITIVE: these travellers would pay nothing',
    429: 'BOOKING_RATE_LIMITED',
    503: 'PAYMENT_UNAVAILABLE: no IBAN to pay into; PAYMENT_REFERENCES_EXHAUSTED: no reference number is free',
  })
  async createBooking(
    @Param('token') token: string,
    @Body() body: BookingCreateDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BookingCreatedDto> {
    const created = await this.bookings.createBooking(token, body, idempotencyKey, reply.request.ip);
    void reply.status(created.status);
    return created.body;
  }

  @Get('bookings/:id')
  @ClientRateLimit(BOOKING_LIMITS.read)
  @ApiOperation({ summary: 'A booking as the payment and success pages show it, with the account to pay into' })
  @ApiParam(BOOKING_ID_PARAM)
  @ApiOkResponse({ type: BookingDto, description: 'Never cached' })
  @ApiErrors({ 400: 'INVALID_BOOKING_ID', 404: 'BOOKING_NOT_FOUND', 429: 'BOOKING_RATE_LIMITED' })
  getBooking(@Param('id', BookingIdPipe) id: string): Promise<BookingDto> {
    return this.bookings.getBooking(id);
  }

  @Get('booking-pages/:token')
  @ClientRateLimit(BOOKING_LIMITS.read)
  @ApiOperation({
    summary:
      "The customer's own booking page, opened by the private link of every message: status, what was paid and what is due, how to pay",
  })
  @CapabilityTokenParam('The private token of the link (32 characters)', 32)
  @ApiOkResponse({ type: BookingDto, description: 'Never cached' })
  @ApiErrors({ 404: 'BOOKING_PAGE_NOT_FOUND: unknown, or 30 days past the return', 429: 'BOOKING_RATE_LIMITED' })
  getBookingPage(@Param('token') token: string): Promise<BookingDto> {
    return this.bookings.getBookingByPageToken(token);
  }

  @Post('bookings/:id/transfer-declaration')
  @HttpCode(200)
  @ClientRateLimit(BOOKING_LIMITS.declare)
  @BodyLimit(1024)
  @ApiOperation({ summary: 'The customer says the bank transfer is made; the receipt is expected within 24 hours' })
  @ApiParam(BOOKING_ID_PARAM)
  @ApiOkResponse({ type: BookingTransferDeclaredDto })
  @ApiErrors({
    400: 'INVALID_BOOKING_ID',
    404: 'BOOKING_NOT_FOUND',
    409: 'BOOKING_NOT_PENDING: expired, cancelled or already confirmed',
    429: 'BOOKING_RATE_LIMITED',
  })
  declareBookingTransfer(@Param('id', BookingIdPipe) id: string): Promise<BookingTransferDeclaredDto> {
    return this.bookings.declareTransfer(id);
  }
}
