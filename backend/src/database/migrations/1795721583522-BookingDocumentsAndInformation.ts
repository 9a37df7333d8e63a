import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BookingDocumentsAndInformation1795721583522 implements MigrationInterface {
  name = 'BookingDocumentsAndInformation1795721583522';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "booking_documents" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "kind" character varying(20) NOT NULL, "version" character(64) NOT NULL, "content" jsonb NOT NULL, "pdf" bytea, "pdf_sha256" character(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "booking_documents_pdf_hash" CHECK (pdf IS NULL OR pdf_sha256 IS NOT NULL), CONSTRAINT "booking_documents_kind" CHECK (kind IN (\'information\', \'confirmation\')), CONSTRAINT "PK_0730e01a4beb91b961b2a5e76f6" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "booking_documents_version_idx" ON "booking_documents"  ("booking_id", "kind", "version") ',
    );
    await queryRunner.query(
      'CREATE INDEX "booking_documents_latest_idx" ON "booking_documents"  ("booking_id", "kind", "created_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "trips" ADD "cancellation_table" character varying(20) NOT NULL DEFAULT \'standard\'',
    );
    // The Kenya safari applies its own table (the seed's cancellationTable), the others the standard one.
    await queryRunner.query("UPDATE trips SET cancellation_table = 'kenya' WHERE slug = 'kenya-safari-diani'");
    await queryRunner.query('ALTER TABLE "bookings" ADD "information_version" character(64)');
    await queryRunner.query('ALTER TABLE "bookings" ADD "information_accepted_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query(
      'ALTER TABLE "trips" ADD CONSTRAINT "trips_cancellation_table" CHECK (cancellation_table IN (\'standard\', \'kenya\'))',
    );
    await queryRunner.query(
      'ALTER TABLE "booking_documents" ADD CONSTRAINT "FK_b4cd5c837329d17508808dc0938" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "booking_documents" DROP CONSTRAINT "FK_b4cd5c837329d17508808dc0938"');
    await queryRunner.query('ALTER TABLE "trips" DROP CONSTRAINT "trips_cancellation_table"');
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "information_accepted_at"');
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "information_version"');
    await queryRunner.query('ALTER TABLE "trips" DROP COLUMN "cancellation_table"');
    await queryRunner.query('DROP INDEX "public"."booking_documents_latest_idx"');
    await queryRunner.query('DROP INDEX "public"."booking_documents_version_idx"');
    await queryRunner.query('DROP TABLE "booking_documents"');
  }
}
