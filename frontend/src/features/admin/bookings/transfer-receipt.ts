import { downloadTransferReceipt, type TransferReceiptDto } from '../../../api';
import { saveFile } from './save-file';

const EXTENSIONS: Record<TransferReceiptDto['mediaType'], string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** 'PDF', 'JPEG', 'PNG'. */
export function receiptKind(mediaType: TransferReceiptDto['mediaType']): string {
  return mediaType === 'application/pdf' ? 'PDF' : mediaType === 'image/jpeg' ? 'JPEG' : 'PNG';
}

/** The file's name, as the server names it too: `ricevuta-bonifico-4821.pdf`. */
export function receiptFilename(paymentReference: string, mediaType: TransferReceiptDto['mediaType']): string {
  return `ricevuta-bonifico-${paymentReference.replace(/\D/g, '')}.${EXTENSIONS[mediaType]}`;
}

/**
 * Fetches the customer's transfer receipt with the admin token in its header (never in an
 * address) and saves it as a file. It is handed to the browser as plain bytes rather than as
 * a PDF or an image: a file sent by a customer is never opened inside the staff's pages.
 */
export async function downloadReceipt(bookingId: string, filename: string): Promise<void> {
  const { data } = await downloadTransferReceipt({ path: { id: bookingId }, throwOnError: true });
  const file = new Blob([data], { type: 'application/octet-stream' });
  saveFile(file, filename);
}
