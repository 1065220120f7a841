import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The docs answer "where is X" with paths; a path that no longer exists sends a newcomer the wrong
 * way. Every backticked path in the docs (`src/server/core/audit.ts`, `plugins/session.ts`,
 * `features/ledger/`) must name a file or folder of this repo. Short forms are read against the
 * folders the docs abbreviate from (src/, src/server/, src/web/, src/shared/, modules/, features/).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASES = ['', 'src', 'src/server', 'src/web', 'src/shared', 'src/server/modules', 'src/web/features'];
const DOCS = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  ...readdirSync(path.join(root, 'docs/decisions'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/decisions/${f}`),
];

/** A backticked token that looks like a path of ours: has a slash, no spaces, no URL or glob. */
function pathsIn(text: string): string[] {
  const found = new Set<string>();
  for (const [, token = ''] of text.matchAll(/`([^`\s]+)`/g)) {
    if (!token.includes('/') || /[*{}<>:$?…]|^\/|^\.\.|^https?|^@|^node_modules/.test(token)) continue;
    if (!/^[\w./-]+$/.test(token)) continue;
    // API paths and page paths are routes, not files; build output and data exist only after a run.
    if (/^(api|healthz|readyz|client|lawyer|manager|admin)\//.test(token)) continue;
    if (/^(\.\/)?(dist|data|test-results|DATA_DIR)(\/|$)/.test(token)) continue;
    found.add(token.replace(/[.,;]$/, ''));
  }
  return [...found];
}

function resolves(token: string): boolean {
  const bare = token.replace(/\/$/, '');
  return BASES.some((base) =>
    ['', '.ts', '.tsx', '.md', '.sql'].some((ext) => existsSync(path.join(root, base, bare + ext))),
  );
}

describe('paths named in the docs', () => {
  for (const doc of DOCS) {
    it(`${doc} names only paths that exist`, () => {
      const text = readFileSync(path.join(root, doc), 'utf8');
      expect(pathsIn(text).filter((token) => !resolves(token))).toEqual([]);
    });
  }
});
