import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOperation } from '../auth/admin-operation.decorator.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { AuditService } from './audit.service.js';
import { AuditEventListQueryDto } from './dto/audit-event-list-query.dto.js';
import { AuditEventDto } from './dto/audit-event.dto.js';

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin/audit-events')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({ summary: "The admins' latest actions, newest first" })
  @ApiOkResponse({ type: [AuditEventDto] })
  @ApiErrors({ 400: 'VALIDATION_FAILED: limit out of range' })
  listAuditEvents(@Query() query: AuditEventListQueryDto): Promise<AuditEventDto[]> {
    return this.audit.listAuditEvents(query.limit ?? 50);
  }
}
