import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddContactHandled1795590536821 implements MigrationInterface {
  name = 'AddContactHandled1795590536821';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "contact_requests" ADD "handled_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests"  ("created_at") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."contact_requests_created_at_idx"');
    await queryRunner.query('ALTER TABLE "contact_requests" DROP COLUMN "handled_at"');
  }
}
