import { inject } from 'vitest';

/**
 * The shared server of this journey file. The journeys run a few files at a time, each worker
 * against a server of its own (global-setup starts one per worker), so two files running at once
 * never share a database, a mailbox or the demo staff's authenticator codes. A file keeps its
 * worker from start to end, so it sees one server throughout.
 */
function mine(): { baseURL: string; mailDir: string } {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('no shared server: the e2e global setup did not run');
  return server;
}

export const sharedBaseURL = (): string => mine().baseURL;
export const sharedMailDir = (): string => mine().mailDir;
