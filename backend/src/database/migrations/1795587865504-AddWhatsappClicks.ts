import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddWhatsappClicks1795587865504 implements MigrationInterface {
  name = 'AddWhatsappClicks1795587865504';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "whatsapp_clicks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "phone_number" character varying(20) NOT NULL, "message" text NOT NULL, "clicked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "user_agent" character varying(300), "referrer" character varying(500), "trip_slug" character varying(100) NOT NULL, "departure_id" uuid, "airport" character varying(3), "travellers" smallint, "popup_blocked_at" TIMESTAMP WITH TIME ZONE, "client_hash" character varying(64) NOT NULL, CONSTRAINT "whatsapp_clicks_travellers_range" CHECK (travellers IS NULL OR travellers BETWEEN 1 AND 10), CONSTRAINT "PK_ac919d1dec094e0342190e42208" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "whatsapp_clicks_departure_idx" ON "whatsapp_clicks"  ("departure_id") ');
    await queryRunner.query('CREATE INDEX "whatsapp_clicks_clicked_at_idx" ON "whatsapp_clicks"  ("clicked_at") ');
    await queryRunner.query(
      'CREATE INDEX "whatsapp_clicks_client_recent_idx" ON "whatsapp_clicks"  ("client_hash", "clicked_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "whatsapp_popup_reports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "client_hash" character varying(64) NOT NULL, "reported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d17af14e576401cc1d7c94fb103" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "whatsapp_popup_reports_client_recent_idx" ON "whatsapp_popup_reports"  ("client_hash", "reported_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "whatsapp_clicks" ADD CONSTRAINT "FK_ab978fe554fd7f3e9defd3c5e3f" FOREIGN KEY ("departure_id") REFERENCES "departures"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    // The consultants' turn, shared by every replica; no cache, so each call takes the next value.
    await queryRunner.query('CREATE SEQUENCE "whatsapp_number_turn" AS bigint MINVALUE 0 START WITH 0 CACHE 1 CYCLE');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP SEQUENCE "whatsapp_number_turn"');
    await queryRunner.query('ALTER TABLE "whatsapp_clicks" DROP CONSTRAINT "FK_ab978fe554fd7f3e9defd3c5e3f"');
    await queryRunner.query('DROP INDEX "public"."whatsapp_popup_reports_client_recent_idx"');
    await queryRunner.query('DROP TABLE "whatsapp_popup_reports"');
    await queryRunner.query('DROP INDEX "public"."whatsapp_clicks_client_recent_idx"');
    await queryRunner.query('DROP INDEX "public"."whatsapp_clicks_clicked_at_idx"');
    await queryRunner.query('DROP INDEX "public"."whatsapp_clicks_departure_idx"');
    await queryRunner.query('DROP TABLE "whatsapp_clicks"');
  }
}
