import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { type ClientLimit, ClientRateLimiter } from './client-rate-limit.js';

const CLIENT_LIMIT = Symbol('CLIENT_LIMIT');

/**
 * Counts every request of a client to this route against `rule` before anything else runs,
 * whatever its answer (a refused body or an unknown id counts too: guessing is limited as
 * much as booking), and answers the rule's 429 beyond it. Counted in PostgreSQL, so the
 * limit holds across replicas.
 */
export const ClientRateLimit = (rule: ClientLimit) =>
  applyDecorators(SetMetadata(CLIENT_LIMIT, rule), UseGuards(ClientRateLimitGuard));

@Injectable()
export class ClientRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: ClientRateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<ClientLimit | undefined>(CLIENT_LIMIT, context.getHandler());
    if (!rule) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.limiter.countAttempt(request.ip, rule);
    return true;
  }
}
