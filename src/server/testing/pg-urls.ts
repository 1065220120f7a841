/** A URL for another database on the same PostgreSQL server as `base`. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export const TEMPLATE_DB = 'recourse_test_template';
