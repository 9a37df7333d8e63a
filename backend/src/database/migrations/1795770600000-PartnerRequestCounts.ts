import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The requests each partner key made in its current window, counted by rate-limiter-flexible's
 * PostgreSQL limiter (decision PL1): the table has the columns and order its statements expect
 * (`key`, `points`, `expire` in epoch milliseconds), made here rather than by the library at start.
 */
export class PartnerRequestCounts1795770600000 implements MigrationInterface {
  name = 'PartnerRequestCounts1795770600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "partner_request_counts" ("key" character varying(255) NOT NULL, "points" integer NOT NULL DEFAULT 0, "expire" bigint, CONSTRAINT "partner_request_counts_pkey" PRIMARY KEY ("key"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "partner_request_counts"');
  }
}
