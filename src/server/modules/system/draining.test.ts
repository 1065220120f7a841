import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import { messageTexts } from '../../locales';
import { startDraining } from './draining';

/** A real request over a socket: what a balancer sees, Connection header included. */
function get(port: number, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

const t = appPerFile();
let port: number;
let cookie: string;
beforeAll(async () => {
  ({ cookie } = (await loginAs(t, 'client')) as { cookie: string });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

describe('draining after SIGTERM (D127)', () => {
  it('keeps answering; once draining, /readyz says 503 in the reader’s language while requests are still served, each with Connection: close', async () => {
    const before = await get(port, '/readyz');
    expect(before.status).toBe(200);
    expect(before.connection).toBe('keep-alive');

    startDraining(t.app);

    const ready = await get(port, '/readyz', { 'accept-language': 'it' });
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({
      error: { code: 'unavailable', message: messageTexts.it['common.request.shutting_down'] },
    });
    expect(ready.connection).toBe('close');
    expect((await get(port, '/healthz')).status).toBe(200);
    const read = await get(port, '/api/auth/me', { cookie });
    expect(read.status).toBe(200);
    expect(read.connection).toBe('close');
  });
});
