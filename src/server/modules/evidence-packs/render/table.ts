import type { Color } from 'pdf-lib';
import type { FontName } from './fonts';
import { COLORS, type PageFlow } from './page-flow';
import { wrapText } from './text-wrap';

/**
 * Tables for the pack: columns sized by weight across the text width, cells wrapped to their
 * column, the header row repeated on every page the table reaches. A row moves whole to the
 * next page; only a row taller than a page (a very long note) is split between lines.
 */

export type Run = { text: string; font?: FontName; color?: Color; size?: number };
export type Column = { header: string; weight: number; align?: 'left' | 'right' };
export type TableOptions = {
  columns: Column[];
  rows: Run[][][];
  showHeader?: boolean;
  striped?: boolean;
  fontSize?: number;
};

type Line = { text: string; font: FontName; color: Color; size: number };

const PAD_X = 4;
const PAD_Y = 3.5;

export function drawTable(flow: PageFlow, options: TableOptions): void {
  const { columns, showHeader = true, striped = true } = options;
  const size = options.fontSize ?? 8;
  const lineHeight = size * 1.38;
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => (column.weight / total) * flow.width);
  const starts = widths.map((_, index) => flow.left + widths.slice(0, index).reduce((a, b) => a + b, 0));

  const layout = (cells: Run[][]): Line[][] =>
    cells.map((runs, index) =>
      runs.flatMap((run) => {
        const font = run.font ?? 'regular';
        const runSize = run.size ?? size;
        return wrapText(run.text, flow.fonts[font], runSize, widths[index]! - 2 * PAD_X).map((text) => ({
          text,
          font,
          size: runSize,
          color: run.color ?? COLORS.ink,
        }));
      }),
    );
  const heightOf = (cells: Line[][]) => Math.max(1, ...cells.map((c) => c.length)) * lineHeight + 2 * PAD_Y;

  const header = layout(
    columns.map((column) => [{ text: column.header, font: 'bold', color: COLORS.accent }]),
  );
  const headerHeight = showHeader ? heightOf(header) : 0;

  const drawCells = (cells: Line[][], height: number, fill?: Color) => {
    if (fill) {
      flow.page.drawRectangle({ x: flow.left, y: flow.y - height, width: flow.width, height, color: fill });
    }
    cells.forEach((lines, index) => {
      const column = columns[index]!;
      lines.forEach((line, row) => {
        const font = flow.fonts[line.font];
        const inner = widths[index]! - 2 * PAD_X;
        const offset = column.align === 'right' ? inner - font.widthOfTextAtSize(line.text, line.size) : 0;
        const top = flow.y - PAD_Y - row * lineHeight;
        flow.drawLine(line.text, starts[index]! + PAD_X + offset, top, { ...line, lineHeight });
      });
    });
    flow.y -= height;
    flow.page.drawLine({
      start: { x: flow.left, y: flow.y },
      end: { x: flow.left + flow.width, y: flow.y },
      thickness: 0.4,
      color: COLORS.rule,
    });
  };
  const drawHeader = () => {
    if (showHeader) drawCells(header, headerHeight, COLORS.band);
  };

  const rows = options.rows.map(layout);
  flow.ensure(headerHeight + (rows[0] ? heightOf(rows[0]) : 0));
  drawHeader();
  rows.forEach((row, index) => {
    const fill = striped && index % 2 === 1 ? COLORS.stripe : undefined;
    let rest = row;
    if (heightOf(rest) > flow.room) {
      if (heightOf(rest) <= flow.pageRoom - headerHeight) {
        flow.newPage();
        drawHeader();
      } else {
        // Taller than any page: fill what is left here line by line, then carry on overleaf.
        while (heightOf(rest) > flow.room) {
          const fitting = Math.floor((flow.room - 2 * PAD_Y) / lineHeight);
          if (fitting >= 1) {
            drawCells(
              rest.map((lines) => lines.slice(0, fitting)),
              fitting * lineHeight + 2 * PAD_Y,
              fill,
            );
            rest = rest.map((lines) => lines.slice(fitting));
          }
          flow.newPage();
          drawHeader();
        }
      }
    }
    drawCells(rest, heightOf(rest), fill);
  });
}
