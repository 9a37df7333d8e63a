import { createHash } from 'node:crypto';
import type { DocumentLanguage } from './document-inputs.js';

/**
 * A legal document as a structure: the PDF is drawn from it and the booking form shows the
 * same sections on screen, so that what the traveller reads there is what the PDF says.
 */
export interface DocumentSection {
  heading: string;
  paragraphs?: string[];
  /** A two-column table: label and value. */
  rows?: [string, string][];
  bullets?: string[];
}

interface LegalDocument {
  language: DocumentLanguage;
  title: string;
  /** The line under the title: the trip and its dates. */
  subtitle: string;
  /** The organiser as every page names it: company, address, VAT number, licence. */
  footer: string;
  sections: DocumentSection[];
}

/** The pre-contract information with the standard information form (art. 34, Annex A part I). */
export interface InformationDocument extends LegalDocument {
  kind: 'information';
}

/** The booking confirmation with the terms of the contract (art. 35-36). */
export interface ConfirmationDocument extends LegalDocument {
  kind: 'confirmation';
  /** The booking's reference, e.g. 'Ricevuta 4821'. */
  reference: string;
}

/** JSON with every object's keys in order, so that equal documents give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The SHA-256 (hex) of a document's canonical JSON: its version, to prove what was shown (art. 37). */
export function documentVersion(doc: InformationDocument | ConfirmationDocument): string {
  return createHash('sha256').update(canonicalJson(doc), 'utf8').digest('hex');
}
