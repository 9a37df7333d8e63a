import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payments ledger and bank statements. Bookings already marked paid get one manual
 * payment each for the amount recorded, by the admin the audit trail names.
 */
export class AddPaymentsAndBankStatements1795709332227 implements MigrationInterface {
  name = 'AddPaymentsAndBankStatements1795709332227';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "bank_statements" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "file_hash" character(64) NOT NULL, "format" character varying(20) NOT NULL, "file_name" character varying(255) NOT NULL, "account_iban" character varying(34), "entries" integer NOT NULL, "credits" integer NOT NULL, "matched" integer NOT NULL, "review" integer NOT NULL, "duplicates" integer NOT NULL, "imported_by" uuid NOT NULL, "imported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "bank_statements_format" CHECK (format IN (\'camt.053\', \'camt.054\', \'cbi-camt.053\', \'csv\')), CONSTRAINT "PK_5c1323356166100e9b4c6a21fda" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "bank_statements_imported_idx" ON "bank_statements"  ("imported_at") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "bank_statements_file_hash_unique" ON "bank_statements"  ("file_hash") ',
    );
    await queryRunner.query(
      'CREATE TABLE "bank_statement_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "statement_id" uuid NOT NULL, "position" integer NOT NULL, "entry_key" character varying(200) NOT NULL, "booked_on" date NOT NULL, "value_on" date, "amount_cents" integer NOT NULL, "currency" character varying(3) NOT NULL, "direction" character varying(6) NOT NULL, "debtor_name" character varying(140), "debtor_iban" character varying(34), "remittance" character varying(1000) NOT NULL, "bank_reference" character varying(100), "status" character varying(10) NOT NULL, "reason" character varying(30), "reason_text" character varying(500), "booking_id" uuid, "duplicate_of" uuid, "decided_by" uuid, "decided_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "bank_statement_entries_direction" CHECK (direction IN (\'credit\', \'debit\')), CONSTRAINT "bank_statement_entries_amount" CHECK (amount_cents >= 0), CONSTRAINT "bank_statement_entries_status" CHECK (status IN (\'matched\', \'review\', \'ignored\', \'duplicate\')), CONSTRAINT "PK_6706ef29f8c23cabf64498274a9" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "bank_statement_entries_review_idx" ON "bank_statement_entries"  ("booked_on") WHERE status = \'review\'',
    );
    await queryRunner.query(
      'CREATE INDEX "bank_statement_entries_statement_idx" ON "bank_statement_entries"  ("statement_id", "position") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "bank_statement_entries_key_unique" ON "bank_statement_entries"  ("entry_key") WHERE status <> \'duplicate\'',
    );
    await queryRunner.query(
      'CREATE TABLE "payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "amount_cents" integer NOT NULL, "received_on" date NOT NULL, "source" character varying(10) NOT NULL, "entry_id" uuid, "recorded_by" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "payments_statement_entry" CHECK ((source = \'statement\') = (entry_id IS NOT NULL)), CONSTRAINT "payments_source" CHECK (source IN (\'manual\', \'statement\')), CONSTRAINT "payments_amount" CHECK (amount_cents > 0), CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "payments_entry_unique" ON "payments"  ("entry_id") WHERE entry_id IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX "payments_booking_idx" ON "payments"  ("booking_id", "received_on") ');
    await queryRunner.query(
      'ALTER TABLE "bank_statements" ADD CONSTRAINT "FK_5e13a7b7bc97f51d863fcc867ba" FOREIGN KEY ("imported_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "FK_86d9790fdf4fd64989c5093516c" FOREIGN KEY ("statement_id") REFERENCES "bank_statements"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "FK_724d86b2ceeab823b5a49a2fcb9" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "FK_2be19edfe6bf2600e6ada951c0c" FOREIGN KEY ("duplicate_of") REFERENCES "bank_statement_entries"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "FK_e624ecaace2b63d7adddd2c543c" FOREIGN KEY ("decided_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "payments" ADD CONSTRAINT "FK_e86edf76dc2424f123b9023a2b2" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "payments" ADD CONSTRAINT "FK_4f62c7c7ef46bcae3e934d3a23e" FOREIGN KEY ("entry_id") REFERENCES "bank_statement_entries"("id") ON DELETE RESTRICT ON UPDATE NO ACTION DEFERRABLE INITIALLY DEFERRED',
    );
    await queryRunner.query(
      'ALTER TABLE "payments" ADD CONSTRAINT "FK_b8128ab843771cf6d42ab3ca188" FOREIGN KEY ("recorded_by") REFERENCES "admin_users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      `INSERT INTO "payments" ("booking_id", "amount_cents", "received_on", "source", "recorded_by")
       SELECT b.id, b.amount_paid_cents, (coalesce(b.confirmed_at, b.updated_at) AT TIME ZONE 'Europe/Rome')::date,
              'manual', coalesce(
                (SELECT e.admin_user_id FROM admin_audit_events e
                  WHERE e.subject = b.id::text AND e.action IN ('booking.deposit_paid', 'booking.paid_in_full')
                  ORDER BY e.created_at DESC LIMIT 1),
                (SELECT u.id FROM admin_users u ORDER BY u.created_at LIMIT 1))
         FROM "bookings" b
        WHERE b.amount_paid_cents > 0 AND EXISTS (SELECT 1 FROM admin_users)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "payments" DROP CONSTRAINT "FK_b8128ab843771cf6d42ab3ca188"');
    await queryRunner.query('ALTER TABLE "payments" DROP CONSTRAINT "FK_4f62c7c7ef46bcae3e934d3a23e"');
    await queryRunner.query('ALTER TABLE "payments" DROP CONSTRAINT "FK_e86edf76dc2424f123b9023a2b2"');
    await queryRunner.query('ALTER TABLE "bank_statement_entries" DROP CONSTRAINT "FK_e624ecaace2b63d7adddd2c543c"');
    await queryRunner.query('ALTER TABLE "bank_statement_entries" DROP CONSTRAINT "FK_2be19edfe6bf2600e6ada951c0c"');
    await queryRunner.query('ALTER TABLE "bank_statement_entries" DROP CONSTRAINT "FK_724d86b2ceeab823b5a49a2fcb9"');
    await queryRunner.query('ALTER TABLE "bank_statement_entries" DROP CONSTRAINT "FK_86d9790fdf4fd64989c5093516c"');
    await queryRunner.query('ALTER TABLE "bank_statements" DROP CONSTRAINT "FK_5e13a7b7bc97f51d863fcc867ba"');
    await queryRunner.query('DROP INDEX "public"."payments_booking_idx"');
    await queryRunner.query('DROP INDEX "public"."payments_entry_unique"');
    await queryRunner.query('DROP TABLE "payments"');
    await queryRunner.query('DROP INDEX "public"."bank_statement_entries_key_unique"');
    await queryRunner.query('DROP INDEX "public"."bank_statement_entries_statement_idx"');
    await queryRunner.query('DROP INDEX "public"."bank_statement_entries_review_idx"');
    await queryRunner.query('DROP TABLE "bank_statement_entries"');
    await queryRunner.query('DROP INDEX "public"."bank_statements_file_hash_unique"');
    await queryRunner.query('DROP INDEX "public"."bank_statements_imported_idx"');
    await queryRunner.query('DROP TABLE "bank_statements"');
  }
}
