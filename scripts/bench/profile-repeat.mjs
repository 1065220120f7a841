// `--profile repeat`: the bench as it was before issue 34. Every request of a scenario is the same
// query from the same person (bulk.client.1, bulk.lawyer.1, bulk.manager.1, bulk.admin), so after
// the first one most are answered from the figures cache (D128, D129).
import { BULK_ACCOUNTS, BULK_PASSWORD, registrationBody } from './sign-in.mjs';

export async function repeatProfile({ base, pool }) {
  const cookies = Object.fromEntries(
    await Promise.all(
      Object.entries(BULK_ACCOUNTS).map(async ([role, name]) => [role, await pool.cookieFor(name)]),
    ),
  );
  let counter = 0;
  const scenarios = [
    { name: 'readyz (baseline)', path: '/readyz' },
    { name: 'client dashboard', path: '/api/client/dashboard', cookie: cookies.client },
    { name: 'lawyer cases search', path: '/api/lawyer/cases?q=jans&limit=20', cookie: cookies.lawyer },
    { name: 'lawyer dashboard', path: '/api/lawyer/dashboard', cookie: cookies.lawyer },
    { name: 'lawyer analytics', path: '/api/lawyer/analytics', cookie: cookies.lawyer },
    { name: 'manager dashboard', path: '/api/manager/dashboard', cookie: cookies.manager },
    { name: 'manager team page', path: '/api/manager/team?limit=20', cookie: cookies.manager },
    { name: 'public figures (D5)', path: '/api/public/stats' },
    { name: 'admin users search', path: '/api/admin/users?q=jansen&limit=20', cookie: cookies.admin },
    // The admin console's reads (issue 7): first page of people, unassigned cases, the money by
    // month, the firm-wide analytics, the overview figures and the health measurements.
    { name: 'admin users page', path: '/api/admin/users?limit=20', cookie: cookies.admin },
    {
      name: 'admin cases unassigned',
      path: '/api/admin/cases?assignment=unassigned&limit=20',
      cookie: cookies.admin,
    },
    { name: 'admin financials', path: '/api/admin/financials', cookie: cookies.admin },
    { name: 'admin analytics', path: '/api/admin/analytics', cookie: cookies.admin },
    { name: 'admin stats', path: '/api/admin/stats', cookie: cookies.admin },
    { name: 'admin system', path: '/api/admin/system', cookie: cookies.admin },
    {
      name: 'register',
      method: 'POST',
      path: '/api/register',
      write: true,
      setupRequest: (request) => {
        const n = `${process.pid}-${Date.now()}-${counter++}`;
        request.headers = {
          ...request.headers,
          'content-type': 'application/json',
          origin: base,
          // A fresh client address per request (behind TRUST_PROXY), as real sign-ups are.
          'x-forwarded-for': `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
        };
        request.body = JSON.stringify(registrationBody(n));
        return request;
      },
    },
    {
      name: 'login',
      method: 'POST',
      path: '/api/auth/login',
      write: true,
      body: JSON.stringify({ username: BULK_ACCOUNTS.lawyer, password: BULK_PASSWORD }),
      headers: { 'content-type': 'application/json', origin: base },
    },
  ];
  return { scenarios, adminCookie: cookies.admin, trickle: null };
}
