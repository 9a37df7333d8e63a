import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { BookingsRepository } from './bookings.repository.js';
import { PassportCipher } from './passport-cipher.js';

const BATCH = 200;

/**
 * Rewrites passport numbers stored before v2 (bound to the booking only) as v2 (bound to the
 * booking and the traveller's position), at start, a batch per transaction; replicas starting
 * together share the work (rows locked, the locked ones skipped). A value that no longer
 * decrypts (another key) is left as it is, and shows as missing, as before.
 */
@Injectable()
export class PassportRewrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(PassportRewrap.name);
  private readonly cipher: PassportCipher;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly bookings: BookingsRepository,
  ) {
    this.cipher = new PassportCipher(config.dataEncryptionKey);
  }

  async onApplicationBootstrap(): Promise<void> {
    const rewritten = await this.rewrapAll();
    if (rewritten > 0) this.logger.log(`Rewrote ${rewritten} passport numbers bound to their traveller`);
  }

  async rewrapAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const { seen, rewritten } = await this.dataSource.transaction(async (manager) => {
        const rows = await this.bookings.lockLegacyPassports(manager, BATCH);
        let done = 0;
        for (const row of rows) {
          let plain: string;
          try {
            plain = this.cipher.decryptLegacy(row.stored, row.bookingId);
          } catch {
            continue;
          }
          await this.bookings.setPassport(manager, row.bookingId, row.position, this.cipher.encrypt(plain, row));
          done++;
        }
        return { seen: rows.length, rewritten: done };
      });
      total += rewritten;
      // A batch with nothing rewritable left (undecryptable values only) ends the run.
      if (seen < BATCH || rewritten === 0) return total;
    }
  }
}
