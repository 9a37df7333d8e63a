import type { LoggerService } from '@nestjs/common';
import fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Logger as PinoLogger } from 'pino';

/** About 16 KB of lines per write: each write wakes a thread of the pool and calls back. */
const BLOCK_CHARS = 16_384;
/** A quiet server's lines still reach the log within a second. */
const FLUSH_AFTER_MS = 1000;

type SonicBoom = ReturnType<typeof pino.destination>;

/** Blocks holding lines not handed on yet. */
const holding = new Set<LineBlocks>();
// Registered before pino's own handlers (added with the first destination), so the lines
// reach SonicBoom before it flushes and closes.
process.on('beforeExit', () => {
  for (const blocks of holding) blocks.handOn();
});
process.on('exit', () => {
  for (const blocks of holding) blocks.flushSync();
});

/**
 * Gathers lines into blocks before they reach SonicBoom. SonicBoom's own buffering
 * (minLength) measures its whole pending text again for every line it is given
 * (Buffer.byteLength on a growing string); here a line costs an array push.
 */
class LineBlocks {
  private lines: string[] = [];
  private chars = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly out: SonicBoom) {}

  write(line: string): boolean {
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= BLOCK_CHARS) this.handOn();
    else if (!this.timer) {
      holding.add(this);
      this.timer = setTimeout(() => this.handOn(), FLUSH_AFTER_MS).unref();
    }
    return true;
  }

  /** Gives the block to SonicBoom, which writes it without blocking. */
  handOn(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      holding.delete(this);
    }
    if (this.chars === 0) return;
    this.out.write(this.lines.join(''));
    this.lines = [];
    this.chars = 0;
  }

  /** `logger.flush()`. */
  flush(done?: (error?: Error) => void): void {
    this.handOn();
    this.out.flush(done);
  }

  /** pino calls it after a fatal line; the exit handler too. */
  flushSync(): void {
    this.handOn();
    this.out.flushSync();
  }
}

/** pino's isoTime, formatted once per millisecond: under load many lines share it. */
function isoTimeOncePerMs(): () => string {
  let last = -1;
  let text = '';
  return () => {
    const now = Date.now();
    if (now !== last) {
      last = now;
      text = `,"time":"${new Date(now).toISOString()}"`;
    }
    return text;
  };
}

/**
 * One JSON logger for Fastify's request logs and Nest's own messages. Lines are written in
 * blocks and asynchronously; what is pending is written out on exit. A destination of the
 * caller's replaces standard output (the tests read what the application logs).
 */
export function createRootLogger(level: string, destination?: pino.DestinationStream): PinoLogger {
  return pino(
    {
      level,
      base: { service: 'backend' },
      timestamp: isoTimeOncePerMs(),
    },
    destination ?? new LineBlocks(pino.destination({ sync: false })),
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
