import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { IbansController } from './ibans.controller.js';
import { IbansService } from './ibans.service.js';

/** The agency's bank accounts and the system IBAN the checkout uses. */
@Module({ imports: [AuditModule], controllers: [IbansController], providers: [IbansService] })
export class IbansModule {}
