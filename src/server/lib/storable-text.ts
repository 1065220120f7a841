import type { Multipart } from '@fastify/multipart';
import { type TextProblem, textProblemOf } from '../../shared/contracts/text';
import { AppError, type MessageKey } from '../../shared/domain/errors';

// Text PostgreSQL cannot store (a NUL byte, half of a UTF-16 surrogate pair): found and refused
// the same way by the input-guard plugin (every request) and by handlers that stream multipart
// bodies themselves.

/** Deep enough for any body we accept; deeper JSON is walked no further (the schemas refuse it). */
const MAX_DEPTH = 32;

/** A field ("a.b.0.c", or "_" for the body itself) and what is wrong with its text. */
export type TextFault = { path: string; problem: TextProblem };

const FIELD_MESSAGE: Record<TextProblem, MessageKey> = {
  nul: 'common.field.unstorable_text',
  lone_surrogate: 'common.field.broken_character',
};

/**
 * Every string in `value`, keys included, that PostgreSQL cannot store. A key is reported by the
 * path of its parent, since a form has no field named after it.
 */
export function textFaultsIn(value: unknown, path: string[] = [], depth = 0): TextFault[] {
  const here = path.join('.') || '_';
  if (typeof value === 'string') {
    const problem = textProblemOf(value);
    return problem ? [{ path: here, problem }] : [];
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return [];
  if (Buffer.isBuffer(value)) return [];
  const found: TextFault[] = [];
  for (const [key, child] of Object.entries(value)) {
    const problem = textProblemOf(key);
    if (problem) found.push({ path: here, problem });
    else found.push(...textFaultsIn(child, [...path, key], depth + 1));
  }
  return found;
}

/** Refuses the request with a field message per offending value, before anything reads it. */
export function refuseUnstorableText(faults: TextFault[]): void {
  if (faults.length === 0) return;
  const fields: Record<string, MessageKey> = {};
  for (const { path, problem } of faults) fields[path] ??= FIELD_MESSAGE[problem];
  throw new AppError('validation_failed', 'common.request.unstorable_text', fields);
}

/** A multipart part's text that cannot be stored: a field's name or value, a file's name. */
export function multipartTextFaults(part: Multipart): TextFault[] {
  const nameProblem = textProblemOf(part.fieldname);
  if (nameProblem) return [{ path: '_', problem: nameProblem }];
  const text = part.type === 'file' ? part.filename : part.value;
  const problem = typeof text === 'string' ? textProblemOf(text) : undefined;
  return problem ? [{ path: part.fieldname, problem }] : [];
}
