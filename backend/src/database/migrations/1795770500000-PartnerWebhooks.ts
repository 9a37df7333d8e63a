import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PartnerWebhooks1795770500000 implements MigrationInterface {
  name = 'PartnerWebhooks1795770500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "webhook_endpoints" ("id" uuid NOT NULL, "partner_id" uuid NOT NULL, "url" character varying(2048) NOT NULL, "events" text array NOT NULL, "secret" text NOT NULL, "previous_secret" text, "previous_secret_until" TIMESTAMP WITH TIME ZONE, "status" character varying(16) NOT NULL DEFAULT \'active\', "disabled_reason" character varying(16), "disabled_at" TIMESTAMP WITH TIME ZONE, "disabled_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" uuid NOT NULL, CONSTRAINT "webhook_endpoints_previous" CHECK ((previous_secret IS NULL) = (previous_secret_until IS NULL)), CONSTRAINT "webhook_endpoints_disabled" CHECK ((status = \'active\' AND disabled_at IS NULL AND disabled_reason IS NULL) OR (status = \'disabled\' AND disabled_at IS NOT NULL AND disabled_reason IN (\'by_owner\', \'gone\'))), CONSTRAINT "webhook_endpoints_status" CHECK (status IN (\'active\', \'disabled\')), CONSTRAINT "webhook_endpoints_events" CHECK (cardinality(events) >= 1 AND events <@ ARRAY[\'booking.created\', \'booking.confirmed\', \'booking.expired\', \'booking.cancelled\', \'departure.updated\']::text[]), CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "webhook_endpoints_partner_idx" ON "webhook_endpoints"  ("partner_id") ');
    await queryRunner.query(
      'CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "endpoint_id" uuid NOT NULL, "webhook_id" character varying(40) NOT NULL, "event_type" character varying(32) NOT NULL, "body" text NOT NULL, "event_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status" character varying(16) NOT NULL DEFAULT \'pending\', "attempts" integer NOT NULL DEFAULT \'0\', "last_status_code" integer, "last_error" character varying(40), "last_attempt_at" TIMESTAMP WITH TIME ZONE, "next_attempt_at" TIMESTAMP WITH TIME ZONE, "delivered_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "webhook_deliveries_delivered" CHECK ((status = \'delivered\') = (delivered_at IS NOT NULL)), CONSTRAINT "webhook_deliveries_attempts" CHECK (attempts >= 0), CONSTRAINT "webhook_deliveries_status" CHECK (status IN (\'pending\', \'delivered\', \'failed\', \'abandoned\')), CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "webhook_deliveries_pending_idx" ON "webhook_deliveries"  ("endpoint_id") WHERE status = \'pending\'',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "webhook_deliveries_webhook_id_idx" ON "webhook_deliveries"  ("webhook_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries"  ("endpoint_id", "created_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_f2823735ce11d8f17fda04b24af" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_5295948094746f9bea915dfcafd" FOREIGN KEY ("disabled_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_32d6f53e9bba5f1ae847c082edc" FOREIGN KEY ("created_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c"');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "FK_32d6f53e9bba5f1ae847c082edc"');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "FK_5295948094746f9bea915dfcafd"');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "FK_f2823735ce11d8f17fda04b24af"');
    await queryRunner.query('DROP INDEX "public"."webhook_deliveries_endpoint_idx"');
    await queryRunner.query('DROP INDEX "public"."webhook_deliveries_webhook_id_idx"');
    await queryRunner.query('DROP INDEX "public"."webhook_deliveries_pending_idx"');
    await queryRunner.query('DROP TABLE "webhook_deliveries"');
    await queryRunner.query('DROP INDEX "public"."webhook_endpoints_partner_idx"');
    await queryRunner.query('DROP TABLE "webhook_endpoints"');
  }
}
