import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOperation, CurrentAdmin } from '../auth/admin-operation.decorator.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { idParam } from '../common/id-param.pipe.js';
import { BodyLimit } from '../common/validation.js';
import { BookingMessageDto } from '../messages/dto/message.dto.js';
import { AdminWaitlistDto, AdminWaitlistEntryUpdateDto } from './dto/waitlist.dto.js';
import { WaitlistService } from './waitlist.service.js';

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin')
export class AdminWaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Get('departures/:id/waitlist')
  @ApiOperation({ summary: "A departure's waiting list: offered and waiting entries in line order, then the others" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminWaitlistDto })
  @ApiErrors({ 400: 'VALIDATION_FAILED', 404: 'DEPARTURE_NOT_FOUND' })
  getDepartureWaitlist(@Param('id', idParam()) id: string): Promise<AdminWaitlistDto> {
    return this.waitlist.listForDeparture(id);
  }

  @Get('waitlist/:id/messages')
  @ApiOperation({
    summary:
      'The e-mails sent to a waiting-list entry, oldest first, copies sent again included; each can be read and sent again through /api/v1/admin/messages',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: [BookingMessageDto] })
  @ApiErrors({ 400: 'VALIDATION_FAILED', 404: 'WAITLIST_ENTRY_NOT_FOUND' })
  listWaitlistEntryMessages(@Param('id', idParam()) id: string): Promise<BookingMessageDto[]> {
    return this.waitlist.messagesOf(id);
  }

  @Patch('waitlist/:id')
  @BodyLimit(1024)
  @ApiOperation({ summary: 'Changes how many travellers an entry waits for, while it waits' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminWaitlistDto, description: "The departure's list after the change" })
  @ApiErrors({
    400: 'VALIDATION_FAILED',
    404: 'WAITLIST_ENTRY_NOT_FOUND',
    409: 'WAITLIST_ENTRY_NOT_EDITABLE: offered, booked or off the list',
  })
  updateWaitlistEntry(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam()) id: string,
    @Body() body: AdminWaitlistEntryUpdateDto,
  ): Promise<AdminWaitlistDto> {
    return this.waitlist.changeTravellers(admin, id, body.travellers);
  }

  @Post('waitlist/:id/remove')
  @HttpCode(200)
  @BodyLimit(1024)
  @ApiOperation({ summary: 'Takes an entry off the list; seats held for it go to the next in line' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminWaitlistDto, description: "The departure's list after the change" })
  @ApiErrors({
    400: 'VALIDATION_FAILED',
    404: 'WAITLIST_ENTRY_NOT_FOUND',
    409: 'WAITLIST_ENTRY_NOT_EDITABLE: already off the list',
  })
  removeWaitlistEntry(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam()) id: string,
  ): Promise<AdminWaitlistDto> {
    return this.waitlist.remove(admin, id);
  }
}
