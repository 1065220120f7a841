import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { serializeError } from './lib/safe-error';

type LoggedRequest = {
  method: string;
  url: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/**
 * Structured JSON logs (pino). Cookies, auth headers and any password field are redacted; a
 * database error is reduced to its SQLSTATE and schema names (lib/safe-error.ts), so a failed
 * query's parameters (names, emails, IBANs, password hashes) never reach the log; a request's
 * query string (searches by name or email) is left out of its logged URL.
 * `stream` replaces stdout (tests read the log through it).
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    serializers: {
      err: serializeError,
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: req.url.split('?')[0],
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
}
