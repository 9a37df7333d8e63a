import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import PgBoss from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { JOB_SCHEMA } from './job-schema.js';
import type { DeliveryJob, DeliveryQueue } from './queues.js';

/** A job as its handler sees it: which attempt this is, and whether another will follow. */
export interface DeliveryAttempt {
  messageId: string;
  /** Retries already made before this attempt (0 on the first). */
  retryCount: number;
  /** True when a failure now is the last: nothing retries it. */
  lastAttempt: boolean;
  /** What the job carried besides the id (webhooks: the attempt it is). */
  attempt?: number;
}

export type DeliveryHandler = (attempt: DeliveryAttempt) => Promise<void>;

/**
 * Jobs one poll takes. A batch must end within the queue's expiry (queues.ts): 25 e-mails of a
 * few tens of milliseconds each, or a few SMTP timeouts, are well inside it.
 */
const DELIVERY_BATCH_SIZE = 25;

/** pg-boss speaking through the application's own pool, so that a job can join a transaction. */
function queriesOf(run: (text: string, values: unknown[]) => Promise<unknown[]>): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: await run(text, values ?? []) }) };
}

/**
 * The one delivery mechanism: every message (customer e-mail, the agency's Telegram notice,
 * later the partners' webhooks) is a job in PostgreSQL, written in the transaction of the
 * change it announces, and taken by a worker of whichever replica polls first, with retries
 * and backoff (queues.ts). A job carries only the id of the row saying what to deliver.
 */
@Injectable()
export class JobQueue implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
  private readonly boss: PgBoss;
  private started = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.boss = new PgBoss({
      schema: JOB_SCHEMA,
      db: queriesOf(async (text, values) => {
        const runner = this.dataSource.createQueryRunner();
        try {
          return (await runner.query(text, values, true)).records as unknown[];
        } finally {
          await runner.release();
        }
      }),
      // The schema is made with the migrations (job-schema.ts), before any replica starts.
      migrate: false,
      // Cron-like jobs stay with @nestjs/schedule; pg-boss only delivers.
      schedule: false,
      supervise: true,
    });
    // A poll that fails (the database restarting) is tried again at the next interval.
    this.boss.on('error', (error: Error) => this.logger.warn(`Job queue: ${error.message}`));
  }

  async onModuleInit(): Promise<void> {
    await this.boss.start();
    this.started = true;
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // A job under way finishes (or, past the timeout, is retried later by any replica).
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
  }

  /**
   * Adds a job in `manager`'s transaction: it exists if and only if the transaction commits.
   * `startAfter`: not taken before then (a webhook's next attempt).
   */
  async enqueue(
    manager: EntityManager,
    queue: DeliveryQueue,
    job: DeliveryJob,
    { startAfter }: { startAfter?: Date } = {},
  ): Promise<void> {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) throw new Error('A delivery job is written inside the transaction it announces');
    const id = await this.boss.send(queue, job, {
      ...(startAfter ? { startAfter } : {}),
      db: queriesOf(async (text, values) => (await runner.query(text, values, true)).records as unknown[]),
    });
    if (!id) throw new Error(`The ${queue} queue refused a job`);
  }

  /**
   * Runs `handler` for each job of `queue`, one after the other, taking up to a batch per poll:
   * pg-boss waits out the polling interval after each fetch, so a backlog (a thousand reminders
   * at once) goes at a batch per interval rather than a job per interval. A job whose handler
   * throws is handed back to pg-boss on its own, to be retried with backoff; the others of its
   * batch are done.
   */
  async work(queue: DeliveryQueue, handler: DeliveryHandler): Promise<void> {
    // An API-only replica leaves delivery to the others (DELIVERY_WORKERS=off): writing a
    // message (templates, QR code, PDF) is CPU work that would otherwise share its event loop
    // with requests holding seat locks.
    if (!this.config.deliveryWorkers) return;
    await this.boss.work<DeliveryJob>(
      queue,
      {
        batchSize: DELIVERY_BATCH_SIZE,
        includeMetadata: true,
        pollingIntervalSeconds: this.config.deliveryPollSeconds,
      },
      async (jobs) => {
        for (const job of jobs) {
          try {
            await handler({
              messageId: job.data.messageId,
              retryCount: job.retryCount,
              lastAttempt: job.retryCount >= job.retryLimit,
              attempt: job.data.attempt,
            });
          } catch (error) {
            // Only the error's name and our own reason codes: never a message body or an address.
            const reason = error instanceof Error ? error.message.slice(0, 200) : 'unknown';
            await this.boss.fail(queue, job.id, { reason });
          }
        }
      },
    );
  }
}
