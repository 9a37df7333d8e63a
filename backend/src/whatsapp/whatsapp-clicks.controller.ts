import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOperation } from '../auth/admin-operation.decorator.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { WhatsappClickAdminDto, WhatsappClickListQueryDto } from './dto/whatsapp-click-admin.dto.js';
import { WhatsappService } from './whatsapp.service.js';

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin/whatsapp-clicks')
export class WhatsappClicksController {
  constructor(private readonly whatsapp: WhatsappService) {}

  @Get()
  @ApiOperation({ summary: 'The latest WhatsApp hand-offs, newest first' })
  @ApiOkResponse({ type: [WhatsappClickAdminDto] })
  @ApiErrors({ 400: 'VALIDATION_FAILED: limit out of range' })
  listWhatsappClicks(@Query() query: WhatsappClickListQueryDto): Promise<WhatsappClickAdminDto[]> {
    return this.whatsapp.listWhatsappClicks(query.limit ?? 50);
  }
}
