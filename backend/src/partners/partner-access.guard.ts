import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { PartnerPrincipal } from './partner-principal.js';
import { PartnerKeysService } from './partner-keys.service.js';
import { PARTNER_SCOPE, type PartnerScope } from './partner-scopes.js';
import { PartnerRateLimiter } from './partner-rate-limiter.js';

/** Every route under this prefix is the partner API's, whatever its controller declares. */
export const PARTNER_ROUTE_PATTERN = /^\/api\/partner\/v1(\/|$)/i;

export type PartnerRequest = FastifyRequest & { partner?: PartnerPrincipal };

/**
 * Registered for the whole application, as the admin guard is: a route under /api/partner/v1
 * answers 401 INVALID_API_KEY without a valid partner key, even if its controller forgets to
 * say so, and 429 PARTNER_RATE_LIMITED to a key over its limit. Partner answers are the
 * partner's own: no shared cache may keep them.
 */
@Injectable()
export class PartnerAccessGuard implements CanActivate {
  private readonly siteOrigin: string;

  constructor(
    private readonly keys: PartnerKeysService,
    private readonly limiter: PartnerRateLimiter,
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.siteOrigin = new URL(config.publicBaseUrl).origin;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    const request = http.getRequest<PartnerRequest>();
    if (!PARTNER_ROUTE_PATTERN.test(request.routeOptions?.url ?? '')) return true;
    const reply = http.getResponse<FastifyReply>();
    void reply.header('cache-control', 'no-store');
    // A key belongs on a partner's server: no page of another site may read a partner answer.
    void reply.header('access-control-allow-origin', this.siteOrigin);
    try {
      request.partner = await this.keys.authenticate(request.headers.authorization);
    } catch (error) {
      // RFC 6750: a refused bearer credential names the scheme the client should use.
      if (error instanceof AppError && error.code === 'INVALID_API_KEY')
        void reply.header('www-authenticate', 'Bearer');
      throw error;
    }
    // Counted only once the key is known, so a stranger cannot spend a partner's requests.
    const rate = await this.limiter.countRequest(request.partner.keyId);
    void reply.headers({
      'ratelimit-limit': rate.limit,
      'ratelimit-remaining': rate.remaining,
      'ratelimit-reset': rate.resetSeconds,
    });
    if (!rate.allowed) {
      void reply.header('retry-after', rate.resetSeconds);
      throw new AppError('PARTNER_RATE_LIMITED');
    }
    // A partner route without a stated scope is refused: a new route must say what it asks.
    const scope = this.reflector.get<PartnerScope | undefined>(PARTNER_SCOPE, context.getHandler());
    if (!scope || !request.partner.scopes.includes(scope)) {
      void reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="${scope ?? ''}"`);
      throw new AppError('PARTNER_SCOPE_MISSING');
    }
    return true;
  }
}
