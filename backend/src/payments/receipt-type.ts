import type { ReceiptMediaType } from './transfer-receipt.entity.js';

/** The first bytes each accepted file type always starts with. */
const SIGNATURES: readonly { mediaType: ReceiptMediaType; bytes: readonly number[] }[] = [
  { mediaType: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mediaType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mediaType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/**
 * What a receipt really is, read from its content (never from its name or the type the
 * browser sent): a PDF, a JPEG or a PNG, else null.
 */
export function receiptMediaType(content: Buffer): ReceiptMediaType | null {
  const match = SIGNATURES.find(
    ({ bytes }) => content.length > bytes.length && bytes.every((byte, i) => content[i] === byte),
  );
  return match?.mediaType ?? null;
}

export const RECEIPT_EXTENSIONS: Record<ReceiptMediaType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
