import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findAppRoot } from './app-root';
import { ConfigError, loadConfig } from './config';

const dir = mkdtempSync(path.join(os.tmpdir(), 'recourse-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('configuration', () => {
  it('lists every bad setting in one readable error', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'nope', DATA_DIR: dir });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /PORT: .*\n.*DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n.*PUBLIC_URL: must be a full URL/s,
    );
  });

  it('generates a session secret once, keeps it private in the data directory, and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(statSync(path.join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: 'x'.repeat(40) }).sessionSecret).toBe('x'.repeat(40));
  });

  it('reads PORT, PUBLIC_URL and TRUST_PROXY', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      PORT: '8080',
      PUBLIC_URL: 'https://portal.firm.test',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(config.port).toBe(8080);
    expect(config.isHttps).toBe(true);
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dir }).publicUrl.origin).toBe('http://localhost:3000');
  });

  it('reads the email and live event settings (SMTP_URL unset → no sending)', () => {
    const plain = loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://portal.firm.test' });
    expect(plain).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Recourse <no-reply@portal.firm.test>',
      outboxPollMs: 10_000,
      outboxMaxAttempts: 12,
      eventsHeartbeatMs: 25_000,
    });
    const set = loadConfig({
      DATA_DIR: dir,
      SMTP_URL: 'smtps://u:p@mail.firm.test:465',
      MAIL_FROM: 'Firm <a@b.c>',
      OUTBOX_MAX_ATTEMPTS: '3',
    });
    expect(set).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.firm.test:465',
      mailFrom: 'Firm <a@b.c>',
      outboxMaxAttempts: 3,
    });
    expect(() => loadConfig({ DATA_DIR: dir, OUTBOX_MAX_ATTEMPTS: '0' })).toThrow(/OUTBOX_MAX_ATTEMPTS/);
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'mail.firm.test' })).toThrow(
      /SMTP_URL: must be an smtp/,
    );
  });

  it('reads the public site settings: content folder and how long public figures are reused', () => {
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      contentDir: path.join(findAppRoot(), 'content'),
      publicStatsCacheMs: 60_000,
    });
    expect(
      loadConfig({ DATA_DIR: dir, CONTENT_DIR: '/srv/firm-content', PUBLIC_STATS_CACHE_SECONDS: '0' }),
    ).toMatchObject({ contentDir: '/srv/firm-content', publicStatsCacheMs: 0 });
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_STATS_CACHE_SECONDS: '-1' })).toThrow(
      /PUBLIC_STATS_CACHE_SECONDS/,
    );
  });

  it('drains 3 s after SIGTERM unless SHUTDOWN_DRAIN_MS says otherwise (D127)', () => {
    expect(loadConfig({ DATA_DIR: dir }).shutdownDrainMs).toBe(3_000);
    expect(loadConfig({ DATA_DIR: dir, SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dir, SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
