import { pendingSchemaChanges } from '../src/database/data-source.js';
import { createTestDatabase } from './support/test-database.js';

/**
 * The committed migrations must produce exactly the schema the entities describe. When
 * this fails, run `npm run migration:generate -- <Name>` and commit the new migration.
 */
describe('entities and migrations', () => {
  it('agree: a migrated database needs no further change', async () => {
    const url = await createTestDatabase();
    const pending = await pendingSchemaChanges(url);
    expect(pending.up).toEqual([]);
  });
});
