import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The minimum group (DECISIONS 34, decision R4): each trip's minimum, each departure's
 * confirmed travellers (counted once here from the confirmed bookings, then kept by the
 * statements that confirm and cancel them) and staff's decision, and what the agency owes back
 * on a booking it cancelled.
 */
export class MinimumGroup1795760000000 implements MigrationInterface {
  name = 'MinimumGroup1795760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "trips" ADD "min_group_size" integer NOT NULL DEFAULT \'6\'');
    await queryRunner.query(
      'ALTER TABLE "trips" ADD CONSTRAINT "trips_min_group_size" CHECK (min_group_size BETWEEN 1 AND max_group_size)',
    );
    await queryRunner.query('ALTER TABLE "departures" ADD "confirmed_travellers" integer NOT NULL DEFAULT \'0\'');
    await queryRunner.query('ALTER TABLE "departures" ADD "minimum_group_status" character varying(10)');
    await queryRunner.query(
      `UPDATE departures d SET confirmed_travellers = c.travellers
         FROM (SELECT departure_id, sum(traveller_count)::int AS travellers
                 FROM bookings WHERE status = 'confirmed' GROUP BY departure_id) c
        WHERE d.id = c.departure_id`,
    );
    await queryRunner.query(
      'ALTER TABLE "departures" ADD CONSTRAINT "departures_confirmed_travellers" CHECK (confirmed_travellers >= 0)',
    );
    await queryRunner.query(
      "ALTER TABLE \"departures\" ADD CONSTRAINT \"departures_minimum_group_status\" CHECK (minimum_group_status IN ('asked', 'run', 'cancelled'))",
    );
    await queryRunner.query('ALTER TABLE "bookings" ADD "refund_due_cents" integer NOT NULL DEFAULT \'0\'');
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_due" CHECK (refund_due_cents BETWEEN 0 AND amount_paid_cents)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "bookings_refund_due"');
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "refund_due_cents"');
    await queryRunner.query('ALTER TABLE "departures" DROP CONSTRAINT "departures_minimum_group_status"');
    await queryRunner.query('ALTER TABLE "departures" DROP CONSTRAINT "departures_confirmed_travellers"');
    await queryRunner.query('ALTER TABLE "departures" DROP COLUMN "minimum_group_status"');
    await queryRunner.query('ALTER TABLE "departures" DROP COLUMN "confirmed_travellers"');
    await queryRunner.query('ALTER TABLE "trips" DROP CONSTRAINT "trips_min_group_size"');
    await queryRunner.query('ALTER TABLE "trips" DROP COLUMN "min_group_size"');
  }
}
