/** scripts/bench/docs-block.mjs: the bench's timing block in docs/performance.md. */
export const HEADING: string;
export function machine(): string;
export type BenchRun = {
  at: string;
  machine: string;
  command: string;
  profile: string;
  clients: number;
  people: number;
  database: string;
  figuresCacheMs: string | null;
  instances: number;
  connections: number;
  duration: number;
  writesPerSecond: number;
  results: {
    name: string;
    skipped?: boolean;
    requestsPerSecond: number;
    p50: number;
    p99: number;
    share?: string;
    errorCount: number;
    writes?: { count: number; p50: number; p99: number; errors: number };
  }[];
};
export function timingBlock(run: BenchRun): string;
export function withTimingBlock(text: string, block: string, run: BenchRun): string;
