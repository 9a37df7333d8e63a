import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddAdminAuth1795588888289 implements MigrationInterface {
  name = 'AddAdminAuth1795588888289';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "admin_users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "password_hash" character varying(255) NOT NULL, "is_active" boolean NOT NULL DEFAULT true, "password_changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "password_changed_by_jti" uuid, "last_login_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" uuid, CONSTRAINT "UQ_dcd0c8a4b10af9c986e510b9ecc" UNIQUE ("email"), CONSTRAINT "PK_06744d221bb6145dc61e5dc441d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "admin_audit_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "admin_user_id" uuid NOT NULL, "action" character varying(64) NOT NULL, "subject" character varying(100), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bdb2b64889a3fa84b694bb5f2bb" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "admin_audit_events_created_idx" ON "admin_audit_events"  ("created_at") ');
    await queryRunner.query(
      'CREATE TABLE "admin_login_failures" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "client_hash" character varying(64) NOT NULL, "account_hash" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5ac1b81aa7d2aa39ef06b0880d6" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "admin_login_failures_account_recent_idx" ON "admin_login_failures"  ("account_hash", "created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "admin_login_failures_client_recent_idx" ON "admin_login_failures"  ("client_hash", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "admin_revoked_tokens" ("jti" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_f478dd39816c81e59a85194807f" PRIMARY KEY ("jti"))',
    );
    await queryRunner.query(
      'CREATE INDEX "admin_revoked_tokens_expires_idx" ON "admin_revoked_tokens"  ("expires_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "admin_users" ADD CONSTRAINT "FK_d2ea4856bdced5465fe7a6e7bde" FOREIGN KEY ("created_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "admin_audit_events" ADD CONSTRAINT "FK_2c1adab11d863cb9ea8d6c380d4" FOREIGN KEY ("admin_user_id") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "admin_audit_events" DROP CONSTRAINT "FK_2c1adab11d863cb9ea8d6c380d4"');
    await queryRunner.query('ALTER TABLE "admin_users" DROP CONSTRAINT "FK_d2ea4856bdced5465fe7a6e7bde"');
    await queryRunner.query('DROP INDEX "public"."admin_revoked_tokens_expires_idx"');
    await queryRunner.query('DROP TABLE "admin_revoked_tokens"');
    await queryRunner.query('DROP INDEX "public"."admin_login_failures_client_recent_idx"');
    await queryRunner.query('DROP INDEX "public"."admin_login_failures_account_recent_idx"');
    await queryRunner.query('DROP TABLE "admin_login_failures"');
    await queryRunner.query('DROP INDEX "public"."admin_audit_events_created_idx"');
    await queryRunner.query('DROP TABLE "admin_audit_events"');
    await queryRunner.query('DROP TABLE "admin_users"');
  }
}
