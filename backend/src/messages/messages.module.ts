import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { DeparturesModule } from '../departures/departures.module.js';
import { DocumentsModule } from '../documents/documents.module.js';
import { SiteModule } from '../site/site.module.js';
import { AdminMessagesController } from './admin-messages.controller.js';
import { EmailWorker } from './email.worker.js';
import { MessageComposer } from './message-composer.js';
import { MessageQueue } from './message-queue.js';
import { IbansModule } from '../ibans/ibans.module.js';
import { MessageQueueModule } from './message-queue.module.js';
import { MessagesCron } from './messages.cron.js';
import { WaitlistModule } from '../waitlist/waitlist.module.js';

/** Customer e-mail: written from the bookings, delivered from the job queue, shown to staff. */
@Module({
  imports: [
    DeliveryModule,
    MessageQueueModule,
    BookingsModule,
    CatalogueModule,
    DeparturesModule,
    DocumentsModule,
    SiteModule,
    AuditModule,
    AuthModule,
    IbansModule,
    WaitlistModule,
  ],
  controllers: [AdminMessagesController],
  providers: [MessageComposer, EmailWorker, MessagesCron],
})
export class MessagesModule implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: MessageQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.dataSource.transaction((manager) => this.queue.recoverWithoutJob(manager));
  }
}
