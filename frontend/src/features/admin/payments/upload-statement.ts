import { importBankStatement, type StatementImportDto } from '../../../api';

export interface StatementImported {
  result: StatementImportDto;
  /** The same file was imported before (200 rather than 201): nothing was applied again. */
  repeated: boolean;
}

/** A statement of 10 MB on a slow line takes longer than the app's usual 15 seconds. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * Sends a statement file. The account goes before the file in the form, so that the server
 * reads a CSV with that account's saved columns as the file arrives. `onProgress` hears the
 * share of the file sent, from 0 to 1 (null when the browser cannot tell the total).
 */
export async function uploadStatement(
  file: File,
  account: string | undefined,
  onProgress: (sent: number | null) => void,
): Promise<StatementImported> {
  const response = await importBankStatement({
    body: { account, file },
    onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : null),
    timeout: UPLOAD_TIMEOUT_MS,
    throwOnError: true,
  });
  return { result: response.data, repeated: response.status === 200 };
}
