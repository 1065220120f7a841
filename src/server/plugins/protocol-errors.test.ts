import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-db';
import { buildApp } from '../app';
import { findAppRoot } from '../app-root';
import { loadConfig } from '../config';
import type { Database } from '../db/client';

/**
 * Issue 15 item 5: every refusal, including those made before a route runs (Node's parser, the
 * router, body parsing), answers { error: { code, message } } as JSON; only a page path gets the
 * SPA's HTML 404. Against a real listening server with the built SPA, over raw sockets, because
 * app.inject() never meets Node's parser (431, a method Node does not know) and the SPA's
 * not-found handler only exists when the web app is served.
 */
const root = findAppRoot();
let app: FastifyInstance;
let database: Database;
let dataDir: string;
let port: number;

beforeAll(async () => {
  if (!existsSync(path.join(root, 'dist/web/index.html'))) {
    const { buildAll } = await import('../../../scripts/build.mjs');
    await buildAll();
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'recourse-errors-'));
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  app = await buildApp({ config, database, serveWeb: true, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** Sends bytes exactly as given (no client library tidies them up) and reads the answer to the end. */
function raw(request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may reset the connection once it has answered (a refused body): keep the answer.
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no HTTP answer: ${JSON.stringify(text)}`));
      const [statusLine = '', ...headerLines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

const request = (line: string, headers: string[] = [], body = '') =>
  `${line} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers.map((h) => `${h}\r\n`).join('')}Connection: close\r\n\r\n${body}`;

function expectErrorShape(response: RawResponse, status: number, code: string): void {
  expect(response.status, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(response.body)).toEqual({ error: { code, message: expect.any(String) } });
  expect(JSON.parse(response.body).error.message).not.toBe('');
}

describe('404 under /api, however the address is written', () => {
  it.each([
    'GET /api/no-such-thing',
    'GET /api',
    'GET //api/no-such-thing',
    'GET //api//auth/me',
    'GET /API/auth/me',
    'GET /Api/no-such-thing',
    'GET /%61pi/no-such-thing',
    'DELETE /api/no-such-thing',
  ])('%s → 404 in the error shape', async (line) => {
    expectErrorShape(await raw(request(line)), 404, 'not_found');
  });

  it('a page path that does not exist still gets the HTML 404 page', async () => {
    const response = await raw(request('GET /no-such-page', ['Accept: text/html']));
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/<!doctype html>/i);
  });
});

describe('405: a known path asked with a method it does not take', () => {
  it.each(['PUT /api/auth/me', 'PROPFIND /api/auth/me', 'TRACE /api/public/stats', 'DELETE /api/auth/login'])(
    '%s → 405 with Allow',
    async (line) => {
      const response = await raw(request(line, ['Content-Length: 0']));
      expectErrorShape(response, 405, 'method_not_allowed');
      expect(response.headers.allow).toBeTruthy();
      expect(response.headers.allow?.split(', ')).not.toContain(line.split(' ')[0]);
    },
  );

  it('lists the methods the path takes', async () => {
    const response = await raw(request('PUT /api/auth/me', ['Content-Length: 0']));
    expect(response.headers.allow?.split(', ')).toEqual(expect.arrayContaining(['GET', 'PATCH']));
  });

  it('a method Node does not know at all is a 400 in the shape (refused by its parser)', async () => {
    expectErrorShape(await raw(request('FOO /api/auth/me')), 400, 'bad_request');
  });
});

describe('refusals before a route runs', () => {
  it('413: a body over the limit', async () => {
    const response = await raw(
      request('POST /api/auth/login', ['Content-Type: application/json', 'Content-Length: 2000000'], '{}'),
    );
    expectErrorShape(response, 413, 'payload_too_large');
  });

  it('414: a path parameter longer than the router takes', async () => {
    expectErrorShape(await raw(request(`GET /api/cases/${'a'.repeat(200)}`)), 414, 'uri_too_long');
  });

  it('415: a content type the API does not read', async () => {
    const response = await raw(
      request('POST /api/auth/login', ['Content-Type: text/xml', 'Content-Length: 7'], '<a></a>'),
    );
    expectErrorShape(response, 415, 'unsupported_media_type');
  });

  it('431: headers larger than Node reads', async () => {
    const response = await raw(request('GET /api/auth/me', [`X-Padding: ${'a'.repeat(20_000)}`]));
    expectErrorShape(response, 431, 'headers_too_large');
  });

  it('431: a cookie larger than Node reads', async () => {
    const response = await raw(request('GET /', [`Cookie: recourse_session=${'a'.repeat(20_000)}`]));
    expectErrorShape(response, 431, 'headers_too_large');
  });

  it('400: an address with broken percent-encoding', async () => {
    expectErrorShape(await raw(request('GET /api/cases/%zz')), 400, 'bad_request');
  });

  it('400: a NUL byte in a header value (refused by Node’s parser)', async () => {
    expectErrorShape(await raw(request('GET /api/auth/me', ['X-Note: a\u0000b'])), 400, 'bad_request');
  });

  it('400: bytes that are not HTTP', async () => {
    expectErrorShape(await raw('HELLO\r\n\r\n'), 400, 'bad_request');
  });
});

describe('body-parser errors', () => {
  const withType = (type: string, body: string) =>
    request(
      'POST /api/auth/login',
      [`Content-Type: ${type}`, `Content-Length: ${Buffer.byteLength(body)}`],
      body,
    );

  it.each([
    ['malformed JSON', withType('application/json', '{"username": ')],
    ['an empty JSON body', withType('application/json', '')],
    ['JSON that is not an object', withType('application/json', '"just a string"')],
    ['a prototype-poisoning key', withType('application/json', '{"__proto__": {"isAdmin": true}}')],
    ['an unsupported charset', withType('application/json; charset=utf-16', '{}')],
  ])('%s → 4xx in the error shape', async (_what, bytes) => {
    const response = await raw(bytes);
    expect(response.status, response.body).toBeGreaterThanOrEqual(400);
    expect(response.status, response.body).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({
      error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
    });
  });
});
