import { Module } from '@nestjs/common';
import { CheckoutAttemptsCron } from './checkout.cron.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';

@Module({ controllers: [CheckoutController], providers: [CheckoutService, CheckoutAttemptsCron] })
export class CheckoutModule {}
