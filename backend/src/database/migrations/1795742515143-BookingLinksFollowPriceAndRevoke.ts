import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Links follow their departure's price unless staff froze one (`offer_price_cents`), staff can
 * revoke them, and none is valid beyond its departure's start day. The prices links kept until
 * now were copies of the departure's of the day, never chosen by anyone: they are cleared, so
 * every existing link follows its departure; every expiry, permanent ones included, is cut to
 * the end of the departure's start day (Rome).
 */
export class BookingLinksFollowPriceAndRevoke1795742515143 implements MigrationInterface {
  name = 'BookingLinksFollowPriceAndRevoke1795742515143';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "booking_links" DROP CONSTRAINT "booking_links_price_positive"');
    await queryRunner.query('ALTER TABLE "booking_links" RENAME COLUMN "price_cents" TO "offer_price_cents"');
    await queryRunner.query('ALTER TABLE "booking_links" ALTER COLUMN "offer_price_cents" DROP NOT NULL');
    await queryRunner.query('UPDATE "booking_links" SET "offer_price_cents" = NULL');
    await queryRunner.query(
      `UPDATE "booking_links" l
          SET "expires_at" = least(coalesce(l."expires_at", 'infinity'), (d."start_date" + 1)::timestamp AT TIME ZONE 'Europe/Rome')
         FROM "departures" d WHERE d."id" = l."departure_id"`,
    );
    await queryRunner.query('ALTER TABLE "booking_links" ALTER COLUMN "expires_at" SET NOT NULL');
    await queryRunner.query('ALTER TABLE "booking_links" ADD "revoked_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "booking_links" ADD "revoked_by" uuid');
    await queryRunner.query(
      'CREATE INDEX "booking_links_departure_idx" ON "booking_links"  ("departure_id", "created_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_price_positive" CHECK (offer_price_cents IS NULL OR offer_price_cents > 0)',
    );
    await queryRunner.query(
      'ALTER TABLE "booking_links" ADD CONSTRAINT "FK_d524d98cd6808f6b590df4d9740" FOREIGN KEY ("revoked_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "booking_links" DROP CONSTRAINT "FK_d524d98cd6808f6b590df4d9740"');
    await queryRunner.query('ALTER TABLE "booking_links" DROP CONSTRAINT "booking_links_price_positive"');
    await queryRunner.query('DROP INDEX "public"."booking_links_departure_idx"');
    await queryRunner.query('ALTER TABLE "booking_links" DROP COLUMN "revoked_by"');
    await queryRunner.query('ALTER TABLE "booking_links" DROP COLUMN "revoked_at"');
    await queryRunner.query('ALTER TABLE "booking_links" ALTER COLUMN "expires_at" DROP NOT NULL');
    await queryRunner.query(
      `UPDATE "booking_links" l SET "offer_price_cents" = d."price_cents"
         FROM "departures" d WHERE d."id" = l."departure_id" AND l."offer_price_cents" IS NULL`,
    );
    await queryRunner.query('ALTER TABLE "booking_links" RENAME COLUMN "offer_price_cents" TO "price_cents"');
    await queryRunner.query('ALTER TABLE "booking_links" ALTER COLUMN "price_cents" SET NOT NULL');
    await queryRunner.query(
      'ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_price_positive" CHECK ((price_cents > 0))',
    );
  }
}
