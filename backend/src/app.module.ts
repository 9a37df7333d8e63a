import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { dataSourceOptions } from './database/data-source.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BookingLinksModule } from './booking-links/booking-links.module.js';
import { BookingsModule } from './bookings/bookings.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { CheckoutModule } from './checkout/checkout.module.js';
import { ClientLimitsModule } from './common/client-limits.module.js';
import { ContactModule } from './contact/contact.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { DeparturesModule } from './departures/departures.module.js';
import { HealthModule } from './health/health.module.js';
import { IbansModule } from './ibans/ibans.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { MessagesModule } from './messages/messages.module.js';
import { MinimumGroupModule } from './minimum-group/minimum-group.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { PartnerApiModule } from './partners/partner-api.module.js';
import { PartnersModule } from './partners/partners.module.js';
import { PartnerWebhooksModule } from './partners/webhooks/webhooks.module.js';
import { SeoModule } from './seo/seo.module.js';
import { SiteModule } from './site/site.module.js';
import { WaitlistModule } from './waitlist/waitlist.module.js';
import { WhatsappModule } from './whatsapp/whatsapp.module.js';

@Module({})
export class AppModule {
  /** `databaseUrl` is resolved before the module is built (embedded server or DATABASE_URL). */
  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ScheduleModule.forRoot(),
        TypeOrmModule.forRoot({ ...dataSourceOptions(databaseUrl), retryAttempts: 3, retryDelay: 1000 }),
        HealthModule,
        ClientLimitsModule,
        AuthModule,
        AuditModule,
        CatalogueModule,
        DeparturesModule,
        ContactModule,
        WhatsappModule,
        IbansModule,
        BookingLinksModule,
        CheckoutModule,
        BookingsModule,
        WaitlistModule,
        PaymentsModule,
        NotificationsModule,
        DocumentsModule,
        MessagesModule,
        MinimumGroupModule,
        SiteModule,
        SeoModule,
        DashboardModule,
        PartnersModule,
        PartnerApiModule,
        PartnerWebhooksModule,
      ],
    };
  }
}
