import { STEP_UP_EXEMPT } from '../src/server/lib/step-up-exempt';
import type { Access, RouteAccess } from '../src/server/plugins/access';

/** Where the generated review table lives, from the repository root. */
export const ACCESS_DOC_PATH = 'docs/access.md';

const INTRO = `# Who may call what

Generated from the registered routes by \`npm run docs:access\`: do not edit it by hand (an API
test fails when it is out of date). Each route declares its access in its own options,
\`config: { access }\`, and \`src/server/plugins/access.ts\` enforces it before validation (D103);
a route without one stops the server at start-up.

- **anyone**: no session needed.
- **anyone signed in**: any role.
- otherwise only the roles listed (no session → 401, another role → 403).

Two more columns (D27): **Step-up** "yes" means the route moves money or access and answers 401
\`reauthentication_required\` unless the session's last password or factor check is under 10
minutes old (POST \`/api/auth/reauthenticate\` renews it). D36: every state-changing route staff
can call asks, but for the few that say "no" with their reason (\`src/server/lib/step-up-exempt.ts\`;
\`src/server/plugins/step-up-coverage.test.ts\` fails on a route with neither). **Open during sign-in step** names the
steps (\`second_factor\`, \`enrolment\`) whose partial session may call the route; a partial
session gets 401 \`second_factor_required\` or \`second_factor_enrolment_required\` everywhere else.

A caller who may call a route still reaches only their own rows: a case, client or lead outside
their scope answers 404 (D21). The API reference pages under \`/api/docs\` are open to anyone.
Routes are grouped by their OpenAPI tag.
`;

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function whoMayCall(access: Access): string {
  if (access === 'public') return 'anyone';
  if (access === 'signed-in') return 'anyone signed in';
  return access.join(', ');
}

const stepUpOf = (route: RouteAccess) => {
  if (route.stepUp) return 'yes';
  const reason = STEP_UP_EXEMPT[`${route.method} ${route.url}`];
  return reason ? `no: ${reason}` : '';
};

const openDuringOf = (route: RouteAccess) => (route.openDuring ?? []).map((s) => `\`${s}\``).join(', ');

/** The Markdown of docs/access.md: a short intro, then one table per tag (sorted, stable). */
export function renderAccessDoc(routes: readonly RouteAccess[]): string {
  const groups = new Map<string, RouteAccess[]>();
  for (const route of routes) {
    if (route.url === '/api/docs' || route.url.startsWith('/api/docs/')) continue;
    const tag = route.tags[0] ?? 'other';
    groups.set(tag, [...(groups.get(tag) ?? []), route]);
  }
  const sections = [...groups.keys()].sort().map((tag) => {
    const rows = (groups.get(tag) ?? [])
      .slice()
      .sort(
        (a, b) =>
          a.url.localeCompare(b.url) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
      )
      .map(
        (r) =>
          `| ${r.method} | \`${r.url}\` | ${whoMayCall(r.access)} | ${stepUpOf(r)} | ${openDuringOf(r)} |`,
      );
    const head = '| Method | Path | Who may call | Step-up | Open during sign-in step |';
    return [`## ${tag}`, '', head, '|---|---|---|---|---|', ...rows].join('\n');
  });
  return `${[INTRO.trimEnd(), ...sections].join('\n\n')}\n`;
}
