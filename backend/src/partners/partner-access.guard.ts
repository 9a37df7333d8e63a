import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error.js';
import type { PartnerPrincipal } from './partner-principal.js';
import { PartnerKeysService } from './partner-keys.service.js';
import { PARTNER_SCOPE, type PartnerScope } from './partner-scopes.js';

/** Every route under this prefix is the partner API's, whatever its controller declares. */
export const PARTNER_ROUTE_PATTERN = /^\/api\/partner\/v1(\/|$)/i;

export type PartnerRequest = FastifyRequest & { partner?: PartnerPrincipal };

/**
 * Registered for the whole application, as the admin guard is: a route under /api/partner/v1
 * answers 401 INVALID_API_KEY without a valid partner key, even if its controller forgets to
 * say so. Partner answers are the partner's own: no shared cache may keep them.
 */
@Injectable()
export class PartnerAccessGuard implements CanActivate {
  constructor(
    private readonly keys: PartnerKeysService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    const request = http.getRequest<PartnerRequest>();
    if (!PARTNER_ROUTE_PATTERN.test(request.routeOptions?.url ?? '')) return true;
    const reply = http.getResponse<FastifyReply>();
    void reply.header('cache-control', 'no-store');
    try {
      request.partner = await this.keys.authenticate(request.headers.authorization);
      // A partner route without a stated scope is refused: a new route must say what it asks.
      const scope = this.reflector.get<PartnerScope | undefined>(PARTNER_SCOPE, context.getHandler());
      if (!scope || !request.partner.scopes.includes(scope)) {
        void reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="${scope ?? ''}"`);
        throw new AppError('PARTNER_SCOPE_MISSING');
      }
    } catch (error) {
      // RFC 6750: a refused bearer credential names the scheme the client should use.
      if (error instanceof AppError && error.code === 'INVALID_API_KEY')
        void reply.header('www-authenticate', 'Bearer');
      throw error;
    }
    return true;
  }
}
