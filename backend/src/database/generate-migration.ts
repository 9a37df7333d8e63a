import 'reflect-metadata';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../config/app-config.js';
import { pendingSchemaChanges, prepareDatabase } from './data-source.js';
import { ensureDatabase, startEmbeddedPostgres, withDatabase } from './embedded.js';

const MIGRATIONS_DIR = path.join(REPO_ROOT, 'backend/src/database/migrations');

function indent(queries: string[]): string {
  return queries.map((q) => `    await queryRunner.query(${JSON.stringify(q)});`).join('\n');
}

/**
 * Writes the migration that takes a database migrated with the committed migrations to the
 * schema of the current entities, on a throw-away embedded cluster. Usage: <Name>
 */
async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
    throw new Error('Give the migration a PascalCase name: npm run migration:generate -- AddTrips');
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'viaggi-migration-'));
  await fs.chmod(dir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), persistent: false, fast: true });
  try {
    await ensureDatabase(server.url, 'viaggi');
    const url = withDatabase(server.url, 'viaggi');
    await prepareDatabase(url, { seed: false });
    const { up, down } = await pendingSchemaChanges(url);
    if (up.length === 0) {
      console.log('The entities and the migrations already agree: nothing to generate.');
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const fileBase = `${timestamp}-${name}`;
    const source = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${indent(up)}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${indent(down.reverse())}
  }
}
`;
    await fs.writeFile(path.join(MIGRATIONS_DIR, `${fileBase}.ts`), source);
    const indexFile = path.join(MIGRATIONS_DIR, 'index.ts');
    let index = await fs.readFile(indexFile, 'utf8');
    index = `import { ${className} } from './${fileBase}.js';\n${index}`;
    index = index.replace(
      /(export const MIGRATIONS: [^=]+= )\[([^\]]*)\];/,
      (_all, declaration: string, list: string) => {
        const items = list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        return `${declaration}[${[...items, className].join(', ')}];`;
      },
    );
    await fs.writeFile(indexFile, index);
    console.log(`Wrote backend/src/database/migrations/${fileBase}.ts (${up.length} statements) and registered it.`);
  } finally {
    await server.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

await main();
