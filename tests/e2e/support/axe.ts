import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { within } from './within';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is now, as "rule (count)"; [] when there are none. */
export async function axeViolations(page: Page): Promise<string[]> {
  const first = await axeOnce(page);
  if (first.length === 0) return first;
  // A live toast that arrived while axe ran is caught mid-fade (half its contrast); look once
  // more after motion stops. A violation that persists is reported.
  return axeOnce(page);
}

async function axeOnce(page: Page): Promise<string[]> {
  await animationsSettled(page);
  // Evaluated, not injected as a <script>: the CSP rightly forbids inline scripts. Once per
  // document: a sweep that resizes the same page runs axe again without parsing it again.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return within(
    AXE_LIMIT_MS,
    `axe on ${page.url()}`,
    page.evaluate(async () => {
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
    }),
  );
}

/** How long one axe run may take on two busy cores before the journey says so. */
const AXE_LIMIT_MS = 60_000;

/**
 * Waits until no finite animation or transition is running. axe reads colours as drawn: a toast
 * caught halfway through its fade-in has half its contrast, which failed runs at random on a
 * faster machine. Endless animations (spinners, skeleton pulses) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A frame, or 250 ms when the page draws none (a renderer starved of CPU may skip frames).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => resolve(undefined));
        setTimeout(resolve, 250);
      });
    for (let round = 0; round < 5; round += 1) {
      // Two frames: an element mounted in this frame starts its transition in the next.
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
        );
      if (running.length === 0) return;
      // At most 3 s a round: an animation paused or held by a starved renderer is not waited for.
      await Promise.race([
        Promise.all(running.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 3_000)),
      ]);
    }
  });
}
