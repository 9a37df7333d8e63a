import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner holds and bookings (decisions PA7, PA8): a hold takes seats off sale for at most 30
 * minutes, and a booking comes from a link or from a partner, never both.
 */
export class PartnerHoldsAndBookings1795770400000 implements MigrationInterface {
  name = 'PartnerHoldsAndBookings1795770400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "partner_holds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "partner_id" uuid NOT NULL, "key_id" uuid NOT NULL, "departure_id" uuid NOT NULL, "seats" integer NOT NULL, "status" character varying(10) NOT NULL DEFAULT \'held\', "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "booking_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "closed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_7a479a0ff57596dfb5160183606" UNIQUE ("booking_id"), CONSTRAINT "partner_holds_booking" CHECK ((status = \'booked\') = (booking_id IS NOT NULL)), CONSTRAINT "partner_holds_seats" CHECK (seats BETWEEN 1 AND 10), CONSTRAINT "partner_holds_status" CHECK (status IN (\'held\', \'booked\', \'released\', \'expired\')), CONSTRAINT "PK_6e626f867f695c517c1f43a53ef" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "partner_holds_partner_departure_idx" ON "partner_holds"  ("partner_id", "departure_id") WHERE status = \'held\'',
    );
    await queryRunner.query(
      'CREATE INDEX "partner_holds_expiry_idx" ON "partner_holds"  ("expires_at") WHERE status = \'held\'',
    );
    await queryRunner.query('ALTER TABLE "partners" ADD "max_unpaid_seats" integer NOT NULL DEFAULT \'20\'');
    await queryRunner.query('ALTER TABLE "bookings" ADD "partner_id" uuid');
    await queryRunner.query('ALTER TABLE "bookings" ADD "partner_reference" character varying(100)');
    await queryRunner.query('ALTER TABLE "bookings" ADD "retail_total_cents" integer');
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "FK_40de8e8dd652f386ae1c503fb82"');
    await queryRunner.query('ALTER TABLE "bookings" ALTER COLUMN "booking_link_id" DROP NOT NULL');
    await queryRunner.query(
      'CREATE INDEX "bookings_partner_idx" ON "bookings"  ("partner_id") WHERE partner_id IS NOT NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "partners" ADD CONSTRAINT "partners_unpaid_seats" CHECK (max_unpaid_seats BETWEEN 1 AND 200)',
    );
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD CONSTRAINT "bookings_partner_terms" CHECK ((partner_id IS NULL) = (retail_total_cents IS NULL) AND (partner_id IS NOT NULL OR partner_reference IS NULL) AND (retail_total_cents IS NULL OR retail_total_cents >= total_price_cents))',
    );
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD CONSTRAINT "bookings_origin" CHECK (num_nonnulls(booking_link_id, partner_id) = 1)',
    );
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD CONSTRAINT "FK_40de8e8dd652f386ae1c503fb82" FOREIGN KEY ("booking_link_id") REFERENCES "booking_links"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD CONSTRAINT "FK_dc6134103291157b951da3477c8" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "partner_holds" ADD CONSTRAINT "FK_bf8d96851e666c7fbef2a2eb14b" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "partner_holds" ADD CONSTRAINT "FK_f631c3f81749b898d9629be66b7" FOREIGN KEY ("key_id") REFERENCES "partner_api_keys"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "partner_holds" ADD CONSTRAINT "FK_b01d38a86feb019009bd7effe3e" FOREIGN KEY ("departure_id") REFERENCES "departures"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "partner_holds" ADD CONSTRAINT "FK_7a479a0ff57596dfb5160183606" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "partner_holds" DROP CONSTRAINT "FK_7a479a0ff57596dfb5160183606"');
    await queryRunner.query('ALTER TABLE "partner_holds" DROP CONSTRAINT "FK_b01d38a86feb019009bd7effe3e"');
    await queryRunner.query('ALTER TABLE "partner_holds" DROP CONSTRAINT "FK_f631c3f81749b898d9629be66b7"');
    await queryRunner.query('ALTER TABLE "partner_holds" DROP CONSTRAINT "FK_bf8d96851e666c7fbef2a2eb14b"');
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "FK_dc6134103291157b951da3477c8"');
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "FK_40de8e8dd652f386ae1c503fb82"');
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "bookings_origin"');
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "bookings_partner_terms"');
    await queryRunner.query('ALTER TABLE "partners" DROP CONSTRAINT "partners_unpaid_seats"');
    await queryRunner.query('DROP INDEX "public"."bookings_partner_idx"');
    await queryRunner.query('ALTER TABLE "bookings" ALTER COLUMN "booking_link_id" SET NOT NULL');
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD CONSTRAINT "FK_40de8e8dd652f386ae1c503fb82" FOREIGN KEY ("booking_link_id") REFERENCES "booking_links"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "retail_total_cents"');
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "partner_reference"');
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "partner_id"');
    await queryRunner.query('ALTER TABLE "partners" DROP COLUMN "max_unpaid_seats"');
    await queryRunner.query('DROP INDEX "public"."partner_holds_expiry_idx"');
    await queryRunner.query('DROP INDEX "public"."partner_holds_partner_departure_idx"');
    await queryRunner.query('DROP TABLE "partner_holds"');
  }
}
