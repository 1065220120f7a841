import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { emailTexts, messageTexts } from '.';

/**
 * Issue 33: a server message is found by the module folder that raises it. A key's first segment
 * is a folder under src/server/modules/, or `common` for texts every module may use (request,
 * field, access, shared limits, roles). A module names only its own keys and `common` ones.
 */

const SRC = fileURLToPath(new URL('../..', import.meta.url));
const MODULES = path.join(SRC, 'server/modules');
const modules = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const keys = Object.keys(messageTexts.en);
const groupOf = (key: string) => key.slice(0, key.indexOf('.'));

/**
 * Deliberate uses of another group's keys, by file (relative to src/), each with its reason.
 * Code outside src/server/modules/ may otherwise name `common` keys only.
 */
const EXCEPTIONS: Record<string, { groups: string[]; reason: string }> = {
  'server/modules/conflicts/adverse-parties.ts': {
    groups: ['payment-trail'],
    reason: "an adverse party's phone is checked by the payment trail's rules, so it is worded by them",
  },
  'server/modules/public-site/indicator-check.ts': {
    groups: ['payment-trail'],
    reason: 'the public check reads an IBAN or address with the payment trail rules and says why it failed',
  },
  'server/plugins/error-handler.ts': {
    groups: ['payment-trail', 'trust-accounts'],
    reason: "words the contracts' custom field issues; each module's contract carries only English text",
  },
  'server/core/control-proposals.ts': {
    groups: ['approvals'],
    reason: 'proposing a change for a second administrator is the approvals workflow, shared by modules',
  },
  'shared/domain/withdrawals.ts': {
    groups: ['withdrawals'],
    reason: "the withdrawal state machine lives in shared code; its refusals are the withdrawals module's",
  },
  'shared/domain/errors.ts': {
    groups: ['people'],
    reason: "a usage example in AppError's documentation",
  },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The message keys a file names: string literals that are keys, and template literals whose fixed
 * start begins some key (`people.contact_change.link_${status}`).
 */
function keysNamedIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const [, literal, end] of text.matchAll(/['"`]([a-z][\w-]*\.[\w.]*)(['"`]|\$\{)/g)) {
    if (!literal) continue;
    if (end === '${' ? keys.some((key) => key.startsWith(literal)) : keys.includes(literal))
      found.add(literal);
  }
  return [...found];
}

describe('server messages grouped by module (issue 33)', () => {
  it("every key's first segment is common or a module folder", () => {
    const groups = new Set(['common', ...modules]);
    expect(keys.filter((key) => !groups.has(groupOf(key)))).toEqual([]);
  });

  it("no module names another module's keys, and other code names common keys only", () => {
    const files = [...sourceFiles(path.join(SRC, 'server')), ...sourceFiles(path.join(SRC, 'shared'))];
    const strays: string[] = [];
    for (const file of files) {
      const relative = path.relative(SRC, file).split(path.sep).join('/');
      const own = relative.match(/^server\/modules\/([^/]+)\//)?.[1];
      const allowed = new Set(['common', ...(own ? [own] : []), ...(EXCEPTIONS[relative]?.groups ?? [])]);
      for (const key of keysNamedIn(file)) if (!allowed.has(groupOf(key))) strays.push(`${relative}: ${key}`);
    }
    expect(strays).toEqual([]);
  });

  it('lists no exception that is no longer needed', () => {
    const unused = Object.entries(EXCEPTIONS).filter(([file, { groups }]) => {
      const named = new Set(keysNamedIn(path.join(SRC, file)).map(groupOf));
      return !groups.every((group) => named.has(group));
    });
    expect(unused.map(([file]) => file)).toEqual([]);
  });

  it('groups the email texts by module too, each template name in one group only', () => {
    for (const language of Object.keys(emailTexts) as (keyof typeof emailTexts)[]) {
      const groups = emailTexts[language] as Record<string, Record<string, unknown>>;
      expect(Object.keys(groups).filter((group) => group !== 'common' && !modules.includes(group))).toEqual(
        [],
      );
      const names = Object.values(groups).flatMap((texts) => Object.keys(texts));
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    }
  });
});
