import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { ContactRepository } from './contact.repository.js';

/** The privacy policy promises no contact request is kept longer than this. */
export const CONTACT_RETENTION = '24 months';

@Injectable()
export class ContactRetentionCron {
  private readonly logger = new Logger(ContactRetentionCron.name);

  constructor(private readonly requests: ContactRepository) {}

  /**
   * Every night. Several replicas may run it at once: a DELETE of old rows gives the same
   * result however many times it runs.
   */
  @Cron('0 30 3 * * *', { timeZone: 'Europe/Rome' })
  async purgeOldContactRequests(): Promise<number> {
    const deleted = await this.requests.purgeOlderThan(CONTACT_RETENTION);
    if (deleted > 0) this.logger.log(`Deleted ${deleted} contact requests older than ${CONTACT_RETENTION}`);
    return deleted;
  }
}
