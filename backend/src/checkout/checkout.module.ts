import { Module } from '@nestjs/common';
import { BookingLinksModule } from '../booking-links/booking-links.module.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';

@Module({
  imports: [BookingLinksModule],
  controllers: [CheckoutController],
  providers: [CheckoutService],
})
export class CheckoutModule {}
