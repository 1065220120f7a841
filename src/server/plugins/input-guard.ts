import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isStorableText } from '../../shared/contracts/text';
import { refuseUnstorableText, unstorableTextPaths } from '../lib/storable-text';

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
 * each part with multipartTextPaths (lib/storable-text.ts, used by modules/documents/upload.ts).
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
