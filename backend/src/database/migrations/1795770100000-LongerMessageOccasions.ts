import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A copy of a message sent again keeps its original's occasion, which names what the message
 * speaks of (a waiting-list entry, an IBAN switch and its owner), and adds its own id: 80
 * characters no longer hold both. Widening a varchar keeps the rows and their indexes.
 */
export class LongerMessageOccasions1795770100000 implements MigrationInterface {
  name = 'LongerMessageOccasions1795770100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "messages" ALTER COLUMN "occasion" TYPE character varying(160)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'UPDATE messages SET occasion = left(occasion, 44) || right(occasion, 36) WHERE length(occasion) > 80',
    );
    await queryRunner.query('ALTER TABLE "messages" ALTER COLUMN "occasion" TYPE character varying(80)');
  }
}
