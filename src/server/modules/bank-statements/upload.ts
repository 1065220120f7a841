import type { FastifyRequest } from 'fastify';
import {
  type ImportStatementFields,
  importStatementFieldsSchema,
  MAX_STATEMENT_BYTES,
} from '../../../shared/contracts/bank-statements';
import { AppError, type MessageKey } from '../../../shared/domain/errors';
import { readSingleFileUpload } from '../../lib/single-file-upload';

export type StatementUpload = { fileName: string; bytes: Buffer; fields: ImportStatementFields };

/** The form's text fields checked by the shared contract; a CSV without a mapping names the field. */
function fieldsOf(values: Record<string, string>): ImportStatementFields {
  const parsed = importStatementFieldsSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const fields: Record<string, MessageKey> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'format');
    fields[field] = field === 'mappingId' ? 'bank-statements.choose_mapping' : 'common.field.choose';
  }
  throw new AppError('validation_failed', 'common.request.validation_failed', fields);
}

/**
 * Reads the statement upload: one `file` (at most 5 MB) and the text fields `format` and
 * `mappingId`, in any order; a second file is refused rather than dropped.
 */
export async function readStatementUpload(request: FastifyRequest): Promise<StatementUpload> {
  const { fileName, bytes, fields } = await readSingleFileUpload(request, { maxBytes: MAX_STATEMENT_BYTES });
  return { fileName, bytes, fields: fieldsOf(fields) };
}
