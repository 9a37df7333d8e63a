import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DepartureMeetingTimes1795730046280 implements MigrationInterface {
  name = 'DepartureMeetingTimes1795730046280';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "departures" ADD "meeting_times" jsonb NOT NULL DEFAULT \'{}\'::jsonb');
    await queryRunner.query(
      'ALTER TABLE "departures" ADD CONSTRAINT "departures_meeting_times_object" CHECK (jsonb_typeof(meeting_times) = \'object\')',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "departures" DROP CONSTRAINT "departures_meeting_times_object"');
    await queryRunner.query('ALTER TABLE "departures" DROP COLUMN "meeting_times"');
  }
}
