import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { Fonts } from './fonts';
import { COLORS, MARGIN, PAGE_SIZE } from './page-flow';
import { wrapText } from './text-wrap';

/**
 * What every page carries once the content is laid out and the page count is known: the footer
 * (case, who generated it when, "Page X of Y") and, from page 2, a running head naming the pack,
 * so a page separated from the others still says where it belongs.
 */
export type PageChrome = {
  runningHead: { left: string; right: string };
  footerLeft: string;
  pageLabel: (page: number, pages: number) => string;
};

const SIZE = 7.5;

function rule(page: PDFPage, y: number): void {
  page.drawLine({
    start: { x: MARGIN.left, y },
    end: { x: PAGE_SIZE[0] - MARGIN.right, y },
    thickness: 0.5,
    color: COLORS.rule,
  });
}

export function drawPageChrome(doc: PDFDocument, fonts: Fonts, chrome: PageChrome): void {
  const pages = doc.getPages();
  const width = PAGE_SIZE[0] - MARGIN.left - MARGIN.right;
  const right = PAGE_SIZE[0] - MARGIN.right;
  pages.forEach((page, index) => {
    const label = chrome.pageLabel(index + 1, pages.length);
    const labelWidth = fonts.bold.widthOfTextAtSize(label, SIZE);
    rule(page, MARGIN.bottom - 24);
    page.drawText(label, {
      x: right - labelWidth,
      y: MARGIN.bottom - 36,
      size: SIZE,
      font: fonts.bold,
      color: COLORS.ink,
    });
    // A long name or reference wraps onto a second line rather than running into the page number.
    const lines = wrapText(chrome.footerLeft, fonts.regular, SIZE, width - labelWidth - 16).slice(0, 2);
    lines.forEach((line, at) => {
      page.drawText(line, {
        x: MARGIN.left,
        y: MARGIN.bottom - 36 - at * 10,
        size: SIZE,
        font: fonts.regular,
        color: COLORS.muted,
      });
    });
    if (index === 0) return;
    const top = PAGE_SIZE[1] - 36;
    const rightWidth = Math.min(fonts.regular.widthOfTextAtSize(chrome.runningHead.right, SIZE), width / 2);
    const [head = ''] = wrapText(chrome.runningHead.left, fonts.bold, SIZE, width - rightWidth - 16);
    const [firm = ''] = wrapText(chrome.runningHead.right, fonts.regular, SIZE, width / 2);
    page.drawText(head, { x: MARGIN.left, y: top, size: SIZE, font: fonts.bold, color: COLORS.accent });
    page.drawText(firm, {
      x: right - fonts.regular.widthOfTextAtSize(firm, SIZE),
      y: top,
      size: SIZE,
      font: fonts.regular,
      color: COLORS.muted,
    });
    rule(page, top - 6);
  });
}
