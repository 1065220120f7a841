/** The marked figure blocks of docs/ (scripts/lib/figure-blocks.mjs). */
export const KEPT_ATTRIBUTES: Record<string, string[]>;
export const GENERATED_MARK: string;
export interface FigureBlock {
  name: string;
  body: string;
  whole: string;
  kept: boolean;
  problems: string[];
}
export function docFiles(root: string): string[];
export function blocksOf(text: string): FigureBlock[];
export function strayMarkers(text: string): number;
export function withBodies(text: string, bodies: Record<string, string>): string;
export function unmarkedFigures(text: string): string[];
