import type { FastifyRequest } from 'fastify';
import { AppError, type ErrorCode } from './app-error.js';

export interface Upload {
  bytes: Buffer;
  fileName: string;
  /** The form's text fields sent before the file. */
  fields: Record<string, string>;
}

/**
 * The one file of a multipart form, read whole while it streams in and refused beyond
 * `maxBytes` (nothing more is read), with the text fields sent before it.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  rules: { maxBytes: number; missing: ErrorCode; tooLarge: ErrorCode },
): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError(rules.missing);
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes, files: 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        await part.toBuffer();
        continue;
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0) throw new AppError(rules.missing);
      return { bytes, fileName: part.filename || 'file', fields };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(rules.tooLarge);
    throw error;
  }
  throw new AppError(rules.missing);
}
