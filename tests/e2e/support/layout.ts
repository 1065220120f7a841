import type { Page } from 'playwright-core';
import { within } from './within';

/**
 * What a person would see cut off on the page as drawn now (issue 17 item 3), one line each:
 * the page wider than the window, and buttons, links or tabs whose text does not fit them or
 * that a container without a scroll bar cuts off. [] when nothing is cut off.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    // The text as drawn (innerText, not textContent) is what a person sees cut off.
    // biome-ignore lint/performance/useDomNodeTextContent: see above
    const drawn = (el: Element) => (el as HTMLElement).innerText;
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(drawn(el) || el.getAttribute('aria-label') || '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 80)}"`;
    // Screen-reader-only text (the skip link until focused) is clipped on purpose; no one sees it.
    const seen = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        box.width > 2 &&
        box.height > 2 &&
        style.clip === 'auto' &&
        style.clipPath === 'none' &&
        el.checkVisibility({ visibilityProperty: true })
      );
    };

    const width = window.innerWidth;
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) {
      // Name the innermost elements that stick out, which are what needs fixing.
      const out = [...document.body.querySelectorAll('*')].filter(
        (el) => seen(el) && el.getBoundingClientRect().right > width + 1,
      );
      const innermost = out.filter((el) => !out.some((other) => other !== el && el.contains(other)));
      problems.push(
        `the page is ${pageWidth} px wide in a ${width} px window; sticking out: ${innermost
          .slice(0, 4)
          .map(label)
          .join(', ')}`,
      );
    }

    const controls = document.querySelectorAll('button, a[href], [role="tab"], [role="button"]');
    for (const el of controls) {
      if (!seen(el)) continue;
      // The control itself, and anything inside it that cuts its own content (truncate, overflow).
      const boxes = [el, ...el.querySelectorAll('*')].filter((box) => {
        if (box === el) return true;
        if (!seen(box)) return false;
        const style = getComputedStyle(box);
        return style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      });
      // A control's own box does not clip, so its text is only "cut off" when it runs past the
      // border; a badge placed over the corner on purpose (the bell's count) is out of the flow
      // and is judged by whether its own text fits it.
      const clips = (box: Element) => box !== el || getComputedStyle(el).overflowX !== 'visible';
      // (Screen-reader-only text is out of the flow too, and drawn nowhere.)
      const badges = [...el.querySelectorAll('*')].filter((box) =>
        ['absolute', 'fixed'].includes(getComputedStyle(box).position),
      );
      if (
        boxes.some((box) => clips(box) && box.clientWidth > 0 && box.scrollWidth > box.clientWidth + 1) ||
        badges.some((badge) => seen(badge) && badge.scrollWidth > badge.clientWidth + 1) ||
        textRunsPast(el, badges)
      ) {
        problems.push(`text cut off in ${label(el)}`);
        continue;
      }
      // A container that hides its overflow makes the rest unreachable; one that scrolls
      // sideways hides it from view unless it is a named, focusable region (DataTable's
      // regionLabel) that announces it scrolls. Row actions must be on screen otherwise.
      const rect = el.getBoundingClientRect();
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow === 'visible') continue;
        if ((overflow === 'auto' || overflow === 'scroll') && up.hasAttribute('aria-label')) break;
        const frame = up.getBoundingClientRect();
        if (frame.width > 2 && (rect.right > frame.right + 1 || rect.left < frame.left - 1)) {
          problems.push(`${label(el)} cut off by its container`);
          break;
        }
      }
    }
    return problems;

    /** Whether a line of the control's in-flow text is drawn past its left or right border. */
    function textRunsPast(control: Element, badges: Element[]): boolean {
      const frame = control.getBoundingClientRect();
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || badges.some((badge) => badge.contains(node))) continue;
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          if (line.width > 0 && (line.right > frame.right + 1 || line.left < frame.left - 1)) return true;
        }
      }
      return false;
    }
  });
}

/** Resolves once the page has drawn its data: a main heading, no skeletons, nothing busy. */
export async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[data-slot="skeleton"], [aria-busy="true"], [role="status"].min-h-dvh'),
    undefined,
    { timeout: 15_000 },
  );
  await within(
    15_000,
    `the fonts of ${page.url()}`,
    page.evaluate(() => document.fonts.ready.then(() => undefined)),
  );
}
