import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  type Message,
  type MessageKey,
} from '../../shared/domain/errors';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/domain/languages';
import { readerLanguage, renderMessage } from '../core/messages';

/**
 * Failures that happen before a request reaches a route, so the error handler never sees them,
 * answered in the same { error: { code, message } } shape as everything else:
 * - Node's HTTP parser refusing the bytes (headers too large, a method it does not know, a NUL
 *   in a header, a timeout): Fastify's `clientErrorHandler`, writing to the raw socket;
 * - the router refusing the URL (bad percent-encoding, a path parameter over maxParamLength):
 *   Fastify's `frameworkErrors`;
 * - a known path asked with a method it does not take: 405 with Allow (`allowedMethods`, used by
 *   the not-found handlers in web.ts).
 */

const MESSAGES: Partial<Record<ErrorCode, MessageKey>> = {
  bad_request: 'common.request.bad_request',
  headers_too_large: 'common.request.headers_too_large',
  request_timeout: 'common.request.timeout',
  uri_too_long: 'common.request.uri_too_long',
  method_not_allowed: 'common.request.method_not_allowed',
  not_found: 'common.request.not_found',
};

/**
 * D29: in the reader's language when there is a parsed request to read it from; bytes Node could
 * not parse have no headers we can trust, so those answers are English.
 */
export function errorBody(code: ErrorCode, language: Language = DEFAULT_LANGUAGE, text?: Message): ErrorBody {
  return {
    error: { code, message: renderMessage(text ?? MESSAGES[code] ?? 'common.request.bad_request', language) },
  };
}

/** Node's parser error codes (llhttp) → our code; anything else the client sent is a 400. */
function codeOfClientError(error: NodeJS.ErrnoException): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'headers_too_large';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  return 'bad_request';
}

/** Fastify's `clientErrorHandler` option: the answer for bytes Node could not parse as a request. */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  // A reset connection has no one to answer (what Fastify's default does too).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = codeOfClientError(error);
  const status = ERROR_STATUS[code];
  this.log.info({ code: error.code }, 'unreadable request refused');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(code));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/** Fastify's `frameworkErrors` option: the router could not take the URL apart. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const code: ErrorCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'uri_too_long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'bad_request'
        : 'internal';
  if (code === 'internal') request.log.error({ err: error }, 'request failed before routing');
  const text: Message | undefined =
    code === 'internal' ? { key: 'common.request.internal', params: { reference: request.id } } : undefined;
  void reply
    .status(ERROR_STATUS[code])
    .header('cache-control', 'no-store')
    .send(errorBody(code, readerLanguage(request), text));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route takes at this concrete path ("/api/cases/123"), e.g. ['GET', 'HEAD']. */
    allowedMethods(path: string): string[];
  }
}

/** A find-my-way path ("/api/cases/:id/documents") as a RegExp for concrete paths. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment === '*'
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  // The app ignores trailing slashes (routerOptions in app.ts).
  return new RegExp(`^${source.replace(/\/$/, '')}/?$`);
}

/** Records every route's methods as it is registered, for 405 answers. Register before the routes. */
export const methodRegistryPlugin = fp(async (app: FastifyInstance) => {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    routes.push({ pattern: patternOf(route.url), methods });
  });
  app.decorate('allowedMethods', (path: string) => {
    const found = new Set<string>();
    for (const route of routes) if (route.pattern.test(path)) for (const m of route.methods) found.add(m);
    return [...found].sort();
  });
});
