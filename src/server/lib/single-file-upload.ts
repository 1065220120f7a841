import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/domain/errors';
import { withoutBidiControls } from '../../shared/domain/file-names';
import { multipartTextFaults, refuseUnstorableText } from './storable-text';

const FIELD = 'file';

export type SingleFileUpload = {
  fileName: string;
  bytes: Buffer;
  /** The form's text fields (empty ones left out), for the route's own contract to check. */
  fields: Record<string, string>;
};

const fileRequired = () =>
  new AppError('validation_failed', 'common.documents.choose_file', {
    file: 'common.documents.choose_file_field',
  });

const oneFileOnly = () =>
  new AppError('validation_failed', 'common.documents.one_file', { file: 'common.documents.one_file_field' });

const tooLargeFor = (maxBytes: number) => () =>
  new AppError('payload_too_large', {
    key: 'common.documents.too_large',
    params: { size: { megabytes: maxBytes / (1024 * 1024) } },
  });

/** The multipart plugin's and parser's errors, in our error shape with a message a person can act on. */
function uploadError(error: unknown, tooLarge: () => AppError): unknown {
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
      return new AppError('payload_too_large', 'common.documents.one_file_only');
    default:
      // The parser (busboy) throws plain errors for a malformed body: a bad request, not our fault.
      if (statusCode === undefined || statusCode < 500) {
        return new AppError('bad_request', 'common.documents.unreadable');
      }
      return error;
  }
}

/**
 * Reads a form with one file in the field `file` (at most `maxBytes`) and any text fields, into
 * memory, reading the whole body so that a second file is refused rather than silently dropped
 * (issue 15). Evidence documents and bank statements are both uploaded through it.
 *
 * The size is decided by the stream's `truncated` flag, not by the chunks read: busboy stops at
 * the limit and sets the flag when the byte after it arrives, which may be after the last chunk
 * was handed over, so a file cut to exactly the limit looked whole to toBuffer() (8 of 20 uploads
 * of 10 MB + 1 byte were stored cut). Nothing has been written anywhere when this throws.
 */
export async function readSingleFileUpload(
  request: FastifyRequest,
  { maxBytes }: { maxBytes: number },
): Promise<SingleFileUpload> {
  const tooLarge = tooLargeFor(maxBytes);
  if (!request.isMultipart()) throw fileRequired();
  let upload: { fileName: string; bytes: Buffer } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      // A NUL or a broken character in a form field or the file's name: 400, as anywhere (input-guard.ts).
      const unstorable = multipartTextFaults(part);
      if (unstorable.length > 0) {
        if (part.type === 'file') part.file.resume();
        refuseUnstorableText(unstorable);
      }
      if (part.type === 'field') {
        if (typeof part.value === 'string' && part.value !== '') fields[part.fieldname] = part.value;
        continue;
      }
      if (upload || part.fieldname !== FIELD) {
        part.file.resume(); // let the rest of the body flow; it is not stored
        throw upload ? oneFileOnly() : fileRequired();
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > maxBytes) throw tooLarge();
      // Issue 31: a stored name shows what the file is; direction controls could disguise it.
      upload = { fileName: withoutBidiControls(part.filename), bytes };
    }
  } catch (error) {
    throw uploadError(error, tooLarge);
  }
  if (!upload) throw fileRequired();
  return { ...upload, fields };
}
