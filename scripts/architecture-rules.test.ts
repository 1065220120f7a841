// Proof for issue 16 item 6: the architecture rules in .dependency-cruiser.cjs accept a tree that
// follows the layout and fail on each deliberate forbidden import and on import cycles.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  breaches,
  cleanTree,
  configWithModuleImports,
  cruiseTree,
  cycleFiles,
  cycles,
  root,
  sortViolations,
  type Violation,
} from './architecture-rules.test-support';

const OUR_CONFIG = path.join(root, '.dependency-cruiser.cjs');
// Each cruise starts dependency-cruiser and TypeScript afresh: seconds on two busy cores.
const CRUISE_TIMEOUT = 60_000;

describe('architecture rules (.dependency-cruiser.cjs)', () => {
  it(
    'accepts a tree that follows the layout',
    () => {
      expect(cruiseTree(cleanTree, OUR_CONFIG)).toEqual([]);
    },
    CRUISE_TIMEOUT,
  );

  describe('with one deliberate breach of each rule added', () => {
    let found: Violation[] = [];
    beforeAll(() => {
      const added = Object.assign({}, ...breaches.map((b) => b.files), cycleFiles);
      found = cruiseTree({ ...cleanTree, ...added }, OUR_CONFIG);
    }, CRUISE_TIMEOUT);

    it.each(breaches)('$rule: $from → $to', ({ rule, from, to }) => {
      expect(found).toContainEqual({ rule, from, to });
    });

    it.each(cycles)('no-circular: %s ⇄ %s', (a, b) => {
      const onCycle = found.filter((v) => v.rule === 'no-circular' && [a, b].includes(v.from));
      expect(onCycle).toHaveLength(1);
      expect([onCycle[0]!.from, onCycle[0]!.to].sort()).toEqual([a, b].sort());
    });

    it('reports those breaches, one per cycle, and nothing else', () => {
      const expected = breaches.map(({ rule, from, to }) => ({ rule, from, to }));
      expect(sortViolations(found.filter((v) => v.rule !== 'no-circular'))).toEqual(sortViolations(expected));
      expect(found.filter((v) => v.rule === 'no-circular')).toHaveLength(cycles.length);
    });
  });

  describe('module allow-list', () => {
    const config = configWithModuleImports({ alpha: ['beta'] });
    afterAll(config.remove);

    it(
      "lets a declared pair through the other module's index.ts, only one way, never deeper",
      () => {
        const found = cruiseTree(
          {
            ...cleanTree,
            'src/server/modules/alpha/uses-beta.ts': "export { beta } from '@server/modules/beta/index';\n",
            'src/server/modules/alpha/deep.ts': "export { beta } from '@server/modules/beta/service';\n",
            'src/server/modules/beta/uses-alpha.ts': "export { alpha } from '@server/modules/alpha/index';\n",
          },
          config.file,
        );
        expect(sortViolations(found)).toEqual([
          {
            rule: 'module-boundaries',
            from: 'src/server/modules/alpha/deep.ts',
            to: 'src/server/modules/beta/service.ts',
          },
          {
            rule: 'module-boundaries',
            from: 'src/server/modules/beta/uses-alpha.ts',
            to: 'src/server/modules/alpha/index.ts',
          },
        ]);
      },
      CRUISE_TIMEOUT,
    );
  });
});
