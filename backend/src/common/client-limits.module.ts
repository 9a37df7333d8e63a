import { Injectable, Module } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { purgeClientAttempts } from './client-rate-limit.js';

@Injectable()
export class ClientAttemptsCron {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Every night the per-client counters older than the longest window go. Safe on every
   * replica: deleting old rows twice deletes them once.
   */
  @Cron('0 45 3 * * *', { timeZone: 'Europe/Rome' })
  purgeOldAttempts(): Promise<number> {
    return purgeClientAttempts(this.dataSource);
  }
}

/** The per-client limits' housekeeping (the limits themselves are `countClientAttempt`). */
@Module({ providers: [ClientAttemptsCron] })
export class ClientLimitsModule {}
