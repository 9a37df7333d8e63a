import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { BookingDocumentKind } from './booking-document.entity.js';
import type { ConfirmationDocument, InformationDocument } from './document-model.js';

export interface BookingDocumentRow {
  id: string;
  kind: BookingDocumentKind;
  version: string;
  content: InformationDocument | ConfirmationDocument;
  pdf: Buffer | null;
  pdfSha256: string | null;
  createdAt: Date;
}

const COLUMNS = `id, kind, version, content, pdf, pdf_sha256 AS "pdfSha256", created_at AS "createdAt"`;

/** Every statement on booking_documents. */
@Injectable()
export class BookingDocumentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Keeps a document's text; the same version twice is kept once. */
  async insert(
    manager: EntityManager,
    document: { bookingId: string; kind: BookingDocumentKind; version: string; content: object },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO booking_documents (booking_id, kind, version, content) VALUES ($1, $2, $3, $4)
       ON CONFLICT (booking_id, kind, version) DO NOTHING`,
      [document.bookingId, document.kind, document.version, JSON.stringify(document.content)],
    );
  }

  /** The latest document of a kind. */
  async latest(bookingId: string, kind: BookingDocumentKind): Promise<BookingDocumentRow | null> {
    const [row] = await this.dataSource.query<BookingDocumentRow[]>(
      `SELECT ${COLUMNS} FROM booking_documents WHERE booking_id = $1 AND kind = $2
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [bookingId, kind],
    );
    return row ?? null;
  }

  async findVersion(bookingId: string, kind: BookingDocumentKind, version: string): Promise<BookingDocumentRow | null> {
    const [row] = await this.dataSource.query<BookingDocumentRow[]>(
      `SELECT ${COLUMNS} FROM booking_documents WHERE booking_id = $1 AND kind = $2 AND version = $3`,
      [bookingId, kind, version],
    );
    return row ?? null;
  }

  /**
   * Keeps the PDF drawn from a document's text, unless one is kept already (two downloads at
   * once): either way the answer is the PDF every later download gets.
   */
  async keepPdf(id: string, pdf: Buffer, sha256: string): Promise<{ pdf: Buffer; pdfSha256: string }> {
    const [row] = await this.dataSource.query<{ pdf: Buffer; pdfSha256: string }[]>(
      `WITH kept AS (
         UPDATE booking_documents SET pdf = $2, pdf_sha256 = $3 WHERE id = $1 AND pdf IS NULL
         RETURNING pdf, pdf_sha256)
       SELECT pdf, pdf_sha256 AS "pdfSha256" FROM kept
       UNION ALL
       SELECT pdf, pdf_sha256 FROM booking_documents WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM kept)`,
      [id, pdf, sha256],
    );
    return row;
  }
}
