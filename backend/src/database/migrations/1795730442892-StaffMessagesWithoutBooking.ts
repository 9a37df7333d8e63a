import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff alerts about no one booking (a burst of unpaid holds): messages without a booking, once per kind and occasion. */
export class StaffMessagesWithoutBooking1795730442892 implements MigrationInterface {
  name = 'StaffMessagesWithoutBooking1795730442892';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "messages" ALTER COLUMN "booking_id" DROP NOT NULL');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "messages_staff_once_idx" ON "messages" ("kind", "occasion") WHERE booking_id IS NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."messages_staff_once_idx"');
    await queryRunner.query('DELETE FROM "messages" WHERE "booking_id" IS NULL');
    await queryRunner.query('ALTER TABLE "messages" ALTER COLUMN "booking_id" SET NOT NULL');
  }
}
