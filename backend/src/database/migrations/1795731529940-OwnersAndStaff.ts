import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Roles: owners manage staff accounts, IBANs and the system IBAN (API.md "Owners, staff and step-up"). */
export class OwnersAndStaff1795731529940 implements MigrationInterface {
  name = 'OwnersAndStaff1795731529940';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "admin_users" ADD "role" character varying(10) NOT NULL DEFAULT \'staff\'');
    await queryRunner.query(
      'ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role" CHECK (role IN (\'owner\', \'staff\'))',
    );
    // The first account still active becomes the owner (the first admin of a fresh start is one);
    // the others stay staff until an owner says otherwise.
    await queryRunner.query(
      `UPDATE admin_users SET role = 'owner'
        WHERE id = (SELECT id FROM admin_users WHERE is_active ORDER BY created_at, id LIMIT 1)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "admin_users" DROP CONSTRAINT "admin_users_role"');
    await queryRunner.query('ALTER TABLE "admin_users" DROP COLUMN "role"');
  }
}
