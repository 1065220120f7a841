import type { Cookie, Page } from 'playwright-core';
import { unusedCode } from '../../support/totp-codes';
import { demoStaffCode } from './demo-codes';

/** The demo accounts the server seeds on first start (demo only). */
export const DEMO = {
  admin: { username: 'admin', password: 'Demo-Admin-2026' },
  /** The firm's accounts (a second admin): marks paid what the first approved (issue 19). */
  accounts: { username: 'jonas.berg', password: 'Demo-Admin-2026' },
  manager: { username: 'mara.jansen', password: 'Demo-Manager-2026' },
  lawyer: { username: 'lena.vogel', password: 'Demo-Lawyer-2026' },
  secondLawyer: { username: 'luc.moreau', password: 'Demo-Lawyer-2026' },
  client: { username: 'clara.schmidt', password: 'Demo-Client-2026' },
  secondClient: { username: 'daan.visser', password: 'Demo-Client-2026' },
  thirdClient: { username: 'elise.martin', password: 'Demo-Client-2026' },
} as const;

/** Fills the sign-in form on the current page and submits it, as a person would. */
export async function submitSignIn(page: Page, credentials: { username: string; password: string }) {
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(credentials.username);
  await form.getByLabel('Password').fill(credentials.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The demo staff, who take a second step after the password (D27). */
const DEMO_STAFF = [DEMO.admin, DEMO.accounts, DEMO.manager, DEMO.lawyer, DEMO.secondLawyer];

/** Whether these credentials get a demo staff member past the password, on to the second step. */
const reachesSecondStep = (loginPath: string, credentials: { username: string; password: string }) =>
  DEMO_STAFF.some((a) => a.username === credentials.username && a.password === credentials.password) &&
  (loginPath !== '/admin-login' ||
    [DEMO.admin, DEMO.accounts].some((a) => a.username === credentials.username));

/**
 * Signs in on `loginPath` as a person would: the password, then for demo staff the code from
 * their authenticator app on the second-step page. The caller waits for where it expects to land.
 */
export async function signIn(
  page: Page,
  loginPath: string,
  credentials: { username: string; password: string; totpSecret?: string },
) {
  await page.goto(loginPath);
  await submitSignIn(page, credentials);
  if (credentials.totpSecret) {
    // Someone the journey enrolled itself: their app's next unused code.
    await page.waitForURL('**/sign-in/second-factor');
    const form = page.getByRole('main');
    await form.getByLabel('Authentication code').fill(await unusedCode(credentials.totpSecret));
    await form.getByRole('button', { name: 'Verify' }).click();
  } else if (reachesSecondStep(loginPath, credentials)) {
    await enterSecondStepCode(page, credentials.username);
  }
}

/**
 * Demo staff sessions of this journey file, by username: each full sign-in spends one of the
 * account's authenticator codes (one per 30-second step; the server refuses a step twice), so a
 * file signs each demo staff member in through the pages once and later tests continue that
 * session in their own browser context, landing where the sign-in landed.
 */
const staffPages = new Map<string, { cookies: Cookie[]; home: string }>();

/** Signs in like `signIn`, reusing this file's earlier session of the same demo staff member. */
export async function signInAsStaff(
  page: Page,
  loginPath: string,
  credentials: { username: string; password: string },
) {
  // Keyed by server too: a journey with a server of its own has its own sessions and codes.
  await page.goto(loginPath);
  const key = `${new URL(page.url()).origin} ${credentials.username}`;
  const kept = staffPages.get(key);
  if (kept && reachesSecondStep(loginPath, credentials)) {
    await page.context().addCookies(kept.cookies);
    const me = await page.request.get('/api/auth/me');
    if (me.ok() && ((await me.json()) as { user: { stage: string } }).user.stage === 'complete') {
      await page.goto(kept.home);
      return;
    }
    await page.context().clearCookies();
  }
  await signIn(page, loginPath, credentials);
  if (!reachesSecondStep(loginPath, credentials)) return;
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in/') && url.pathname !== loginPath);
  staffPages.set(key, {
    cookies: await page.context().cookies(),
    home: new URL(page.url()).pathname,
  });
}

/** On the second-step page: types the app's current code and verifies it. */
export async function enterSecondStepCode(page: Page, username: string) {
  await page.waitForURL('**/sign-in/second-factor');
  const form = page.getByRole('main');
  // The codes spent are counted per server (each has its own database): the page's.
  const server = new URL(page.url()).origin;
  await form.getByLabel('Authentication code').fill(await demoStaffCode(username, server));
  await form.getByRole('button', { name: 'Verify' }).click();
}

/** The notification area (sonner), where toasts appear. */
export function notifications(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/** Who the server says is signed in, so tests never assume the seeded names. */
export async function currentUser(page: Page): Promise<{ id: string; firstName: string; lastName: string }> {
  const response = await page.request.get('/api/auth/me');
  if (!response.ok()) throw new Error(`GET /api/auth/me answered ${response.status()}`);
  return ((await response.json()) as { user: { id: string; firstName: string; lastName: string } }).user;
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The demo admin, signed in, on one tab of the console once its heading shows. */
export async function openAdminTab(page: Page, tab: string, heading: string) {
  await signInAsStaff(page, '/admin-login', DEMO.admin);
  await page.waitForURL('**/admin-dashboard');
  await page.goto(`/admin-dashboard?tab=${tab}`);
  await page.getByRole('heading', { name: heading }).waitFor();
}

/**
 * D27: on /sign-in/enrol, sets up an authenticator app as a person would: reads the setup key,
 * types the app's first code, keeps the recovery codes and continues. Returns the secret, so a
 * later sign-in can type its codes.
 */
export async function enrolAuthenticator(page: Page): Promise<string> {
  await page.waitForURL('**/sign-in/enrol');
  const main = page.getByRole('main');
  const secret = (await main.getByLabel('Setup key').inputValue()).replace(/\s/g, '');
  await main.getByLabel('Authentication code').fill(await unusedCode(secret));
  await main.getByRole('button', { name: 'Verify' }).click();
  await main.getByRole('checkbox', { name: 'I have stored these codes somewhere safe' }).click();
  await main.getByRole('button', { name: 'Continue' }).click();
  return secret;
}
