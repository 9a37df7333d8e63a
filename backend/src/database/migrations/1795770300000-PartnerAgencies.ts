import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner agencies and their API keys (decisions PA1-PA4): a key is kept as its id and the
 * SHA-256 of its secret, and stops when revoked or past its expiry, which a rotation shortens.
 */
export class PartnerAgencies1795770300000 implements MigrationInterface {
  name = 'PartnerAgencies1795770300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "partners" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "commission_basis_points" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" uuid NOT NULL, CONSTRAINT "partners_commission" CHECK (commission_basis_points BETWEEN 0 AND 3000), CONSTRAINT "PK_998645b20820e4ab99aeae03b41" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "partner_api_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "partner_id" uuid NOT NULL, "secret_hash" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "revoked_by" uuid, "last_used_at" TIMESTAMP WITH TIME ZONE, "replaces_key_id" uuid, CONSTRAINT "partner_api_keys_not_self" CHECK (replaces_key_id IS NULL OR replaces_key_id <> id), CONSTRAINT "partner_api_keys_hash_length" CHECK (octet_length(secret_hash) = 32), CONSTRAINT "PK_414d0b464f3d7e36ffb871030a0" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "partner_api_keys_replaces_idx" ON "partner_api_keys"  ("replaces_key_id") WHERE replaces_key_id IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX "partner_api_keys_partner_idx" ON "partner_api_keys"  ("partner_id") ');
    await queryRunner.query(
      'ALTER TABLE "partners" ADD CONSTRAINT "FK_2898f1d5ae4a9d7fd58c5529586" FOREIGN KEY ("created_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "partner_api_keys" ADD CONSTRAINT "FK_bdeb8faad6897f02935c4629739" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "partner_api_keys" ADD CONSTRAINT "FK_ad6844d24ac5f2e72cfea1945cb" FOREIGN KEY ("created_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "partner_api_keys" ADD CONSTRAINT "FK_7f3131246f5f9c24b390aa8b726" FOREIGN KEY ("revoked_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "partner_api_keys" ADD CONSTRAINT "FK_d8b37db0684b3c122d1424978f7" FOREIGN KEY ("replaces_key_id") REFERENCES "partner_api_keys"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "partner_api_keys" DROP CONSTRAINT "FK_d8b37db0684b3c122d1424978f7"');
    await queryRunner.query('ALTER TABLE "partner_api_keys" DROP CONSTRAINT "FK_7f3131246f5f9c24b390aa8b726"');
    await queryRunner.query('ALTER TABLE "partner_api_keys" DROP CONSTRAINT "FK_ad6844d24ac5f2e72cfea1945cb"');
    await queryRunner.query('ALTER TABLE "partner_api_keys" DROP CONSTRAINT "FK_bdeb8faad6897f02935c4629739"');
    await queryRunner.query('ALTER TABLE "partners" DROP CONSTRAINT "FK_2898f1d5ae4a9d7fd58c5529586"');
    await queryRunner.query('DROP INDEX "public"."partner_api_keys_partner_idx"');
    await queryRunner.query('DROP INDEX "public"."partner_api_keys_replaces_idx"');
    await queryRunner.query('DROP TABLE "partner_api_keys"');
    await queryRunner.query('DROP TABLE "partners"');
  }
}
