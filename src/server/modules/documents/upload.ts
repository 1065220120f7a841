import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/domain/errors';
import { multipartTextPaths, refuseUnstorableText } from '../../plugins/input-guard';

const FIELD = 'file';

const fileRequired = () =>
  new AppError('validation_failed', 'Choose a file to upload.', {
    file: 'Choose a file to upload (form field "file").',
  });

/** The multipart plugin's and parser's errors, in our error shape with a message a person can act on. */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(
        'payload_too_large',
        'The file is larger than 10 MB. Please upload a smaller file.',
      );
    case 'FST_FILES_LIMIT':
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

/** Reads the single uploaded file (at most 10 MB, enforced while streaming) into memory. */
export async function readUploadedFile(
  request: FastifyRequest,
): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw fileRequired();
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
    if (!part) throw fileRequired();
    if (part.fieldname !== FIELD) {
      part.file.resume(); // let the rest of the body flow; it is not stored
      throw fileRequired();
    }
    const bytes = await part.toBuffer();
    // A NUL in the file's name or another form field: 400, as for any request (input-guard.ts).
    refuseUnstorableText(multipartTextPaths(part));
    return { fileName: part.filename, bytes };
  } catch (error) {
    throw uploadError(error);
  }
}
