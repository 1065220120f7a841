import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { haproxyConfig, SHIPPED } from './lib/haproxy-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The multi-server test proves the configuration it renders; operators run deploy/haproxy.cfg.
 * They are the same text, so what is proven is what is shipped (D127).
 */
describe('deploy/haproxy.cfg', () => {
  it('is what scripts/lib/haproxy-config.mjs renders for the example servers', () => {
    expect(readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8')).toBe(haproxyConfig(SHIPPED));
  });

  it('differs from a test rendering only in addresses, logging and the X-Served-By header', () => {
    const shipped = haproxyConfig({ ...SHIPPED, log: false });
    const test = haproxyConfig({
      bind: '127.0.0.1:41000',
      servers: SHIPPED.servers.map((s, i) => ({ name: s.name, address: `127.0.0.1:${41001 + i}` })),
      log: false,
      servedByHeader: true,
    });
    const meaningful = (text: string) =>
      text
        .split('\n')
        .filter((l) => !/^\s*(bind|server) |X-Served-By/.test(l))
        .join('\n');
    expect(meaningful(test)).toBe(meaningful(shipped));
    expect(shipped).toContain('retry-on conn-failure empty-response response-timeout 503');
    expect(shipped).toContain('http-check send meth GET uri /readyz');
  });
});
