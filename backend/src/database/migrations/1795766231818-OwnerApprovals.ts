import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision A8: a new IBAN and a new owner wait for another owner's approval, or 24 hours with a
 * single owner. The IBANs saved before were chosen under the old rule and stay usable; the
 * owners of before are owners since their last promotion in the audit trail, or since their
 * account was made.
 */
export class OwnerApprovals1795766231818 implements MigrationInterface {
  name = 'OwnerApprovals1795766231818';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "owner_grants" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "admin_user_id" uuid NOT NULL, "requested_by" uuid NOT NULL, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "effective_at" TIMESTAMP WITH TIME ZONE, "status" character varying(10) NOT NULL DEFAULT \'pending\', "decided_by" uuid, "decided_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "owner_grants_status" CHECK (status IN (\'pending\', \'approved\', \'applied\', \'cancelled\')), CONSTRAINT "PK_09e173f33802d68ea186459e87d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "owner_grants_one_pending" ON "owner_grants"  ("admin_user_id") WHERE status = \'pending\'',
    );
    await queryRunner.query('ALTER TABLE "admin_users" ADD "owner_since" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query(
      `UPDATE admin_users u
          SET owner_since = COALESCE((SELECT max(e.created_at) FROM admin_audit_events e
                                       WHERE e.action = 'admin_user.made_owner' AND e.subject = u.id::text),
                                     u.created_at)
        WHERE role = 'owner'`,
    );
    await queryRunner.query(
      'ALTER TABLE "saved_ibans" ADD "approval" character varying(10) NOT NULL DEFAULT \'approved\'',
    );
    await queryRunner.query('ALTER TABLE "saved_ibans" ALTER COLUMN "approval" SET DEFAULT \'pending\'');
    await queryRunner.query('ALTER TABLE "saved_ibans" ADD "effective_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "saved_ibans" ADD "decided_by" uuid');
    await queryRunner.query('ALTER TABLE "saved_ibans" ADD "decided_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "saved_ibans" DROP CONSTRAINT "UQ_0e196caeb09ed0e67035ab844b4"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "saved_ibans_iban_unique" ON "saved_ibans"  ("iban") WHERE approval <> \'cancelled\'',
    );
    await queryRunner.query(
      'ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_owner_since" CHECK ((role = \'owner\') = (owner_since IS NOT NULL))',
    );
    await queryRunner.query(
      'ALTER TABLE "saved_ibans" ADD CONSTRAINT "saved_ibans_system_is_approved" CHECK (approval = \'approved\' OR NOT is_active_system)',
    );
    await queryRunner.query(
      "ALTER TABLE \"saved_ibans\" ADD CONSTRAINT \"saved_ibans_approval\" CHECK (approval IN ('pending', 'approved', 'cancelled'))",
    );
    await queryRunner.query(
      'ALTER TABLE "owner_grants" ADD CONSTRAINT "FK_4fb002729dff3240a241cb0cf76" FOREIGN KEY ("admin_user_id") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "owner_grants" ADD CONSTRAINT "FK_afc7a0101bc3e8dcbc07badffc2" FOREIGN KEY ("requested_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "owner_grants" ADD CONSTRAINT "FK_14b80eaf3b2c3ab0561bae8b688" FOREIGN KEY ("decided_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "saved_ibans" ADD CONSTRAINT "FK_3d65c4c7596cc26eb188c81917e" FOREIGN KEY ("decided_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "saved_ibans" DROP CONSTRAINT "FK_3d65c4c7596cc26eb188c81917e"');
    await queryRunner.query('ALTER TABLE "owner_grants" DROP CONSTRAINT "FK_14b80eaf3b2c3ab0561bae8b688"');
    await queryRunner.query('ALTER TABLE "owner_grants" DROP CONSTRAINT "FK_afc7a0101bc3e8dcbc07badffc2"');
    await queryRunner.query('ALTER TABLE "owner_grants" DROP CONSTRAINT "FK_4fb002729dff3240a241cb0cf76"');
    await queryRunner.query('ALTER TABLE "saved_ibans" DROP CONSTRAINT "saved_ibans_approval"');
    await queryRunner.query('ALTER TABLE "saved_ibans" DROP CONSTRAINT "saved_ibans_system_is_approved"');
    await queryRunner.query('ALTER TABLE "admin_users" DROP CONSTRAINT "admin_users_owner_since"');
    await queryRunner.query('DROP INDEX "public"."saved_ibans_iban_unique"');
    await queryRunner.query(
      'ALTER TABLE "saved_ibans" ADD CONSTRAINT "UQ_0e196caeb09ed0e67035ab844b4" UNIQUE ("iban")',
    );
    await queryRunner.query('ALTER TABLE "saved_ibans" DROP COLUMN "decided_at"');
    await queryRunner.query('ALTER TABLE "saved_ibans" DROP COLUMN "decided_by"');
    await queryRunner.query('ALTER TABLE "saved_ibans" DROP COLUMN "effective_at"');
    await queryRunner.query('ALTER TABLE "saved_ibans" DROP COLUMN "approval"');
    await queryRunner.query('ALTER TABLE "admin_users" DROP COLUMN "owner_since"');
    await queryRunner.query('DROP INDEX "public"."owner_grants_one_pending"');
    await queryRunner.query('DROP TABLE "owner_grants"');
  }
}
