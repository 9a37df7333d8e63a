import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { AdminOperation, CurrentAdmin } from '../auth/admin-operation.decorator.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { AppError } from '../common/app-error.js';
import { idParam } from '../common/id-param.pipe.js';
import { BodyLimit } from '../common/validation.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { usesExampleLegalDetails } from '../site/example-legal-details.js';
import { SiteService } from '../site/site.service.js';
import { BookingMessageDto, MessagePreviewDto, MessagesHealthDto } from './dto/message.dto.js';
import { MessageQueue } from './message-queue.js';
import { MESSAGE_TROUBLE_DAYS } from './message-trouble.js';
import { messagePreview, messageView } from './message-views.js';
import { MessagesRepository } from './messages.repository.js';

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin/messages')
export class AdminMessagesController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: MessagesRepository,
    private readonly queue: MessageQueue,
    private readonly audit: AuditService,
    private readonly site: SiteService,
  ) {}

  @Get('health')
  @ApiOperation({
    summary:
      'Whether e-mail goes out, how many messages failed or wait too long, and whether the documents would print example legal details',
  })
  @ApiOkResponse({ type: MessagesHealthDto })
  async messagesHealth(): Promise<MessagesHealthDto> {
    const trouble = await this.messages.troubleSince(MESSAGE_TROUBLE_DAYS);
    const { legal } = await this.site.settings();
    return {
      deliveryOff: this.config.mail.smtpUrl === null,
      ...trouble,
      exampleLegalDetails: usesExampleLegalDetails(legal),
    };
  }

  @Get(':id')
  @ApiOperation({ summary: 'A message with its words (HTML and plain text), as the customer received it' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: MessagePreviewDto })
  @ApiErrors({ 404: 'MESSAGE_NOT_FOUND' })
  async getMessage(@Param('id', idParam({ code: 'MESSAGE_NOT_FOUND' })) id: string): Promise<MessagePreviewDto> {
    const row = await this.messages.find(id);
    if (!row) throw new AppError('MESSAGE_NOT_FOUND');
    return messagePreview(row);
  }

  @Post(':id/resend')
  @HttpCode(201)
  @BodyLimit(1024)
  @ApiOperation({
    summary: "Sends a message again, to the booking's current contact address, as a new message of the booking",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiCreatedResponse({ type: BookingMessageDto })
  @ApiErrors({ 404: 'MESSAGE_NOT_FOUND' })
  async resendMessage(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'MESSAGE_NOT_FOUND' })) id: string,
  ): Promise<BookingMessageDto> {
    const copyId = await this.dataSource.transaction(async (manager) => {
      const copy = await this.queue.again(manager, id);
      if (!copy) throw new AppError('MESSAGE_NOT_FOUND');
      await this.audit.record(manager, admin.id, 'message.resent', copy);
      return copy;
    });
    const copy = await this.messages.find(copyId);
    if (!copy) throw new Error(`Message ${copyId} vanished after its commit`);
    return messageView(copy);
  }
}
