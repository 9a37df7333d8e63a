import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOperation, CurrentAdmin } from '../auth/admin-operation.decorator.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { BodyLimit } from '../common/validation.js';
import { AdminBookingsService } from './admin-bookings.service.js';
import {
  AdminBookingDetailDto,
  AdminBookingListQueryDto,
  AdminBookingPageDto,
  BalancesDueDto,
  BOOKING_PAYMENT_BODY_LIMIT_BYTES,
  BookingCancelDto,
  BookingContactChangeDto,
  BookingWindowExtendDto,
} from './dto/admin-booking.dto.js';
import { idParam } from '../common/id-param.pipe.js';
import { RoomingListDto, RoomsArrangeDto } from './dto/rooming.dto.js';

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin')
export class AdminBookingsController {
  constructor(private readonly bookings: AdminBookingsService) {}

  @Get('bookings')
  @ApiOperation({
    summary: 'The bookings, newest first, by status, trip and departure, and found by reference, name, e-mail or phone',
  })
  @ApiOkResponse({ type: AdminBookingPageDto })
  @ApiErrors({ 400: 'VALIDATION_FAILED' })
  listAdminBookings(@Query() query: AdminBookingListQueryDto): Promise<AdminBookingPageDto> {
    return this.bookings.listBookings(query);
  }

  @Get('bookings/balances-due')
  @ApiOperation({ summary: 'Balances owed after a deposit: late ones, and those due by Sunday' })
  @ApiOkResponse({ type: BalancesDueDto })
  listBalancesDue(): Promise<BalancesDueDto> {
    return this.bookings.listBalancesDue();
  }

  @Get('bookings/:id')
  @ApiOperation({
    summary: 'One booking with its travellers, passport numbers included (their reading is in the audit trail)',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminBookingDetailDto })
  @ApiErrors({ 400: 'INVALID_BOOKING_ID', 404: 'BOOKING_NOT_FOUND' })
  getAdminBooking(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'INVALID_BOOKING_ID' })) id: string,
  ): Promise<AdminBookingDetailDto> {
    return this.bookings.readBooking(admin, id);
  }

  @Post('bookings/:id/cancel')
  @HttpCode(200)
  @BodyLimit(1024)
  @ApiOperation({
    summary:
      'Cancels a booking waiting for its payment; its seats go back on sale and the customer is told, with the reason when given',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminBookingDetailDto })
  @ApiErrors({ 400: 'INVALID_BOOKING_ID', 404: 'BOOKING_NOT_FOUND', 409: 'BOOKING_NOT_CANCELLABLE' })
  cancelBooking(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'INVALID_BOOKING_ID' })) id: string,
    @Body() body: BookingCancelDto,
  ): Promise<AdminBookingDetailDto> {
    return this.bookings.cancelBooking(admin, id, body?.reason ?? null);
  }

  @Patch('bookings/:id/contact')
  @BodyLimit(2 * 1024)
  @ApiOperation({
    summary:
      "Corrects the customer's e-mail or phone (only the fields sent); messages sent again go to the corrected address",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminBookingDetailDto })
  @ApiErrors({ 400: 'VALIDATION_FAILED or INVALID_BOOKING_ID', 404: 'BOOKING_NOT_FOUND' })
  changeBookingContact(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'INVALID_BOOKING_ID' })) id: string,
    @Body() body: BookingContactChangeDto,
  ): Promise<AdminBookingDetailDto> {
    return this.bookings.changeContact(admin, id, body);
  }

  @Post('bookings/:id/payment-window')
  @HttpCode(200)
  @BodyLimit(BOOKING_PAYMENT_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary:
      'Gives a booking still waiting for its money more working days before it expires (a declared transfer too)',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminBookingDetailDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED or INVALID_BOOKING_ID',
    404: 'BOOKING_NOT_FOUND',
    409: 'BOOKING_WINDOW_NOT_EXTENDABLE: paid, expired or cancelled',
  })
  extendBookingWindow(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'INVALID_BOOKING_ID' })) id: string,
    @Body() body: BookingWindowExtendDto,
  ): Promise<AdminBookingDetailDto> {
    return this.bookings.extendWindow(admin, id, body.workingDays);
  }

  @Get('departures/:id/rooms')
  @ApiOperation({
    summary:
      "Who sleeps where on a departure: single rooms where asked, a booking's others in doubles, those left over in shared twins",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: RoomingListDto })
  @ApiErrors({ 400: 'VALIDATION_FAILED', 404: 'DEPARTURE_NOT_FOUND' })
  async getDepartureRooms(
    @Param('id', idParam({ message: 'La partenza indicata non esiste.' })) id: string,
  ): Promise<RoomingListDto> {
    return this.bookings.rooming(id);
  }

  @Put('departures/:id/rooms')
  @BodyLimit(64 * 1024)
  @ApiOperation({
    summary:
      'Keeps the rooms staff arranged: the travellers named sleep as given, the others are worked out from the bookings; an empty list undoes every change',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: RoomingListDto, description: 'The rooming list after the change' })
  @ApiErrors({
    400: 'VALIDATION_FAILED: a room over its capacity, a number twice, a guest twice or not of this departure',
    404: 'DEPARTURE_NOT_FOUND',
  })
  arrangeDepartureRooms(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ message: 'La partenza indicata non esiste.' })) id: string,
    @Body() body: RoomsArrangeDto,
  ): Promise<RoomingListDto> {
    return this.bookings.arrangeRooms(admin, id, body.rooms);
  }

  @Get('departures/:id/rooming-list')
  @ApiOperation({ summary: "The departure's rooming list as CSV for the hotels; the export is in the audit trail" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'Semicolon-separated, UTF-8 with a byte-order mark' })
  @ApiErrors({ 400: 'VALIDATION_FAILED', 404: 'DEPARTURE_NOT_FOUND' })
  async getDepartureRoomingList(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ message: 'La partenza indicata non esiste.' })) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { csv, filename } = await this.bookings.roomingListCsv(admin, id);
    void reply.header('content-type', 'text/csv; charset=utf-8');
    void reply.header('content-disposition', `attachment; filename="${filename}"`);
    return csv;
  }

  @Get('departures/:id/passengers')
  @ApiOperation({
    summary: "A departure's passenger list (live bookings) as CSV for a spreadsheet; the export is in the audit trail",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'Semicolon-separated, UTF-8 with a byte-order mark' })
  @ApiErrors({ 400: 'VALIDATION_FAILED', 404: 'DEPARTURE_NOT_FOUND' })
  async getDeparturePassengers(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ message: 'La partenza indicata non esiste.' })) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { csv, filename } = await this.bookings.passengerList(admin, id);
    // Set here rather than by decorator: a refusal goes out as the API's JSON error.
    void reply.header('content-type', 'text/csv; charset=utf-8');
    void reply.header('content-disposition', `attachment; filename="${filename}"`);
    return csv;
  }
}
