import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A departure may have fewer than two coordinators: when nobody is free for its days, the
 * generator leaves the place empty for the staff rather than double-book someone (decision R2).
 */
export class DepartureCoordinatorsUpToTwo1795745000000 implements MigrationInterface {
  name = 'DepartureCoordinatorsUpToTwo1795745000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "departures" DROP CONSTRAINT "departures_two_coordinators"');
    await queryRunner.query(
      'ALTER TABLE "departures" ADD CONSTRAINT "departures_at_most_two_coordinators" CHECK (cardinality(coordinators) <= 2)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "departures" DROP CONSTRAINT "departures_at_most_two_coordinators"');
    await queryRunner.query(
      'ALTER TABLE "departures" ADD CONSTRAINT "departures_two_coordinators" CHECK (cardinality(coordinators) = 2)',
    );
  }
}
