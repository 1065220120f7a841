// Proof for issue 16 item 6 and issue 33 item 2: the architecture rules in .dependency-cruiser.cjs
// accept a tree that follows the layout and fail on each deliberate forbidden import (web features
// and server modules off their allow-lists or past an index, core below modules, jobs and seed
// through the modules' index, production using test support, a kit leaving its module) and on
// import cycles.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  breaches,
  cleanTree,
  configWithAllowLists,
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

  describe('allow-lists', () => {
    const config = configWithAllowLists({
      moduleImports: { alpha: ['beta'] },
      featureImports: { cases: ['ledger'] },
    });
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

    it(
      'lets a declared feature pair through only one way, and deep imports only as feature-through-index',
      () => {
        const found = cruiseTree(
          {
            ...cleanTree,
            'src/web/features/cases/deep.ts': "export { inner } from '@web/features/ledger/internal';\n",
            'src/web/features/ledger/uses-cases.ts': "export { Panel } from '@web/features/cases/index';\n",
          },
          config.file,
        );
        expect(sortViolations(found)).toEqual([
          {
            rule: 'feature-boundaries',
            from: 'src/web/features/ledger/uses-cases.ts',
            to: 'src/web/features/cases/index.ts',
          },
          {
            rule: 'feature-through-index',
            from: 'src/web/features/cases/deep.ts',
            to: 'src/web/features/ledger/internal.ts',
          },
        ]);
      },
      CRUISE_TIMEOUT,
    );
  });
});
