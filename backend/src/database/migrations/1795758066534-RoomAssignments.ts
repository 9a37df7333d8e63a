import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The rooms staff arranged on a departure's rooming list (decision R3). */
export class RoomAssignments1795758066534 implements MigrationInterface {
  name = 'RoomAssignments1795758066534';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "room_assignments" ("traveller_id" uuid NOT NULL, "departure_id" uuid NOT NULL, "room_number" smallint NOT NULL, "room_type" character varying(6) NOT NULL, CONSTRAINT "room_assignments_number" CHECK (room_number BETWEEN 1 AND 999), CONSTRAINT "room_assignments_type" CHECK (room_type IN (\'single\', \'double\', \'twin\')), CONSTRAINT "PK_c20a10cb343e71db6442412761b" PRIMARY KEY ("traveller_id"))',
    );
    await queryRunner.query('CREATE INDEX "room_assignments_departure_idx" ON "room_assignments"  ("departure_id") ');
    await queryRunner.query(
      'ALTER TABLE "room_assignments" ADD CONSTRAINT "FK_c20a10cb343e71db6442412761b" FOREIGN KEY ("traveller_id") REFERENCES "booking_travellers"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "room_assignments" ADD CONSTRAINT "FK_f0d95a140387591e9ae50222212" FOREIGN KEY ("departure_id") REFERENCES "departures"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "room_assignments" DROP CONSTRAINT "FK_f0d95a140387591e9ae50222212"');
    await queryRunner.query('ALTER TABLE "room_assignments" DROP CONSTRAINT "FK_c20a10cb343e71db6442412761b"');
    await queryRunner.query('DROP INDEX "public"."room_assignments_departure_idx"');
    await queryRunner.query('DROP TABLE "room_assignments"');
  }
}
