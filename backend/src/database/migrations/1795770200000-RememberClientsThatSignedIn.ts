import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The clients that signed in to an account lately, held to the per-client limits only: guessing
 * from many addresses cannot keep an owner out of their usual one (decision A4).
 */
export class RememberClientsThatSignedIn1795770200000 implements MigrationInterface {
  name = 'RememberClientsThatSignedIn1795770200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "admin_known_clients" ("account_hash" character varying(64) NOT NULL, "client_hash" character varying(64) NOT NULL, "last_success_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_9fe57cdd89be7488fa0fc0c59f9" PRIMARY KEY ("account_hash", "client_hash"))',
    );
    await queryRunner.query(
      'CREATE INDEX "admin_known_clients_last_success_idx" ON "admin_known_clients"  ("last_success_at") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."admin_known_clients_last_success_idx"');
    await queryRunner.query('DROP TABLE "admin_known_clients"');
  }
}
