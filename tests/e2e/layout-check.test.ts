import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { layoutProblems } from './support/layout';

const { newPage } = setupBrowser();

/**
 * The layout sweep's own measure (support/layout.ts), on pages small enough to read: it must
 * name a label that runs past its button or is clipped, and must not name a count badge drawn
 * over a button's corner on purpose (the sweep once failed on the bell's "15").
 */
describe('what the layout sweep counts as cut off', () => {
  const page = async (body: string) => {
    const p = await newPage({ viewport: { width: 600, height: 400 } });
    await p.setContent(`<!doctype html><html lang="en"><body style="margin:40px">${body}</body></html>`);
    return p;
  };

  it('names a label wider than its fixed-width button, drawn or clipped', async () => {
    const long = 'A label far too long for this button';
    const drawn = await page(`<button style="width:60px;white-space:nowrap">${long}</button>`);
    expect(await layoutProblems(drawn)).toEqual([`text cut off in button "${long}"`]);
    const clipped = await page(
      `<button style="width:60px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${long}</button>`,
    );
    expect(await layoutProblems(clipped)).toEqual([`text cut off in button "${long}"`]);
  });

  it('leaves alone a badge over the corner whose count fits it', async () => {
    const bell = await page(
      `<button aria-label="Notifications, 15 unread" style="position:relative;width:36px;height:36px">
         <span aria-hidden="true" style="position:absolute;top:-6px;right:-6px;min-width:20px">15</span>
       </button>`,
    );
    expect(await layoutProblems(bell)).toEqual([]);
  });

  it('names a badge too narrow for its own count', async () => {
    const bell = await page(
      `<button style="position:relative;width:36px;height:36px">
         <span style="position:absolute;top:-6px;right:-6px;width:8px;overflow:hidden;white-space:nowrap">1,234</span>
       </button>`,
    );
    expect(await layoutProblems(bell)).toEqual(['text cut off in button "1,234"']);
  });
});
