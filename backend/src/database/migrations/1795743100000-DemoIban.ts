import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A saved IBAN may be the demo account development seeds (DECISIONS 32): marked, so that staff
 * and customers are told no money goes to it. Every existing IBAN is a real one.
 */
export class DemoIban1795743100000 implements MigrationInterface {
  name = 'DemoIban1795743100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "saved_ibans" ADD "is_demo" boolean NOT NULL DEFAULT false');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "saved_ibans" DROP COLUMN "is_demo"');
  }
}
