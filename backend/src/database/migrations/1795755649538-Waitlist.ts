import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The waiting lists of sold-out departures (DECISIONS 35), and booking links made by the list's
 * offers of freed seats.
 */
export class Waitlist1795755649538 implements MigrationInterface {
  name = 'Waitlist1795755649538';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "booking_links" DROP CONSTRAINT "booking_links_source"');
    await queryRunner.query(
      `ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_source" CHECK (source IN ('checkout', 'admin', 'bulk', 'waitlist'))`,
    );
    await queryRunner.query(
      'CREATE TABLE "waitlist_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "departure_id" uuid NOT NULL, "name" character varying(120) NOT NULL, "email" character varying(254) NOT NULL, "email_key" character varying(254) NOT NULL, "phone" character varying(40), "travellers" integer NOT NULL, "language" character varying(2) NOT NULL DEFAULT \'it\', "status" character varying(12) NOT NULL, "token_hash" character varying(64) NOT NULL, "privacy_accepted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "confirmed_at" TIMESTAMP WITH TIME ZONE, "booking_link_id" uuid, "held_seats" integer NOT NULL DEFAULT \'0\', "offered_at" TIMESTAMP WITH TIME ZONE, "offer_expires_at" TIMESTAMP WITH TIME ZONE, "booking_id" uuid, "closed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "waitlist_entries_held_seats" CHECK (held_seats >= 0), CONSTRAINT "waitlist_entries_offer_complete" CHECK (status <> \'offered\' OR (booking_link_id IS NOT NULL AND offer_expires_at IS NOT NULL AND held_seats > 0)), CONSTRAINT "waitlist_entries_confirmed_in_line" CHECK (status = \'unconfirmed\' OR status IN (\'left\', \'removed\') OR confirmed_at IS NOT NULL), CONSTRAINT "waitlist_entries_language" CHECK (language IN (\'it\', \'en\')), CONSTRAINT "waitlist_entries_travellers" CHECK (travellers BETWEEN 1 AND 10), CONSTRAINT "waitlist_entries_status" CHECK (status IN (\'unconfirmed\', \'waiting\', \'offered\', \'booked\', \'lapsed\', \'left\', \'removed\')), CONSTRAINT "PK_bd0ef66fff81d3be7b7a1568a4d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "waitlist_entries_link_idx" ON "waitlist_entries"  ("booking_link_id") WHERE booking_link_id IS NOT NULL',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "waitlist_entries_token_idx" ON "waitlist_entries"  ("token_hash") ');
    await queryRunner.query(
      'CREATE INDEX "waitlist_entries_offer_end_idx" ON "waitlist_entries"  ("offer_expires_at") WHERE status = \'offered\'',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "waitlist_entries_one_per_address_idx" ON "waitlist_entries"  ("departure_id", "email_key") WHERE status IN (\'unconfirmed\', \'waiting\', \'offered\')',
    );
    await queryRunner.query(
      'CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries"  ("departure_id", "confirmed_at") WHERE status = \'waiting\'',
    );
    await queryRunner.query(
      'ALTER TABLE "waitlist_entries" ADD CONSTRAINT "FK_99db8085831ff21a610fb755d5c" FOREIGN KEY ("departure_id") REFERENCES "departures"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "waitlist_entries" ADD CONSTRAINT "FK_1557bfc329ccc22612101148d87" FOREIGN KEY ("booking_link_id") REFERENCES "booking_links"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "waitlist_entries" ADD CONSTRAINT "FK_e1d693a5860606b316e275dc13f" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE SET NULL ON UPDATE NO ACTION DEFERRABLE INITIALLY DEFERRED',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "waitlist_entries" DROP CONSTRAINT "FK_e1d693a5860606b316e275dc13f"');
    await queryRunner.query('ALTER TABLE "waitlist_entries" DROP CONSTRAINT "FK_1557bfc329ccc22612101148d87"');
    await queryRunner.query('ALTER TABLE "waitlist_entries" DROP CONSTRAINT "FK_99db8085831ff21a610fb755d5c"');
    await queryRunner.query('DROP INDEX "public"."waitlist_entries_line_idx"');
    await queryRunner.query('DROP INDEX "public"."waitlist_entries_one_per_address_idx"');
    await queryRunner.query('DROP INDEX "public"."waitlist_entries_offer_end_idx"');
    await queryRunner.query('DROP INDEX "public"."waitlist_entries_token_idx"');
    await queryRunner.query('DROP INDEX "public"."waitlist_entries_link_idx"');
    await queryRunner.query('DROP TABLE "waitlist_entries"');
    await queryRunner.query('ALTER TABLE "booking_links" DROP CONSTRAINT "booking_links_source"');
    await queryRunner.query(
      `ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_source" CHECK (source IN ('checkout', 'admin', 'bulk'))`,
    );
  }
}
