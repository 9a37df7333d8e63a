import { Module } from '@nestjs/common';
import { PartnersRepository } from './partners.repository.js';

/**
 * The partners' table alone, for the modules that speak of a partner's bookings (the message
 * queue sends them to the partner, the admin lists name it): apart from PartnersModule, whose
 * admin routes and key guard they do not need.
 */
@Module({ providers: [PartnersRepository], exports: [PartnersRepository] })
export class PartnersDataModule {}
