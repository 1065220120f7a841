import { type Color, type PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import type { FontName, Fonts } from './fonts';
import { wrapText } from './text-wrap';

/** A4 in points, and the margins: the bottom one leaves room for the footer, the top for the running head. */
export const PAGE_SIZE: [number, number] = [595.28, 841.89];
export const MARGIN = { top: 62, right: 45, bottom: 66, left: 45 } as const;

export const COLORS = {
  ink: rgb(0.1, 0.12, 0.18),
  muted: rgb(0.38, 0.42, 0.49),
  accent: rgb(0.07, 0.2, 0.38),
  rule: rgb(0.78, 0.81, 0.85),
  band: rgb(0.9, 0.92, 0.95),
  stripe: rgb(0.965, 0.972, 0.98),
} as const;

export type TextStyle = { font?: FontName; size?: number; color?: Color };

/** Where the baseline of a line sits in a line box `lineHeight` tall whose top is at `top`. */
export function baseline(top: number, size: number, lineHeight: number): number {
  // DejaVu's ascender is 0.93 em and descender 0.24 em: centre that span in the box.
  return top - (lineHeight - 1.17 * size) / 2 - 0.93 * size;
}

/**
 * The writing position through the pack: the current page and how far down it we are. Content
 * asks for room before drawing; when there is not enough, the flow starts a new page.
 */
export class PageFlow {
  page: PDFPage;
  /** The top of the next thing to draw, in PDF points from the bottom of the page. */
  y: number;
  readonly left = MARGIN.left;
  readonly width = PAGE_SIZE[0] - MARGIN.left - MARGIN.right;
  /** Height available for content on an empty page. */
  readonly pageRoom = PAGE_SIZE[1] - MARGIN.top - MARGIN.bottom;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(PAGE_SIZE);
    this.y = PAGE_SIZE[1] - MARGIN.top;
  }

  /** Height still free above the footer on this page. */
  get room(): number {
    return this.y - MARGIN.bottom;
  }

  get isPageEmpty(): boolean {
    return this.y >= PAGE_SIZE[1] - MARGIN.top;
  }

  newPage(): void {
    this.page = this.doc.addPage(PAGE_SIZE);
    this.y = PAGE_SIZE[1] - MARGIN.top;
  }

  /** Starts a new page unless `height` still fits; says whether it did. */
  ensure(height: number): boolean {
    if (height <= this.room || this.isPageEmpty) return false;
    this.newPage();
    return true;
  }

  gap(height: number): void {
    this.y = Math.max(this.y - height, MARGIN.bottom);
  }

  /** One line of text at `x`, its line box starting at `top`. */
  drawLine(text: string, x: number, top: number, style: TextStyle & { lineHeight: number }): void {
    const size = style.size ?? 9.5;
    this.page.drawText(text, {
      x,
      y: baseline(top, size, style.lineHeight),
      size,
      font: this.fonts[style.font ?? 'regular'],
      color: style.color ?? COLORS.ink,
    });
  }

  /**
   * A wrapped paragraph across the full width, breaking pages between lines; with `keepTogether`
   * a paragraph that fits on a page is moved whole rather than leaving a line or two behind.
   */
  paragraph(text: string, style: TextStyle = {}, options: { keepTogether?: boolean } = {}): void {
    const size = style.size ?? 9.5;
    const lineHeight = size * 1.45;
    const lines = this.wrap(text, style);
    const height = lines.length * lineHeight;
    if (options.keepTogether && height <= this.pageRoom) this.ensure(height);
    for (const line of lines) {
      this.ensure(lineHeight);
      this.drawLine(line, this.left, this.y, { ...style, size, lineHeight });
      this.y -= lineHeight;
    }
  }

  /** The height `paragraph` takes for this text, to keep a heading with a paragraph moved whole. */
  paragraphHeight(text: string, style: TextStyle = {}): number {
    return this.wrap(text, style).length * (style.size ?? 9.5) * 1.45;
  }

  private wrap(text: string, style: TextStyle): string[] {
    return wrapText(text, this.fonts[style.font ?? 'regular'], style.size ?? 9.5, this.width);
  }

  /** A numbered section heading, kept on the page with at least `keepWith` points of what follows. */
  heading(text: string, keepWith = 60): void {
    const size = 12.5;
    const height = size * 1.6 + 8;
    if (!this.isPageEmpty) this.gap(14);
    this.ensure(height + keepWith);
    this.drawLine(text, this.left, this.y, {
      font: 'bold',
      size,
      color: COLORS.accent,
      lineHeight: size * 1.6,
    });
    this.y -= size * 1.6 + 2;
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.left + this.width, y: this.y },
      thickness: 0.8,
      color: COLORS.accent,
    });
    this.y -= 6;
  }
}
