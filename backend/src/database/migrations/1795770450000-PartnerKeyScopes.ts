import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What each partner key may do (decision PA10); the keys made before may do everything, as they could. */
export class PartnerKeyScopes1795770450000 implements MigrationInterface {
  name = 'PartnerKeyScopes1795770450000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "partner_api_keys" ADD "scopes" character varying(20) array NOT NULL DEFAULT \'{catalogue:read,bookings:read,bookings:write}\'',
    );
    await queryRunner.query(
      "ALTER TABLE \"partner_api_keys\" ADD CONSTRAINT \"partner_api_keys_scopes\" CHECK (cardinality(scopes) >= 1 AND scopes <@ ARRAY['catalogue:read', 'bookings:read', 'bookings:write']::varchar[])",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "partner_api_keys" DROP CONSTRAINT "partner_api_keys_scopes"');
    await queryRunner.query('ALTER TABLE "partner_api_keys" DROP COLUMN "scopes"');
  }
}
