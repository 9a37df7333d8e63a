import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One group size: trips seeded with groups of 20 (18 for Jordan) take 10, and their texts
 * say so. Only the sizes the former seed wrote are touched; a size the agency chose stays.
 */
export class GroupsOfTen1795588527807 implements MigrationInterface {
  name = 'GroupsOfTen1795588527807';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE trips
         SET max_group_size = 10,
             content_it = regexp_replace(content_it::text, '(massimo (di )?)' || max_group_size || ' persone', '\\110 persone', 'g')::jsonb,
             content_en = regexp_replace(content_en::text, 'at most ' || max_group_size || ' people', 'at most 10 people', 'g')::jsonb
       WHERE max_group_size IN (20, 18)`);
  }

  async down(): Promise<void> {
    // The former sizes are not kept: nothing to restore.
  }
}
