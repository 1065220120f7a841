/** What `npm run docs:figures` prints into each generated block (scripts/lib/figure-generators.mjs). */
export interface Decision {
  file: string;
  id: string | undefined;
  number: number;
  title: string | undefined;
  summary: string | undefined;
  state: string | undefined;
}
export function readDecision(root: string, file: string): Decision;
export function readDecisions(root: string): Decision[];
export function unavailableReason(name: string): string | null;
export const GENERATORS: Record<string, (root: string) => string>;
