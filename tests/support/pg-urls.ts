/** A URL for another database on the same PostgreSQL server as `base`. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Each test run owns the databases named with its own prefix, so two runs on one server (a
 * developer's and CI's, or parallel worktrees) never drop each other's databases.
 */
export function runPrefix(): string {
  return `recourse_test_${process.pid}_`;
}
