import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCESS_DOC_PATH, renderAccessDoc } from '../../scripts/access-doc';
import { appPerFile } from '../support/test-app';

const t = appPerFile();

describe('docs/access.md', () => {
  it('is the table the registered routes make (run npm run docs:access)', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../..', ACCESS_DOC_PATH), 'utf8');
    expect(committed, 'docs/access.md is out of date: run npm run docs:access').toBe(
      renderAccessDoc(t.app.routeAccess),
    );
  });
});
