import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795330463962 implements MigrationInterface {
  name = 'InitialSchema1795330463962';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "trips" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "slug" character varying(100) NOT NULL, "category" character varying(20) NOT NULL, "country" character varying(100) NOT NULL, "duration_days" integer NOT NULL, "price_cents" integer NOT NULL, "single_supplement_cents" integer, "deposit_kind" character varying(20) NOT NULL, "deposit_value" integer NOT NULL, "max_group_size" integer NOT NULL, "hero_theme" character varying(20) NOT NULL, "image_file" character varying(200) NOT NULL, "sort_order" integer NOT NULL DEFAULT \'0\', "content_it" jsonb NOT NULL, "content_en" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_929e1f1843e2a7c644ee1ac12f6" UNIQUE ("slug"), CONSTRAINT "trips_deposit_value" CHECK (deposit_value > 0 AND (deposit_kind <> \'percent\' OR deposit_value <= 100)), CONSTRAINT "trips_deposit_kind" CHECK (deposit_kind IN (\'percent\', \'fixedPerPerson\')), CONSTRAINT "trips_group_size_positive" CHECK (max_group_size > 0), CONSTRAINT "trips_duration_positive" CHECK (duration_days > 0), CONSTRAINT "trips_single_supplement_not_negative" CHECK (single_supplement_cents IS NULL OR single_supplement_cents >= 0), CONSTRAINT "trips_price_positive" CHECK (price_cents > 0), CONSTRAINT "PK_f71c231dee9c05a9522f9e840f5" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "trip_aliases" ("alias" character varying(100) NOT NULL, "trip_id" uuid NOT NULL, CONSTRAINT "PK_5a7fe3343a1aecb5ea5c017c8b7" PRIMARY KEY ("alias"))',
    );
    await queryRunner.query('CREATE INDEX "trip_aliases_trip_id_idx" ON "trip_aliases"  ("trip_id") ');
    await queryRunner.query(
      'CREATE TABLE "contact_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(120) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(40), "reason" character varying(200), "message" text NOT NULL, "destination_id" character varying(100), "travel_date" character varying(100), "airport" character varying(100), "referral_source" character varying(50), "privacy_accepted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "client_hash" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5fc5cfa569e4e66051c6acde3b9" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "contact_requests_client_recent_idx" ON "contact_requests"  ("client_hash", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "site_settings" ("id" integer NOT NULL DEFAULT \'1\', "settings" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "site_settings_single_row" CHECK (id = 1), CONSTRAINT "PK_e4290e8371a166d7e066d131f6e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "trip_aliases" ADD CONSTRAINT "FK_c982c197ec86040f1fb330cf896" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "trip_aliases" DROP CONSTRAINT "FK_c982c197ec86040f1fb330cf896"');
    await queryRunner.query('DROP TABLE "site_settings"');
    await queryRunner.query('DROP INDEX "public"."contact_requests_client_recent_idx"');
    await queryRunner.query('DROP TABLE "contact_requests"');
    await queryRunner.query('DROP INDEX "public"."trip_aliases_trip_id_idx"');
    await queryRunner.query('DROP TABLE "trip_aliases"');
    await queryRunner.query('DROP TABLE "trips"');
  }
}
