import type { FastifyRequest } from 'fastify';
import { MAX_DOCUMENT_BYTES } from '../../../shared/domain/documents';
import { readSingleFileUpload } from '../../lib/single-file-upload';

/** Reads the request's single evidence file (at most 10 MB); other form fields are ignored. */
export async function readUploadedFile(
  request: FastifyRequest,
): Promise<{ fileName: string; bytes: Buffer }> {
  const { fileName, bytes } = await readSingleFileUpload(request, { maxBytes: MAX_DOCUMENT_BYTES });
  return { fileName, bytes };
}
