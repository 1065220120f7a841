import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is now, as "rule (count)"; [] when there are none. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated, not injected as a <script>: the CSP rightly forbids inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: () => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe.run();
    return result.violations.map(
      (v) => `${v.id} (${v.nodes.length}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`,
    );
  });
}
