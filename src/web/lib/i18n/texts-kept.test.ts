import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keepsSideEffects } from '../../../../vite.config';

/**
 * D138: each feature's index asks for its texts in a statement the build must keep. The build
 * treats the features' other modules as free of side effects (so screens keep only what they
 * use); were the indexes treated so too, the call would vanish from the bundle and every screen
 * would draw, suspend and draw again while i18next fetched the texts (a menu opened in between
 * closed under a person's pointer).
 */
const featuresDir = fileURLToPath(new URL('../../features', import.meta.url));

describe('the build keeps what a feature index asks for', () => {
  it('keeps every feature index, and drops unused declarations elsewhere in the features', () => {
    const indexes = readdirSync(featuresDir).map((folder) => path.join(featuresDir, folder, 'index.ts'));
    expect(indexes.length).toBeGreaterThan(20);
    expect(indexes.filter((file) => !keepsSideEffects(file))).toEqual([]);
    expect(keepsSideEffects(path.join(featuresDir, 'ledger/components/funds-panel.tsx'))).toBe(false);
    expect(keepsSideEffects(path.join(featuresDir, 'ledger/api/index.ts'))).toBe(false);
    expect(keepsSideEffects(fileURLToPath(new URL('../../app/router.tsx', import.meta.url)))).toBe(true);
  });
});
