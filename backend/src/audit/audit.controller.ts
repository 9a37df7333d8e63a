import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOperation } from '../auth/admin-operation.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
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
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'VALIDATION_FAILED: limit out of range' })
  listAuditEvents(@Query() query: AuditEventListQueryDto): Promise<AuditEventDto[]> {
    return this.audit.listAuditEvents(query.limit ?? 50);
  }
}
