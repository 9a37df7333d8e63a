import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Declared transfers end like unpaid bookings (the expiry index covers both); references move
 * to their own table, held 12 months past a booking's end; bookings keep who holds their seats
 * (contact keys, client hashes) so unpaid holds can be capped per holder.
 */
export class PaymentWindowsAndReferences1795708495660 implements MigrationInterface {
  name = 'PaymentWindowsAndReferences1795708495660';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."bookings_pending_expiry_idx"');
    await queryRunner.query('DROP INDEX "public"."bookings_live_reference_unique"');
    await queryRunner.query(
      'CREATE TABLE "payment_references" ("number" integer NOT NULL, "booking_id" uuid NOT NULL, "held_until" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "payment_references_number" CHECK ("number" BETWEEN 1000 AND 99999), CONSTRAINT "PK_56da706dec43677b9774a0d3961" PRIMARY KEY ("number"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "payment_references_booking_idx" ON "payment_references"  ("booking_id") ',
    );
    await queryRunner.query('ALTER TABLE "bookings" ADD "contact_email_key" character varying(254)');
    await queryRunner.query('ALTER TABLE "bookings" ADD "contact_phone_key" character varying(20)');
    // The keys of unpaid-holds.ts (plus-tags dropped, last nine digits; Gmail's dots kept: these bookings are old).
    await queryRunner.query(
      `UPDATE "bookings" SET "contact_email_key" = lower(regexp_replace(trim("contact_email"), '\\+[^@]*@', '@')),
              "contact_phone_key" = right(regexp_replace("contact_phone", '\\D', '', 'g'), 9)`,
    );
    await queryRunner.query('ALTER TABLE "bookings" ALTER COLUMN "contact_email_key" SET NOT NULL');
    await queryRunner.query('ALTER TABLE "bookings" ALTER COLUMN "contact_phone_key" SET NOT NULL');
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "bookings_reference_format"');
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reference_format" CHECK (payment_reference ~ '^Ricevuta [1-9][0-9]{3,4}$')`,
    );
    // Each number goes to its live booking, else to the one that ended last, 12 months from its end.
    await queryRunner.query(
      `INSERT INTO "payment_references" ("number", "booking_id", "held_until")
       SELECT DISTINCT ON (substring(payment_reference FROM 10)::int)
              substring(payment_reference FROM 10)::int, id,
              CASE WHEN status IN ('expired', 'cancelled')
                   THEN coalesce(closed_at, updated_at) + interval '12 months' ELSE 'infinity' END
         FROM "bookings"
        ORDER BY substring(payment_reference FROM 10)::int, status IN ('expired', 'cancelled'),
                 coalesce(closed_at, updated_at) DESC`,
    );
    await queryRunner.query('ALTER TABLE "bookings" ADD "client_hash" character varying(64)');
    await queryRunner.query('ALTER TABLE "bookings" ADD "client_network_hash" character varying(64)');
    await queryRunner.query('ALTER TABLE "bookings" ADD "transfer_reminder_due_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('CREATE INDEX "bookings_reference_idx" ON "bookings"  ("payment_reference") ');
    await queryRunner.query(
      'CREATE INDEX "bookings_unpaid_phone_idx" ON "bookings"  ("contact_phone_key") WHERE status IN (\'pending\', \'transfer_declared\') AND payment_status = \'pending\'',
    );
    await queryRunner.query(
      'CREATE INDEX "bookings_unpaid_email_idx" ON "bookings"  ("contact_email_key") WHERE status IN (\'pending\', \'transfer_declared\') AND payment_status = \'pending\'',
    );
    await queryRunner.query(
      'CREATE INDEX "bookings_unpaid_network_idx" ON "bookings"  ("client_network_hash") WHERE status IN (\'pending\', \'transfer_declared\') AND payment_status = \'pending\'',
    );
    await queryRunner.query(
      'CREATE INDEX "bookings_unpaid_client_idx" ON "bookings"  ("client_hash") WHERE status IN (\'pending\', \'transfer_declared\') AND payment_status = \'pending\'',
    );
    await queryRunner.query(
      'CREATE INDEX "bookings_unpaid_expiry_idx" ON "bookings"  ("payment_expires_at") WHERE status IN (\'pending\', \'transfer_declared\')',
    );
    await queryRunner.query(
      'ALTER TABLE "payment_references" ADD CONSTRAINT "FK_d0d98a45ff96344d07238a8727f" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION DEFERRABLE INITIALLY DEFERRED',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "payment_references" DROP CONSTRAINT "FK_d0d98a45ff96344d07238a8727f"');
    await queryRunner.query('DROP INDEX "public"."bookings_unpaid_expiry_idx"');
    await queryRunner.query('DROP INDEX "public"."bookings_unpaid_client_idx"');
    await queryRunner.query('DROP INDEX "public"."bookings_unpaid_network_idx"');
    await queryRunner.query('DROP INDEX "public"."bookings_unpaid_email_idx"');
    await queryRunner.query('DROP INDEX "public"."bookings_unpaid_phone_idx"');
    await queryRunner.query('DROP INDEX "public"."bookings_reference_idx"');
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "bookings_reference_format"');
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reference_format" CHECK (payment_reference ~ '^Ricevuta [1-9][0-9]{3}$')`,
    );
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "transfer_reminder_due_at"');
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "client_network_hash"');
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "client_hash"');
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "contact_phone_key"');
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "contact_email_key"');
    await queryRunner.query('DROP INDEX "public"."payment_references_booking_idx"');
    await queryRunner.query('DROP TABLE "payment_references"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "bookings_live_reference_unique" ON "bookings" USING btree ("payment_reference") WHERE ((status)::text <> ALL ((ARRAY[\'expired\'::character varying, \'cancelled\'::character varying])::text[]))',
    );
    await queryRunner.query(
      'CREATE INDEX "bookings_pending_expiry_idx" ON "bookings" USING btree ("payment_expires_at") WHERE ((status)::text = \'pending\'::text)',
    );
  }
}
