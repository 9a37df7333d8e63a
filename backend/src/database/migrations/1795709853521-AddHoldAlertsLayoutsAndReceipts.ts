import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddHoldAlertsLayoutsAndReceipts1795709853521 implements MigrationInterface {
  name = 'AddHoldAlertsLayoutsAndReceipts1795709853521';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "statement_csv_layouts" ("iban_id" uuid NOT NULL, "layout" jsonb NOT NULL, "updated_by" uuid NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a13d4163bef0e64a8facb12259e" PRIMARY KEY ("iban_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "transfer_receipts" ("booking_id" uuid NOT NULL, "content" bytea NOT NULL, "media_type" character varying(30) NOT NULL, "size_bytes" integer NOT NULL, "sha256" character(64) NOT NULL, "uploaded_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "transfer_receipts_size" CHECK (size_bytes BETWEEN 1 AND 5242880), CONSTRAINT "transfer_receipts_media_type" CHECK (media_type IN (\'application/pdf\', \'image/jpeg\', \'image/png\')), CONSTRAINT "PK_589bd40fa3a4aab4e188abb8966" PRIMARY KEY ("booking_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "hold_alerts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "departure_id" uuid NOT NULL, "kind" character varying(20) NOT NULL, "window_start" TIMESTAMP WITH TIME ZONE NOT NULL, "occurrences" integer NOT NULL DEFAULT \'1\', "unpaid_seats" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, "acknowledged_at" TIMESTAMP WITH TIME ZONE, "acknowledged_by" uuid, CONSTRAINT "hold_alerts_kind" CHECK (kind IN (\'burst\', \'cap_reached\')), CONSTRAINT "PK_91178b7d8eeacbbba895bade169" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "hold_alerts_open_idx" ON "hold_alerts"  ("last_seen_at") WHERE acknowledged_at IS NULL',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "hold_alerts_window_unique" ON "hold_alerts"  ("departure_id", "kind", "window_start") ',
    );
    await queryRunner.query(
      'ALTER TABLE "statement_csv_layouts" ADD CONSTRAINT "FK_a13d4163bef0e64a8facb12259e" FOREIGN KEY ("iban_id") REFERENCES "saved_ibans"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "statement_csv_layouts" ADD CONSTRAINT "FK_3253a817f7dbbd8c4b7630a1336" FOREIGN KEY ("updated_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "transfer_receipts" ADD CONSTRAINT "FK_589bd40fa3a4aab4e188abb8966" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "hold_alerts" ADD CONSTRAINT "FK_14e32bb3ee5a750885a70b79e13" FOREIGN KEY ("departure_id") REFERENCES "departures"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "hold_alerts" ADD CONSTRAINT "FK_c3ddd293dac1d8e5db0f85403f0" FOREIGN KEY ("acknowledged_by") REFERENCES "admin_users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "hold_alerts" DROP CONSTRAINT "FK_c3ddd293dac1d8e5db0f85403f0"');
    await queryRunner.query('ALTER TABLE "hold_alerts" DROP CONSTRAINT "FK_14e32bb3ee5a750885a70b79e13"');
    await queryRunner.query('ALTER TABLE "transfer_receipts" DROP CONSTRAINT "FK_589bd40fa3a4aab4e188abb8966"');
    await queryRunner.query('ALTER TABLE "statement_csv_layouts" DROP CONSTRAINT "FK_3253a817f7dbbd8c4b7630a1336"');
    await queryRunner.query('ALTER TABLE "statement_csv_layouts" DROP CONSTRAINT "FK_a13d4163bef0e64a8facb12259e"');
    await queryRunner.query('DROP INDEX "public"."hold_alerts_window_unique"');
    await queryRunner.query('DROP INDEX "public"."hold_alerts_open_idx"');
    await queryRunner.query('DROP TABLE "hold_alerts"');
    await queryRunner.query('DROP TABLE "transfer_receipts"');
    await queryRunner.query('DROP TABLE "statement_csv_layouts"');
  }
}
