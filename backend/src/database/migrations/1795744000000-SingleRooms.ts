import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Single rooms asked for and priced with each booking, and who asked for one (DECISIONS 33). */
export class SingleRooms1795744000000 implements MigrationInterface {
  name = 'SingleRooms1795744000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "bookings" ADD "single_rooms" integer NOT NULL DEFAULT \'0\'');
    await queryRunner.query('ALTER TABLE "bookings" ADD "single_supplement_cents" integer NOT NULL DEFAULT \'0\'');
    await queryRunner.query('ALTER TABLE "booking_travellers" ADD "single_room" boolean NOT NULL DEFAULT false');
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD CONSTRAINT "bookings_single_rooms" CHECK (single_rooms BETWEEN 0 AND traveller_count AND single_supplement_cents >= 0)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "bookings_single_rooms"');
    await queryRunner.query('ALTER TABLE "booking_travellers" DROP COLUMN "single_room"');
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "single_supplement_cents"');
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "single_rooms"');
  }
}
