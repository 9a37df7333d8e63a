import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Switches of the system IBAN wait for a second owner, or 24 hours with a single one (API.md). */
export class IbanSwitches1795733425997 implements MigrationInterface {
  name = 'IbanSwitches1795733425997';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "iban_switches" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "iban_id" uuid NOT NULL, "requested_by" uuid NOT NULL, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "effective_at" TIMESTAMP WITH TIME ZONE, "status" character varying(10) NOT NULL DEFAULT \'pending\', "decided_by" uuid, "decided_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "iban_switches_status" CHECK (status IN (\'pending\', \'approved\', \'applied\', \'cancelled\')), CONSTRAINT "PK_751586051c73bf39d05ea8cdd54" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "iban_switches_one_pending" ON "iban_switches"  ("status") WHERE status = \'pending\'',
    );
    // Longer occasions: an owner's e-mail about an IBAN switch names the switch and the owner.
    await queryRunner.query('ALTER TABLE "messages" ALTER COLUMN "occasion" TYPE character varying(80)');
    await queryRunner.query(
      'ALTER TABLE "iban_switches" ADD CONSTRAINT "FK_c40fddc0fe9a6dfc4a463f75ab7" FOREIGN KEY ("iban_id") REFERENCES "saved_ibans"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "iban_switches" ADD CONSTRAINT "FK_50d4a6118fe6e1503459a6f2e1f" FOREIGN KEY ("requested_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "iban_switches" ADD CONSTRAINT "FK_77b94bab6136e8b70b87bde315f" FOREIGN KEY ("decided_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "iban_switches" DROP CONSTRAINT "FK_77b94bab6136e8b70b87bde315f"');
    await queryRunner.query('ALTER TABLE "iban_switches" DROP CONSTRAINT "FK_50d4a6118fe6e1503459a6f2e1f"');
    await queryRunner.query('ALTER TABLE "iban_switches" DROP CONSTRAINT "FK_c40fddc0fe9a6dfc4a463f75ab7"');
    await queryRunner.query('DELETE FROM "messages" WHERE length("occasion") > 60');
    await queryRunner.query('ALTER TABLE "messages" ALTER COLUMN "occasion" TYPE character varying(60)');
    await queryRunner.query('DROP INDEX "public"."iban_switches_one_pending"');
    await queryRunner.query('DROP TABLE "iban_switches"');
  }
}
