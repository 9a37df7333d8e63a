import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { ContactInboxController } from './contact-inbox.controller.js';
import { ContactInboxService } from './contact-inbox.service.js';
import { ContactController } from './contact.controller.js';
import { ContactRetentionCron } from './contact.cron.js';
import { ContactRepository } from './contact.repository.js';
import { ContactService } from './contact.service.js';

@Module({
  imports: [AuditModule],
  controllers: [ContactController, ContactInboxController],
  providers: [ContactRepository, ContactService, ContactInboxService, ContactRetentionCron],
})
export class ContactModule {}
