import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddDepartures1795587549490 implements MigrationInterface {
  name = 'AddDepartures1795587549490';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "departures" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "trip_id" uuid NOT NULL, "start_date" date NOT NULL, "end_date" date NOT NULL, "price_cents" integer NOT NULL, "previous_price_cents" integer, "total_spots" integer NOT NULL, "spots_available" integer NOT NULL, "coordinators" character varying(40) array NOT NULL, "status" character varying(10) NOT NULL DEFAULT \'open\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "departures_trip_start_unique" UNIQUE ("trip_id", "start_date"), CONSTRAINT "departures_status" CHECK (status IN (\'open\', \'closed\')), CONSTRAINT "departures_two_coordinators" CHECK (cardinality(coordinators) = 2), CONSTRAINT "departures_previous_price_positive" CHECK (previous_price_cents IS NULL OR previous_price_cents > 0), CONSTRAINT "departures_price_positive" CHECK (price_cents > 0), CONSTRAINT "departures_dates_ordered" CHECK (end_date >= start_date), CONSTRAINT "departures_total_positive" CHECK (total_spots > 0), CONSTRAINT "departures_seats_within_total" CHECK (spots_available >= 0 AND spots_available <= total_spots), CONSTRAINT "PK_635a34fe6ac162fac3c5fdddae7" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "departures_start_date_idx" ON "departures"  ("start_date") ');
    await queryRunner.query(
      'ALTER TABLE "departures" ADD CONSTRAINT "FK_4e2b150d07a11ac124e2bda6360" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "departures" DROP CONSTRAINT "FK_4e2b150d07a11ac124e2bda6360"');
    await queryRunner.query('DROP INDEX "public"."departures_start_date_idx"');
    await queryRunner.query('DROP TABLE "departures"');
  }
}
