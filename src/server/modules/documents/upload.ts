import type { FastifyRequest } from 'fastify';
import { MAX_DOCUMENT_BYTES } from '../../../shared/domain/documents';
import { AppError } from '../../../shared/domain/errors';
import { multipartTextPaths, refuseUnstorableText } from '../../lib/storable-text';

const FIELD = 'file';

const fileRequired = () =>
  new AppError('validation_failed', 'Choose a file to upload.', {
    file: 'Choose a file to upload (form field "file").',
  });

const tooLarge = () =>
  new AppError('payload_too_large', 'The file is larger than 10 MB. Please upload a smaller file.');

const oneFileOnly = () =>
  new AppError('validation_failed', 'Please send one file per upload; this request held more than one.', {
    file: 'Send one file per upload.',
  });

/** The multipart plugin's and parser's errors, in our error shape with a message a person can act on. */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    // busboy skips every file after the first (limits.files = 1) and reports it here.
    case 'FST_FILES_LIMIT':
      return oneFileOnly();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(
        'payload_too_large',
        'Please upload one file at a time, with no other form fields.',
      );
    default:
      // The parser (busboy) throws plain errors for a malformed body: a bad request, not our fault.
      if (statusCode === undefined || statusCode < 500) {
        return new AppError(
          'bad_request',
          'The upload could not be read. Please choose the file and try again.',
        );
      }
      return error;
  }
}

/**
 * Reads the request's single file (at most 10 MB) into memory, reading the whole body so that a
 * second file is refused rather than silently dropped (issue 15).
 *
 * The size is decided by the stream's `truncated` flag, not by the chunks read: busboy stops at
 * the limit and sets the flag when the byte after it arrives, which may be after the last chunk
 * was handed over, so a file cut to exactly 10 MB looked whole to toBuffer() (8 of 20 uploads of
 * 10 MB + 1 byte were stored cut). Nothing has been written anywhere when this throws.
 */
export async function readUploadedFile(
  request: FastifyRequest,
): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw fileRequired();
  let upload: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      // A NUL in a form field or the file's name: 400, as anywhere in a request (input-guard.ts).
      const unstorable = multipartTextPaths(part);
      if (unstorable.length > 0) {
        if (part.type === 'file') part.file.resume();
        refuseUnstorableText(unstorable);
      }
      if (part.type !== 'file') continue; // other form fields are ignored (and bounded by limits)
      if (upload || part.fieldname !== FIELD) {
        part.file.resume(); // let the rest of the body flow; it is not stored
        throw upload ? oneFileOnly() : fileRequired();
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > MAX_DOCUMENT_BYTES) throw tooLarge();
      upload = { fileName: part.filename, bytes };
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!upload) throw fileRequired();
  return upload;
}
