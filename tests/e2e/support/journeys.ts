import type { Page } from 'playwright-core';

/** The demo accounts the server seeds on first start (demo only). */
export const DEMO = {
  admin: { username: 'admin', password: 'Demo-Admin-2026' },
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
  await form.getByRole('button', { name: 'Sign in' }).click();
}

export async function signIn(
  page: Page,
  loginPath: string,
  credentials: { username: string; password: string },
) {
  await page.goto(loginPath);
  await submitSignIn(page, credentials);
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
  await signIn(page, '/admin-login', DEMO.admin);
  await page.waitForURL('**/admin-dashboard');
  await page.goto(`/admin-dashboard?tab=${tab}`);
  await page.getByRole('heading', { name: heading }).waitFor();
}
