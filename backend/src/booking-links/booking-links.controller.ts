import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';

import { AdminOperation, CurrentAdmin } from '../auth/admin-operation.decorator.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { CapabilityTokenParam } from '../common/capability-url.decorator.js';
import { NoStore } from '../common/no-store.interceptor.js';
import { BodyLimit } from '../common/validation.js';
import { idParam } from '../common/id-param.pipe.js';
import { BookingLinksService } from './booking-links.service.js';
import { LINK_TOKEN_LENGTH } from './token.js';
import {
  BOOKING_LINK_BODY_LIMIT_BYTES,
  BookingLinkCreateDto,
  BulkBookingLinksCreateDto,
} from './dto/booking-link-create.dto.js';
import { BookingLinkCreatedDto, BookingLinkDto, BulkBookingLinksCreatedDto } from './dto/booking-link.dto.js';
import {
  IssuedBookingLinkDto,
  IssuedBookingLinkPageDto,
  IssuedBookingLinksQueryDto,
} from './dto/issued-booking-link.dto.js';

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin/booking-links')
export class AdminBookingLinksController {
  constructor(private readonly links: BookingLinksService) {}

  @Get()
  @ApiOperation({
    summary:
      'The links issued, newest first: by trip, departure, token or notes; only those still bookable unless status=all',
  })
  @ApiOkResponse({ type: IssuedBookingLinkPageDto })
  @ApiErrors({ 400: 'VALIDATION_FAILED' })
  listBookingLinks(@Query() query: IssuedBookingLinksQueryDto): Promise<IssuedBookingLinkPageDto> {
    return this.links.listIssued(query);
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Withdraws a link: customers can no longer book from it (410); bookings already made stay. Again: no change',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: IssuedBookingLinkDto })
  @ApiErrors({ 400: 'VALIDATION_FAILED', 404: 'BOOKING_LINK_NOT_FOUND' })
  revokeBookingLink(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam()) id: string,
  ): Promise<IssuedBookingLinkDto> {
    return this.links.revoke(admin, id);
  }

  @Post()
  @HttpCode(201)
  @BodyLimit(BOOKING_LINK_BODY_LIMIT_BYTES)
  @ApiOperation({ summary: 'Makes a booking link for one departure with the payment terms and the IBAN chosen' })
  @ApiCreatedResponse({ type: BookingLinkCreatedDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED',
    404: 'DEPARTURE_NOT_FOUND or IBAN_NOT_FOUND',
    409: 'IBAN_INACTIVE: a deactivated IBAN makes no new links',
  })
  createBookingLink(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() body: BookingLinkCreateDto,
  ): Promise<BookingLinkCreatedDto> {
    return this.links.createAdminLink(admin, body);
  }

  @Post('bulk')
  @HttpCode(201)
  @BodyLimit(BOOKING_LINK_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary:
      'Makes a short link per trip, for its first departure with seats more than 40 days ahead: deposit, children 50 %, 30 days',
  })
  @ApiCreatedResponse({ type: BulkBookingLinksCreatedDto })
  @ApiErrors({ 400: 'VALIDATION_FAILED', 404: 'IBAN_NOT_FOUND', 409: 'IBAN_INACTIVE' })
  async createBulkBookingLinks(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() body: BulkBookingLinksCreateDto,
  ): Promise<BulkBookingLinksCreatedDto> {
    return { count: await this.links.createBulkLinks(admin, body.ibanId) };
  }
}

@ApiTags('online booking')
@NoStore()
@Controller('v1/booking-links')
export class BookingLinksController {
  constructor(private readonly links: BookingLinksService) {}

  @Get(':token')
  @ApiOperation({ summary: 'The offer behind a booking link: trip, departure, price and payment terms' })
  @CapabilityTokenParam('The token of the booking link', LINK_TOKEN_LENGTH, '3fZ9kQ2mXr8LwT1bN6vH0cYs4dJ7eA5u')
  @ApiOkResponse({ type: BookingLinkDto, description: 'Never cached' })
  @ApiErrors({ 404: 'BOOKING_LINK_NOT_FOUND' })
  getBookingLink(@Param('token') token: string): Promise<BookingLinkDto> {
    return this.links.getPublicLink(token);
  }
}
