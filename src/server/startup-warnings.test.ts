import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, startupWarnings } from './config';

const dir = mkdtempSync(path.join(os.tmpdir(), 'recourse-warn-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const warningsFor = (TRUST_PROXY?: string) =>
  startupWarnings(loadConfig({ DATA_DIR: dir, ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) }));

describe('warnings at start', () => {
  it('TRUST_PROXY=true warns that any X-Forwarded-For is believed and says what to set instead', () => {
    const [warning, ...rest] = warningsFor('true');
    expect(rest).toEqual([]);
    expect(warning).toMatch(/believes any client's X-Forwarded-For/);
    expect(warning).toMatch(/TRUST_PROXY=1\b.*TRUST_PROXY=10\.0\.0\.5/);
  });

  it('a hop count, proxy addresses or no proxy at all start without a warning', () => {
    for (const value of [undefined, 'false', '1', '10.0.0.0/8, 127.0.0.1'])
      expect(warningsFor(value)).toEqual([]);
  });

  it('DATABASE_URL with documents on the local disk warns that other servers cannot serve them', () => {
    const [warning, ...rest] = startupWarnings(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://recourse@db.internal/recourse' }),
    );
    expect(rest).toEqual([]);
    expect(warning).toMatch(/each can serve only the documents uploaded to it/);
    expect(warning).toMatch(/STORAGE_DRIVER=s3 and S3_BUCKET/);
  });

  it('DATABASE_URL with an object store, or PGlite with local documents, start without a warning', () => {
    const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'evidence' };
    expect(
      startupWarnings(
        loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://recourse@db.internal/recourse', ...s3 }),
      ),
    ).toEqual([]);
    expect(startupWarnings(loadConfig({ DATA_DIR: dir, STORAGE_DRIVER: 'local' }))).toEqual([]);
  });
});
