import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AuditModule } from '../audit/audit.module.js';
import { MessageQueueModule } from '../messages/message-queue.module.js';
import { AdminAccessGuard } from './admin-access.guard.js';
import { AdminJwtStrategy } from './admin-jwt.strategy.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';
import { AuthController } from './auth.controller.js';
import { AuthCleanupCron } from './auth.cron.js';
import { AuthRepository } from './auth.repository.js';
import { AuthService } from './auth.service.js';
import { FirstAdminService } from './first-admin.service.js';
import { OwnerApprovals } from './owner-approvals.js';
import { OwnerGrantsCron } from './owner-grants.cron.js';
import { OwnerGrantsRepository } from './owner-grants.repository.js';

/** Staff accounts, sign-in, the owners' two-person rule and the guard every admin route goes through. */
@Module({
  imports: [PassportModule, JwtModule.register({}), AuditModule, MessageQueueModule],
  controllers: [AuthController, AdminUsersController],
  providers: [
    AuthRepository,
    AuthService,
    AdminUsersService,
    AdminJwtStrategy,
    FirstAdminService,
    AuthCleanupCron,
    OwnerGrantsRepository,
    OwnerApprovals,
    OwnerGrantsCron,
    { provide: APP_GUARD, useClass: AdminAccessGuard },
  ],
  exports: [AuthRepository, OwnerGrantsRepository, OwnerApprovals],
})
export class AuthModule {}
