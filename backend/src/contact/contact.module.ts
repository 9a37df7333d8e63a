import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller.js';
import { ContactRetentionCron } from './contact.cron.js';
import { ContactService } from './contact.service.js';

@Module({ controllers: [ContactController], providers: [ContactService, ContactRetentionCron] })
export class ContactModule {}
