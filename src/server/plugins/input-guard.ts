import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isStorableText, NUL_MESSAGE } from '../../shared/contracts/text';
import { AppError } from '../../shared/domain/errors';

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
  const fields = Object.fromEntries(paths.map((p) => [p, NUL_MESSAGE]));
  throw new AppError('validation_failed', 'Some fields contain text that cannot be stored.', fields);
}

/** A multipart part's text that cannot be stored: a field's name or value, a file's name. */
export function multipartTextPaths(part: Multipart): string[] {
  if (!isStorableText(part.fieldname)) return ['_'];
  const text = part.type === 'file' ? part.filename : part.value;
  return typeof text === 'string' && !isStorableText(text) ? [part.fieldname] : [];
}

function headerPaths(request: FastifyRequest): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && !isStorableText(v))) found.push(name);
  }
  return found;
}

/**
 * A NUL byte (U+0000) anywhere in a request is a 400 naming the field, on every route, so no
 * handler, log line or query ever sees one. Node's own HTTP parser already refuses a NUL in a
 * header over a socket; this also covers app.inject and a parser that might let one through.
 *
 * Why a hook as well as the `text()` builder of the contracts: the hook needs no cooperation from
 * the route, so a new route, a header the schemas do not describe, an unknown body key or a
 * schema written with plain z.string() cannot let one through. It runs in onRequest for what is
 * known before the body (query, path parameters, headers; before the session is looked up) and in
 * preValidation for the parsed body. Multipart bodies are streamed by their handler, which checks
 * each part with multipartTextPaths (modules/documents/upload.ts).
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    refuseUnstorableText([
      ...unstorableTextPaths(request.query),
      ...unstorableTextPaths(request.params),
      ...headerPaths(request),
    ]);
  });
  app.addHook('preValidation', async (request) => {
    refuseUnstorableText(unstorableTextPaths(request.body));
  });
});
