import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A waiting-list entry ends 'cancelled' with its departure, when staff cancel the departure for
 * its minimum group (DECISIONS 34): nobody is left waiting for seats that will never be sold.
 */
export class WaitlistEntriesCancelled1795770000000 implements MigrationInterface {
  name = 'WaitlistEntriesCancelled1795770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_status"');
    await queryRunner.query(
      "ALTER TABLE \"waitlist_entries\" ADD CONSTRAINT \"waitlist_entries_status\" CHECK (status IN ('unconfirmed', 'waiting', 'offered', 'booked', 'lapsed', 'left', 'removed', 'cancelled'))",
    );
    await queryRunner.query('ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_confirmed_in_line"');
    await queryRunner.query(
      "ALTER TABLE \"waitlist_entries\" ADD CONSTRAINT \"waitlist_entries_confirmed_in_line\" CHECK (status = 'unconfirmed' OR status IN ('left', 'removed', 'cancelled') OR confirmed_at IS NOT NULL)",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("UPDATE waitlist_entries SET status = 'removed' WHERE status = 'cancelled'");
    await queryRunner.query('ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_confirmed_in_line"');
    await queryRunner.query(
      "ALTER TABLE \"waitlist_entries\" ADD CONSTRAINT \"waitlist_entries_confirmed_in_line\" CHECK (status = 'unconfirmed' OR status IN ('left', 'removed') OR confirmed_at IS NOT NULL)",
    );
    await queryRunner.query('ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_status"');
    await queryRunner.query(
      "ALTER TABLE \"waitlist_entries\" ADD CONSTRAINT \"waitlist_entries_status\" CHECK (status IN ('unconfirmed', 'waiting', 'offered', 'booked', 'lapsed', 'left', 'removed'))",
    );
  }
}
