import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppError } from '../common/app-error.js';
import { ADMIN_TOKEN_MAX_TTL_MINUTES, type AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AdminPrincipal } from './admin-principal.js';
import { adminTokenVerifyOptions, isAdminTokenClaims } from './admin-token.js';
import { AuthService } from './auth.service.js';

export const ADMIN_JWT_STRATEGY = 'admin-jwt';

/** Reads the bearer token, checks its signature and claims, then asks the database whether it still holds. */
@Injectable()
export class AdminJwtStrategy extends PassportStrategy(Strategy, ADMIN_JWT_STRATEGY) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly auth: AuthService,
  ) {
    const { maxAge, ...options } = adminTokenVerifyOptions(ADMIN_TOKEN_MAX_TTL_MINUTES * 60);
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      ignoreExpiration: false,
      ...options,
      jsonWebTokenOptions: { maxAge },
    });
  }

  async validate(payload: unknown): Promise<AdminPrincipal> {
    if (!isAdminTokenClaims(payload)) throw new AppError('UNAUTHORIZED');
    const holder = await this.auth.findTokenHolder(payload);
    if (!holder) throw new AppError('UNAUTHORIZED');
    return holder;
  }
}
