import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { CONTACT_RETENTION } from '../contact/contact.cron.js';
import { WhatsappRepository } from './whatsapp.repository.js';

/** A click says who asked about which trip, from which browser: kept no longer than a contact request. */
export const WHATSAPP_CLICK_RETENTION = CONTACT_RETENTION;

/** Reports of blocked windows serve only the ten-minute limit. */
const POPUP_REPORT_RETENTION = '1 day';

@Injectable()
export class WhatsappRetentionCron {
  private readonly logger = new Logger(WhatsappRetentionCron.name);

  constructor(private readonly whatsapp: WhatsappRepository) {}

  /**
   * Every night, after the contact requests. Several replicas may run it at once: a DELETE of
   * old rows gives the same result however many times it runs.
   */
  @Cron('0 40 3 * * *', { timeZone: 'Europe/Rome' })
  async purgeOldWhatsappClicks(): Promise<number> {
    const deleted = await this.whatsapp.purgeClicksOlderThan(WHATSAPP_CLICK_RETENTION);
    await this.whatsapp.purgePopupReportsOlderThan(POPUP_REPORT_RETENTION);
    if (deleted > 0) this.logger.log(`Deleted ${deleted} WhatsApp clicks older than ${WHATSAPP_CLICK_RETENTION}`);
    return deleted;
  }
}
