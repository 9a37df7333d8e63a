import type { LoggerService } from '@nestjs/common';
import fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Logger as PinoLogger } from 'pino';

/**
 * One JSON logger for Fastify's request logs and Nest's own messages. Writes are buffered
 * (pino flushes them on exit): a synchronous write per line costs a third of the throughput.
 */
export function createRootLogger(level: string): PinoLogger {
  return pino(
    {
      level,
      base: { service: 'backend' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    pino.destination({ sync: false, minLength: 4096 }),
  );
}

/**
 * One line per request, written when it completes, instead of Fastify's two (incoming and
 * completed). It names no header, body or query string: nothing personal reaches the logs.
 */
export class OneLinePerRequest extends fastify.LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      path: request.routeOptions.url ?? request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

/** Nest calls `log(message, context)` or `log(object, message, context)`; both end up as JSON. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: PinoLogger) {}

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, rest: unknown[]): void {
    const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    if (typeof message === 'object' && message !== null) {
      const text = typeof rest[0] === 'string' ? rest[0] : undefined;
      this.logger[level]({ context, ...(message as object) }, text);
    } else {
      const stack = level === 'error' && typeof rest[0] === 'string' ? rest[0] : undefined;
      this.logger[level]({ context, ...(stack ? { stack } : {}) }, String(message));
    }
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
}
