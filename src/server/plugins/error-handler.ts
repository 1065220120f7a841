import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, type ErrorCode } from '../../shared/domain/errors';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
};

const FRIENDLY_MESSAGE: Partial<Record<ErrorCode, string>> = {
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'This content type is not accepted. Send JSON.',
  bad_request: 'The request could not be read. Please check it and try again.',
};

/** "body.email" / "querystring.page" → "email" / "page": the field a form shows the message under. */
function fieldsOf(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const path =
      params?.issue?.path?.map(String).join('.') || issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const key = path || '_';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/**
 * One error shape for every failure: { error: { code, message, fields? } }. Internals of 5xx
 * go to the log with the request id, never to the caller.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body = {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      };
      return reply.status(error.status).send({ error: body });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fields = fieldsOf(error);
      return reply.status(400).send({
        error: { code: 'validation_failed', message: 'Some fields are missing or invalid.', fields },
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(error)) {
      const code = CODE_BY_STATUS[status] ?? 'bad_request';
      request.log.info({ err: error }, 'request refused');
      return reply.status(status).send({ error: { code, message: FRIENDLY_MESSAGE[code] ?? error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(ERROR_STATUS.internal).send({
      error: {
        code: 'internal',
        message: `Something went wrong on our side. Please try again; if it keeps happening, quote reference ${request.id}.`,
      },
    });
  });
});
