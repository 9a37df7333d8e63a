import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Disabling an account ends its tokens for good; accounts disabled today count as disabled now. */
export class EndTokensOfDisabledAccounts1795715968341 implements MigrationInterface {
  name = 'EndTokensOfDisabledAccounts1795715968341';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "admin_users" ADD "tokens_revoked_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('UPDATE "admin_users" SET "tokens_revoked_at" = now() WHERE NOT "is_active"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "admin_users" DROP COLUMN "tokens_revoked_at"');
  }
}
