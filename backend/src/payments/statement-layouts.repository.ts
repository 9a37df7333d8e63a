import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { CsvLayout } from './statements/csv-layout.js';

/** Every statement on statement_csv_layouts. */
@Injectable()
export class StatementLayoutsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(ibanId: string): Promise<{ layout: CsvLayout; updatedAt: Date } | null> {
    const [row] = await this.dataSource.query<{ layout: CsvLayout; updatedAt: Date }[]>(
      'SELECT layout, updated_at AS "updatedAt" FROM statement_csv_layouts WHERE iban_id = $1',
      [ibanId],
    );
    return row ?? null;
  }

  async save(manager: EntityManager, ibanId: string, layout: CsvLayout, adminId: string): Promise<void> {
    await manager.query(
      `INSERT INTO statement_csv_layouts (iban_id, layout, updated_by, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (iban_id) DO UPDATE SET layout = EXCLUDED.layout, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [ibanId, JSON.stringify(layout), adminId],
    );
  }
}
