// `npm run bench -- --docs`: the run's table as a dated timing block of docs/performance.md (the
// rule: docs/architecture.md, "Measured"; markers: scripts/lib/figure-blocks.mjs). A run replaces
// the block of the same profile and size, else adds one under the issue 34 heading.
import os from 'node:os';

export const HEADING = '## Issue 34: the firm profile and the repeat profile, as the bench writes them';
const INTRO = `Written by \`npm run bench -- --docs\`: one block per profile and data size, replaced by the next run
of the same profile and size. The firm profile varies every request (person, case, search word,
page or cursor, language) and sends a trickle of writes beside each read; the repeat profile asks
the same question of the same people, as the bench did before issue 34. Each figure is against the
same run's \`/readyz\`; errors are answers other than 2xx.`;

/** "16-core AMD EPYC …, 31 GB": what the block says about the machine. */
export function machine() {
  const cpus = os.cpus();
  return `${cpus.length}-core ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB`;
}

const attribute = (value) => String(value).replace(/"/g, "'");

/** The block's text, markers included, for one run (`run` as results.json holds it). */
export function timingBlock(run) {
  const header = [
    `date=${run.at.slice(0, 10)}`,
    `machine="${attribute(run.machine)}"`,
    `command="${attribute(run.command)}"`,
    `profile=${run.profile}`,
    `clients=${run.clients}`,
    `people=${run.people}`,
    `database=${run.database}`,
    `figures_cache_ms=${run.figuresCacheMs ?? 'default'}`,
  ].join(' ');
  const writes = run.profile === 'firm' && run.writesPerSecond > 0;
  const lines = [
    `**${run.profile} profile, ${run.clients} clients${run.people ? `, ${run.people} people` : ''}** (${run.database}, ${run.instances} instance${run.instances > 1 ? 's' : ''}, ${run.connections} connections, ${run.duration} s per read${writes ? `, ${run.writesPerSecond} writes/s beside each read` : ''}, FIGURES_CACHE_MS ${run.figuresCacheMs ?? 'not set'}):`,
    '',
    `| read | req/s | p50 ms | p99 ms | % of /readyz | errors |${writes ? ' writes | writes p50 / p99 ms | write errors |' : ''}`,
    `|---|---|---|---|---|---|${writes ? '---|---|---|' : ''}`,
    ...run.results
      .filter((r) => !r.skipped)
      .map((r) => {
        const w = r.writes;
        const tail = writes
          ? ` ${w?.count ?? 0} | ${w?.p50 ?? '-'} / ${w?.p99 ?? '-'} | ${w?.errors ?? 0} |`
          : '';
        return `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.share ?? '-'} | ${r.errorCount} |${tail}`;
      }),
  ];
  return `<!-- figures:timing begin ${header} -->\n${lines.join('\n')}\n<!-- figures:timing end -->`;
}

const BLOCKS = /^<!-- figures:timing begin (.*?)-->\n[\s\S]*?^<!-- figures:timing end -->/gm;
const attributesOf = (header) =>
  Object.fromEntries([...header.matchAll(/(\w+)=(?:"([^"]*)"|(\S+))/g)].map(([, k, q, b]) => [k, q ?? b]));

/**
 * The document with `block` in place of the block of the same profile, clients and people, or
 * added at the end of the issue 34 section (made, with its heading, at the end when missing).
 */
export function withTimingBlock(text, block, run) {
  const same = (header) => {
    const a = attributesOf(header);
    return a.profile === run.profile && a.clients === String(run.clients) && a.people === String(run.people);
  };
  let replaced = false;
  const updated = text.replace(BLOCKS, (whole, header) => {
    if (replaced || !same(header)) return whole;
    replaced = true;
    return block;
  });
  if (replaced) return updated;
  const at = text.indexOf(`${HEADING}\n`);
  if (at === -1) return `${text.replace(/\n*$/, '\n')}\n${HEADING}\n\n${INTRO}\n\n${block}\n`;
  const next = text.indexOf('\n## ', at + HEADING.length);
  const end = next === -1 ? text.length : next + 1;
  const section = text.slice(0, end).replace(/\n*$/, '\n');
  return `${section}\n${block}\n${next === -1 ? '' : `\n${text.slice(end)}`}`;
}
