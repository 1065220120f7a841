import type { Multipart } from '@fastify/multipart';
import { isStorableText } from '../../shared/contracts/text';
import { AppError } from '../../shared/domain/errors';

// Text PostgreSQL cannot store (a NUL byte): found and refused the same way by the input-guard
// plugin (every request) and by handlers that stream multipart bodies themselves.

/** Deep enough for any body we accept; deeper JSON is walked no further (the schemas refuse it). */
const MAX_DEPTH = 32;

/**
 * The paths ("a.b.0.c") of every string in `value`, keys included, that PostgreSQL cannot store.
 * A key is reported by the path of its parent, since a form has no field named after it.
 */
export function unstorableTextPaths(value: unknown, path: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path.join('.') || '_'];
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return [];
  if (Buffer.isBuffer(value)) return [];
  const found: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    if (!isStorableText(key)) found.push(path.join('.') || '_');
    else found.push(...unstorableTextPaths(child, [...path, key], depth + 1));
  }
  return found;
}

/** Refuses the request with a field message per offending value, before anything reads it. */
export function refuseUnstorableText(paths: string[]): void {
  if (paths.length === 0) return;
  const fields = Object.fromEntries(paths.map((p) => [p, 'field.unstorable_text' as const]));
  throw new AppError('validation_failed', 'request.unstorable_text', fields);
}

/** A multipart part's text that cannot be stored: a field's name or value, a file's name. */
export function multipartTextPaths(part: Multipart): string[] {
  if (!isStorableText(part.fieldname)) return ['_'];
  const text = part.type === 'file' ? part.filename : part.value;
  return typeof text === 'string' && !isStorableText(text) ? [part.fieldname] : [];
}
