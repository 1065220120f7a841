import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { textProblemOf } from '../../shared/contracts/text';
import { AppError } from '../../shared/domain/errors';
import { refuseUnstorableText, type TextFault, textFaultsIn } from '../lib/storable-text';

function headerFaults(request: FastifyRequest): TextFault[] {
  const found: TextFault[] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    const values = Array.isArray(value) ? value : [value];
    const problem = values.map((v) => (typeof v === 'string' ? textProblemOf(v) : undefined)).find(Boolean);
    if (problem) found.push({ path: name, problem });
  }
  return found;
}

/** A parsed JSON body that is not an object: an array, a string, a number, true/false or null. */
const isNotAnObject = (body: unknown) => body === null || typeof body !== 'object' || Array.isArray(body);

/**
 * A NUL byte (U+0000) or half of a UTF-16 surrogate pair anywhere in a request is a 400 naming
 * the field, on every route, so no handler, log line or query ever sees one. Node's own HTTP
 * parser already refuses a NUL in a header over a socket; this also covers app.inject and a
 * parser that might let one through. A lone surrogate can only arrive inside a JSON string
 * ("\ud800"): a URL or a multipart part is decoded from UTF-8, which cannot carry one.
 *
 * Why a hook as well as the `text()` builder of the contracts: the hook needs no cooperation from
 * the route, so a new route, a header the schemas do not describe, an unknown body key or a
 * schema written with plain z.string() cannot let one through. It runs in onRequest for what is
 * known before the body (query, path parameters, headers; before the session is looked up) and in
 * preValidation for the parsed body. Multipart bodies are streamed by their handler, which checks
 * each part with multipartTextFaults (lib/storable-text.ts, used by lib/single-file-upload.ts).
 *
 * A route that describes a body gets an object or a 400 that says so, whatever its schema: no
 * handler or hook has to wonder whether `request.body.x` can throw.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    refuseUnstorableText([
      ...textFaultsIn(request.query),
      ...textFaultsIn(request.params),
      ...headerFaults(request),
    ]);
  });
  app.addHook('preValidation', async (request) => {
    // A multipart body is streamed by its handler: `request.body` is undefined here, as for no body.
    const hasBody = request.body !== undefined;
    if (hasBody && request.routeOptions.schema?.body && isNotAnObject(request.body)) {
      throw new AppError('bad_request', 'common.request.body_not_object');
    }
    refuseUnstorableText(textFaultsIn(request.body));
  });
});
