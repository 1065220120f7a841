// `--profile firm` (issue 34): the reads a firm makes, each request different. A pool of people
// signs in (clients, lawyers across the desks, the desks' managers, the admin); the bench learns
// their cases and the lists' cursors through the API; then every request of a scenario is made
// by autocannon's setupRequest: a random person of the role (their cookie), a random case of
// theirs, a search word of 2–5 letters from the seeded names, a page or cursor, and an
// Accept-Language of the six the firm speaks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nextAddress } from './sign-in.mjs';

const LANGUAGES = ['en', 'es', 'nl', 'de', 'it', 'fr'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const chance = (p) => Math.random() < p;

/** The seed's first names and surname syllables (src/server/seed/bulk.ts), read from its source. */
function seededNames(root) {
  const source = readFileSync(path.join(root, 'src/server/seed/bulk.ts'), 'utf8');
  const list = (name) => {
    const body = source.match(new RegExp(`const ${name} = \\[([^\\]]*)\\]`))?.[1];
    if (!body) throw new Error(`src/server/seed/bulk.ts has no ${name} list`);
    return [...body.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  };
  const starts = list('LAST_START');
  const ends = list('LAST_END');
  return [...list('FIRST'), ...starts.flatMap((s) => ends.map((e) => s + e))];
}

/** The hot indicators as typed, and which cases name them (src/server/seed/bulk-trail.ts). */
function hotIndicators(root) {
  const source = readFileSync(path.join(root, 'src/server/seed/bulk-trail.ts'), 'utf8');
  const every = Number(source.match(/HOT_EVERY = (\d+)/)?.[1]);
  const typed = (key) => source.match(new RegExp(`${key}: '([^']+)'`))?.[1];
  const values = [typed('walletAddress'), typed('iban'), typed('value')];
  if (!every || values.some((v) => !v))
    throw new Error('src/server/seed/bulk-trail.ts: hot indicators not found');
  return {
    wallet: values[0],
    values,
    /** Cases 0, 1, 2 modulo HOT_EVERY (by reference number) name the wallet, the IBAN, the domain. */
    isHot: (reference) => Number(reference.match(/(\d+)$/)?.[1]) % every < 3,
  };
}

async function getJson(base, url, cookie) {
  const response = await fetch(base + url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The first `pages` pages of a keyset list: the cursors that start pages 2 … pages. */
async function cursorsOf(base, url, cookie, rowsKey, pages) {
  const cursors = [];
  const rows = [];
  let cursor = null;
  for (let i = 0; i < pages; i++) {
    const page = await getJson(base, cursor ? `${url}&cursor=${encodeURIComponent(cursor)}` : url, cookie);
    rows.push(...(page[rowsKey] ?? []));
    cursor = page.nextCursor;
    if (!cursor) break;
    cursors.push(cursor);
  }
  return { cursors, rows };
}

/** How many of each role sign in: the sizes at 10k clients and more, fewer below. */
export function poolSizes(clients) {
  return {
    clients: Math.min(200, clients, Math.max(4, Math.ceil(clients / 50))),
    lawyers: Math.min(40, Math.max(8, Math.ceil(clients / 25))),
    managers: 8,
  };
}

export async function firmProfile({ root, base, pool, clients: clientCount }) {
  const sizes = poolSizes(clientCount);
  const names = seededNames(root);
  const hot = hotIndicators(root);
  const admin = await pool.cookieFor('bulk.admin');

  // Lawyers with cases, as many from each desk (the admin's people list says who has how many).
  const { rows: lawyerRows } = await cursorsOf(
    base,
    '/api/admin/users?role=lawyer&limit=100',
    admin,
    'users',
    10,
  );
  const byDesk = new Map();
  for (const row of lawyerRows.filter((r) => r.username.startsWith('bulk.lawyer.'))) {
    byDesk.set(row.deskId, [...(byDesk.get(row.deskId) ?? []), row]);
  }
  const perDesk = Math.ceil(sizes.lawyers / Math.max(1, byDesk.size));
  const lawyerNames = [...byDesk.values()]
    .flatMap((rows) => rows.sort((a, b) => (b.totalCases ?? 0) - (a.totalCases ?? 0)).slice(0, perDesk))
    .slice(0, sizes.lawyers)
    .map((r) => r.username);
  const clientNames = Array.from({ length: sizes.clients }, (_, i) => `bulk.client.${i + 1}`);
  const managerNames = Array.from({ length: sizes.managers }, (_, i) => `bulk.manager.${i + 1}`);
  console.log(
    `Signing in ${clientNames.length} clients, ${lawyerNames.length} lawyers, ${managerNames.length} managers and the admin ...`,
  );
  const clients = await pool.signInAll(clientNames);
  const lawyers = await pool.signInAll(lawyerNames);
  const managers = await pool.signInAll(managerNames);

  // Their cases, learnt as their screens learn them.
  for (const c of clients)
    c.caseId = (await getJson(base, '/api/client/dashboard', c.cookie)).case?.id ?? null;
  for (const l of lawyers) {
    l.cases = (await getJson(base, '/api/lawyer/cases?limit=100', l.cookie)).cases.map((k) => ({
      id: k.id,
      reference: k.reference,
      status: k.status,
    }));
  }
  for (const m of managers) {
    m.cursors = (await cursorsOf(base, '/api/manager/team?limit=20', m.cookie, 'members', 5)).cursors;
  }
  const adminCases = await cursorsOf(base, '/api/admin/cases?limit=100', admin, 'cases', 5);
  const unassigned = await cursorsOf(
    base,
    '/api/admin/cases?assignment=unassigned&limit=20',
    admin,
    'cases',
    10,
  );
  const people = await cursorsOf(base, '/api/admin/users?limit=20', admin, 'users', 10);

  const withCase = clients.filter((c) => c.caseId);
  const lawyersWithCases = lawyers.filter((l) => l.cases.length > 0);
  // The scheme view on the big scheme's cases: a lawyer's own, or any through the admin.
  const hotCases = [
    ...lawyersWithCases.flatMap((l) =>
      l.cases.filter((k) => hot.isHot(k.reference)).map((k) => ({ cookie: l.cookie, id: k.id })),
    ),
    ...adminCases.rows.filter((k) => hot.isHot(k.reference)).map((k) => ({ cookie: admin, id: k.id })),
  ];
  const anyCases = adminCases.rows.map((k) => ({ cookie: admin, id: k.id }));
  console.log(
    `Pool: ${withCase.length} clients with a case, ${lawyersWithCases.length} lawyers with cases (${lawyersWithCases.reduce((n, l) => n + l.cases.length, 0)} cases), ${hotCases.length} big-scheme cases, ${people.cursors.length + unassigned.cursors.length + managers.reduce((n, m) => n + m.cursors.length, 0)} cursors.`,
  );

  const prefix = () => {
    const word = pick(names).toLowerCase();
    return word.slice(0, 2 + Math.floor(Math.random() * Math.min(4, word.length - 1)));
  };
  const lawyerCase = () => {
    const l = pick(lawyersWithCases);
    return { cookie: l.cookie, id: pick(l.cases).id };
  };
  /** One varied request: who asks (their cookie), in which language, for what. */
  const read = (name, make) => ({
    name,
    setupRequest: (request) => {
      const { cookie, path: url } = make();
      request.path = url;
      request.headers = {
        ...request.headers,
        'accept-language': pick(LANGUAGES),
        ...(cookie ? { cookie } : {}),
      };
      return request;
    },
  });
  const role = (list) => () => pick(list).cookie;
  const client = role(withCase.length ? withCase : clients);
  const lawyer = role(lawyers);
  const manager = role(managers);
  const pageOrCursor = (cursors, url, pages) =>
    chance(0.5) && cursors.length
      ? `${url}&cursor=${encodeURIComponent(pick(cursors))}`
      : `${url}&page=${1 + Math.floor(Math.random() * pages)}`;

  const scenarios = [
    { name: 'readyz (baseline)', path: '/readyz' },
    read('client dashboard', () => ({ cookie: client(), path: '/api/client/dashboard' })),
    read('client case detail', () => {
      const c = pick(withCase);
      return { cookie: c.cookie, path: `/api/cases/${c.caseId}` };
    }),
    read('client messages', () => {
      const c = pick(withCase);
      return { cookie: c.cookie, path: `/api/cases/${c.caseId}/messages?page=1&limit=20` };
    }),
    read('lawyer cases search', () => ({
      cookie: lawyer(),
      path: `/api/lawyer/cases?q=${encodeURIComponent(prefix())}&limit=20&page=${chance(0.8) ? 1 : 2}`,
    })),
    read('lawyer dashboard', () => ({ cookie: lawyer(), path: '/api/lawyer/dashboard' })),
    read('lawyer analytics', () => ({ cookie: lawyer(), path: '/api/lawyer/analytics' })),
    read('lawyer case detail', () => {
      const k = lawyerCase();
      return { cookie: k.cookie, path: `/api/cases/${k.id}` };
    }),
    read('lawyer messages', () => {
      const k = lawyerCase();
      return { cookie: k.cookie, path: `/api/cases/${k.id}/messages?page=1&limit=20` };
    }),
    read('manager dashboard', () => ({ cookie: manager(), path: '/api/manager/dashboard' })),
    read('manager team page', () => {
      const m = pick(managers);
      const cursor = chance(0.6) && m.cursors.length ? `&cursor=${encodeURIComponent(pick(m.cursors))}` : '';
      return { cookie: m.cookie, path: `/api/manager/team?limit=20${cursor}` };
    }),
    read('admin users search', () => ({
      cookie: admin,
      path: `/api/admin/users?q=${encodeURIComponent(prefix())}&limit=20&page=${chance(0.8) ? 1 : 2}`,
    })),
    read('admin users page', () => ({
      cookie: admin,
      path: pageOrCursor(people.cursors, '/api/admin/users?limit=20', 50),
    })),
    read('admin cases unassigned', () => ({
      cookie: admin,
      path: pageOrCursor(unassigned.cursors, '/api/admin/cases?assignment=unassigned&limit=20', 20),
    })),
    read('admin financials', () => ({ cookie: admin, path: '/api/admin/financials' })),
    read('admin stats', () => ({ cookie: admin, path: '/api/admin/stats' })),
    read('case links', () => {
      const k = chance(0.2) && hotCases.length ? pick(hotCases) : lawyerCase();
      return { cookie: k.cookie, path: `/api/cases/${k.id}/indicators` };
    }),
    read('scheme view', () => {
      const k = pick(hotCases.length ? hotCases : anyCases);
      return { cookie: k.cookie, path: `/api/cases/${k.id}/scheme` };
    }),
    read('lawyer payment trail', () => {
      const k = lawyerCase();
      return { cookie: k.cookie, path: `/api/cases/${k.id}/payment-trail` };
    }),
    {
      name: 'public check',
      method: 'POST',
      path: '/api/public/indicator-check',
      setupRequest: (request) => {
        // Half the big scheme's destinations, half a wallet nobody reported; a caller of their own
        // each time (the check allows a handful per address).
        const value = chance(0.5)
          ? pick(hot.values)
          : `0x${Math.random().toString(16).slice(2, 12).padEnd(40, '7')}`;
        request.headers = {
          ...request.headers,
          'content-type': 'application/json',
          origin: base,
          'accept-language': pick(LANGUAGES),
          'x-forwarded-for': nextAddress(),
        };
        request.body = JSON.stringify({ value });
        return request;
      },
    },
  ];
  // A scenario with nobody to ask (a tiny data set) is left out, and the report says so.
  const missing = [
    ...(withCase.length ? [] : ['client case detail', 'client messages']),
    ...(lawyersWithCases.length
      ? []
      : ['lawyer case detail', 'lawyer messages', 'case links', 'lawyer payment trail']),
    ...(hotCases.length || anyCases.length ? [] : ['scheme view']),
  ];
  return {
    scenarios: scenarios.filter((s) => !missing.includes(s.name)),
    skipped: missing,
    adminCookie: admin,
    firm: { clients, lawyers: lawyersWithCases },
    hotWallet: hot.wallet,
  };
}
