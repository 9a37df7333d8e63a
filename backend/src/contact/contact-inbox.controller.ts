import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOperation, CurrentAdmin } from '../auth/admin-operation.decorator.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { BodyLimit } from '../common/validation.js';
import { ContactInboxService } from './contact-inbox.service.js';
import { ContactRequestAdminDto } from './dto/contact-request-admin.dto.js';
import { ContactRequestListQueryDto } from './dto/contact-request-list-query.dto.js';
import { ContactRequestPageDto } from './dto/contact-request-page.dto.js';
import { CONTACT_REQUEST_UPDATE_BODY_LIMIT_BYTES, ContactRequestUpdateDto } from './dto/contact-request-update.dto.js';
import { idParam } from '../common/id-param.pipe.js';

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin/contact-requests')
export class ContactInboxController {
  constructor(private readonly inbox: ContactInboxService) {}

  @Get()
  @ApiOperation({ summary: 'The contact requests, newest first, a page at a time' })
  @ApiOkResponse({ type: ContactRequestPageDto })
  @ApiErrors({ 400: 'VALIDATION_FAILED: limit or offset out of range' })
  listContactRequests(@Query() query: ContactRequestListQueryDto): Promise<ContactRequestPageDto> {
    return this.inbox.listContactRequests(query.limit ?? 50, query.offset ?? 0);
  }

  @Patch(':id')
  @BodyLimit(CONTACT_REQUEST_UPDATE_BODY_LIMIT_BYTES)
  @ApiOperation({ summary: 'Marks a contact request as handled, or back to waiting' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: ContactRequestAdminDto })
  @ApiErrors({ 400: 'VALIDATION_FAILED', 404: 'CONTACT_REQUEST_NOT_FOUND' })
  updateContactRequest(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ message: 'La richiesta indicata non esiste.' })) id: string,
    @Body() body: ContactRequestUpdateDto,
  ): Promise<ContactRequestAdminDto> {
    return this.inbox.setHandled(admin, id, body.handled);
  }
}
