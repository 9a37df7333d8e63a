import { Module } from '@nestjs/common';
import { BookingLinksModule } from '../booking-links/booking-links.module.js';
import { DeparturesModule } from '../departures/departures.module.js';
import { IbansModule } from '../ibans/ibans.module.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';

@Module({
  imports: [BookingLinksModule, DeparturesModule, IbansModule],
  controllers: [CheckoutController],
  providers: [CheckoutService],
})
export class CheckoutModule {}
