import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Observable } from 'rxjs';

/** Answers that no browser or proxy may keep: anything under a token, a booking id or an admin's eyes. */
@Injectable()
export class NoStoreInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    void context.switchToHttp().getResponse<FastifyReply>().header('cache-control', 'no-store');
    return next.handle();
  }
}

/** On a controller or a handler: its answers go out with `Cache-Control: no-store` (errors always do). */
export const NoStore = () => applyDecorators(UseInterceptors(NoStoreInterceptor));
