import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error.js';
import { ADMIN_JWT_STRATEGY } from './admin-jwt.strategy.js';
import { ADMIN_ONLY, OWNER_ONLY, type OwnerRequirement } from './admin-operation.decorator.js';
import type { AdminPrincipal } from './admin-principal.js';

/** Every route under this prefix is the admin area's, whatever its controller declares. */
export const ADMIN_ROUTE_PATTERN = /^\/api\/v1\/admin(\/|$)/i;
const AUTH_ROUTE_PATTERN = /^\/api\/v1\/auth(\/|$)/i;

/**
 * Registered for the whole application: a route under /api/v1/admin, or marked
 * `@AdminOperation()`, answers 401 without a valid admin token. A new admin controller is
 * guarded even if it forgets to say so. An `@OwnerOperation()` also takes an owner's step-up
 * token. Answers of the admin area and of sign-in carry
 * tokens or staff data: no cache may keep them.
 */
@Injectable()
export class AdminAccessGuard extends AuthGuard(ADMIN_JWT_STRATEGY) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    const route = http.getRequest<FastifyRequest>().routeOptions?.url ?? '';
    const underAdmin = ADMIN_ROUTE_PATTERN.test(route);
    if (underAdmin || AUTH_ROUTE_PATTERN.test(route))
      void http.getResponse<FastifyReply>().header('cache-control', 'no-store');
    const marked = this.reflector.getAllAndOverride<boolean | undefined>(ADMIN_ONLY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!underAdmin && !marked) return true;
    const allowed = (await super.canActivate(context)) as boolean;
    const ownerOnly = this.reflector.getAllAndOverride<OwnerRequirement | undefined>(OWNER_ONLY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (allowed && ownerOnly) {
      const admin = http.getRequest<{ user: AdminPrincipal }>().user;
      if (admin.role !== 'owner') throw new AppError('FORBIDDEN_ROLE');
      if (ownerOnly.stepUp && !admin.steppedUp) throw new AppError('STEP_UP_REQUIRED');
    }
    return allowed;
  }

  /** Any reason a token does not hold is one answer; a database failure stays what it is. */
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error && !(error instanceof AppError && error.code === 'UNAUTHORIZED')) {
      throw error instanceof Error ? error : new Error('The admin token could not be checked');
    }
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  }
}
