import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_DOC_PATH, renderAccessDoc } from '../../scripts/access-doc';
import { buildTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('docs/access.md', () => {
  it('is the table the registered routes make (run npm run docs:access)', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../..', ACCESS_DOC_PATH), 'utf8');
    expect(committed, 'docs/access.md is out of date: run npm run docs:access').toBe(
      renderAccessDoc(t.app.routeAccess),
    );
  });
});
