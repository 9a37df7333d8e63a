import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddIbansAndBookingLinks1795590538380 implements MigrationInterface {
  name = 'AddIbansAndBookingLinks1795590538380';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "saved_ibans" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_holder" character varying(100) NOT NULL, "iban" character varying(34) NOT NULL, "bank_name" character varying(100) NOT NULL DEFAULT \'Non specificato\', "is_active" boolean NOT NULL DEFAULT true, "is_active_system" boolean NOT NULL DEFAULT false, "last_used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" uuid, CONSTRAINT "UQ_0e196caeb09ed0e67035ab844b4" UNIQUE ("iban"), CONSTRAINT "saved_ibans_system_is_active" CHECK (is_active OR NOT is_active_system), CONSTRAINT "PK_b39bfb28f25eb3da7abe4a64e69" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "saved_ibans_one_active_system" ON "saved_ibans"  ("is_active_system") WHERE is_active_system',
    );
    await queryRunner.query(
      'CREATE TABLE "booking_links" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "token" character varying(32) NOT NULL, "departure_id" uuid NOT NULL, "trip_id" uuid NOT NULL, "price_cents" integer NOT NULL, "payment_type" character varying(10) NOT NULL, "deposit_percentage" integer, "deposit_per_person_cents" integer, "child_discount_enabled" boolean NOT NULL DEFAULT true, "child_discount_percentage" integer NOT NULL DEFAULT \'50\', "iban_id" uuid, "expires_at" TIMESTAMP WITH TIME ZONE, "coordinator_names" character varying(40) array NOT NULL, "special_notes" character varying(1000), "source" character varying(10) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" uuid, CONSTRAINT "UQ_ec5ee789838e7cd5f0c949a180d" UNIQUE ("token"), CONSTRAINT "booking_links_token_format" CHECK (token ~ \'^[0-9A-Za-z]{12,32}$\'), CONSTRAINT "booking_links_deposit_per_person_positive" CHECK (deposit_per_person_cents IS NULL OR deposit_per_person_cents > 0), CONSTRAINT "booking_links_deposit_percentage_range" CHECK (deposit_percentage IS NULL OR deposit_percentage BETWEEN 1 AND 100), CONSTRAINT "booking_links_child_discount_range" CHECK (child_discount_percentage BETWEEN 0 AND 100), CONSTRAINT "booking_links_price_positive" CHECK (price_cents > 0), CONSTRAINT "booking_links_source" CHECK (source IN (\'checkout\', \'admin\', \'bulk\')), CONSTRAINT "booking_links_payment_type" CHECK (payment_type IN (\'deposit\', \'full\')), CONSTRAINT "PK_99016b0ebbfe91ec5ed91dd1074" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "booking_links_iban_idx" ON "booking_links"  ("iban_id") ');
    await queryRunner.query(
      'CREATE INDEX "booking_links_checkout_lookup_idx" ON "booking_links"  ("departure_id", "iban_id", "payment_type") WHERE source = \'checkout\'',
    );
    await queryRunner.query(
      'ALTER TABLE "saved_ibans" ADD CONSTRAINT "FK_0632929884666fee547c38fccae" FOREIGN KEY ("created_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "booking_links" ADD CONSTRAINT "FK_eb0267ca0c929a875908d2188e0" FOREIGN KEY ("departure_id") REFERENCES "departures"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "booking_links" ADD CONSTRAINT "FK_5528ce82e6aed63c433e4fdcdaa" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "booking_links" ADD CONSTRAINT "FK_14b3fa10e1301da6cb6d669070f" FOREIGN KEY ("iban_id") REFERENCES "saved_ibans"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "booking_links" ADD CONSTRAINT "FK_7be0ea8e78142233b58bcef0ba4" FOREIGN KEY ("created_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "booking_links" DROP CONSTRAINT "FK_7be0ea8e78142233b58bcef0ba4"');
    await queryRunner.query('ALTER TABLE "booking_links" DROP CONSTRAINT "FK_14b3fa10e1301da6cb6d669070f"');
    await queryRunner.query('ALTER TABLE "booking_links" DROP CONSTRAINT "FK_5528ce82e6aed63c433e4fdcdaa"');
    await queryRunner.query('ALTER TABLE "booking_links" DROP CONSTRAINT "FK_eb0267ca0c929a875908d2188e0"');
    await queryRunner.query('ALTER TABLE "saved_ibans" DROP CONSTRAINT "FK_0632929884666fee547c38fccae"');
    await queryRunner.query('DROP INDEX "public"."booking_links_checkout_lookup_idx"');
    await queryRunner.query('DROP INDEX "public"."booking_links_iban_idx"');
    await queryRunner.query('DROP TABLE "booking_links"');
    await queryRunner.query('DROP INDEX "public"."saved_ibans_one_active_system"');
    await queryRunner.query('DROP TABLE "saved_ibans"');
  }
}
