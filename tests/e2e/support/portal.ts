import { randomBytes, randomInt } from 'node:crypto';
import { type APIRequestContext, type APIResponse, type Page, request } from 'playwright-core';
import { expect } from 'vitest';
import { demoStaffCode } from './demo-codes';
import { DEMO } from './journeys';
import { deliveredTo } from './mailbox';
import { sharedBaseURL } from './shared-server';

/**
 * Helpers for the client-portal journeys (issue 5): a freshly registered client with a case, and
 * staff sessions that act on it through the API as the firm would.
 */

/** A documentation-range address per registration, so the per-IP registration limit never trips. */
const someIp = () => `198.51.100.${randomInt(1, 255)}`;

export type RegisteredClient = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  clientId: string;
  caseId: string;
  caseReference: string;
  /** The emailed set-password link's token. */
  token: string;
};

/**
 * Registers through POST /api/register on the page's own context (so the page is signed in as the
 * new client) and, unless told not to, sets the password from that session as the dialog would.
 */
export async function registerClient(
  page: Page,
  options: {
    setPassword?: boolean;
    /** D28: confirm the email address as the emailed link would (default), so payouts are open. */
    confirmEmail?: boolean;
    firstName?: string;
    lastName?: string;
    country?: string;
    /** Where the server's emails land, for a journey with its own server and SMTP server. */
    mailDir?: string;
  } = {},
): Promise<RegisteredClient> {
  const suffix = randomBytes(4).toString('hex');
  const firstName = options.firstName ?? 'Ida';
  const lastName = options.lastName ?? `Berg-${suffix}`;
  const email = `ida.${suffix}@example.test`;
  const response = await page.request.post('/api/register', {
    headers: { 'X-Forwarded-For': someIp() },
    data: {
      firstName,
      lastName,
      email,
      country: options.country ?? 'DE',
      fraudType: 'investment',
      amountLost: '25000',
      description: 'A trading platform stopped answering after I sent my savings.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as {
    token: string;
    clientData: { clientId: string; caseId: string; caseReference: string };
  };
  const password = `Calm-River-${suffix}-7`;
  if (options.setPassword !== false) {
    const set = await page.request.post('/api/auth/initial-password', { data: { password } });
    expect(set.status(), await set.text()).toBeLessThan(300);
  }
  if (options.confirmEmail !== false) await confirmThroughLink(page, email, options.mailDir);
  return { email, password, firstName, lastName, token: body.token, ...body.clientData };
}

/**
 * The confirmation link (D28) from the newest email to `email`, as the person receives it: the
 * outbox shows it masked (D31). Returns the link's path and query.
 */
export const CONFIRM_LINK = /\/confirm-email\?token=[^\s]+/;

/** The newest confirmation link sent to `email`, once `atLeast` of them have arrived. */
export async function confirmationLinkFor(email: string, mailDir?: string, atLeast = 1): Promise<string> {
  const body = await deliveredTo(email, CONFIRM_LINK, mailDir, atLeast);
  return body.match(CONFIRM_LINK)![0];
}

/** Uses the emailed confirmation link through the API, as the /confirm-email page does. */
export async function confirmThroughLink(page: Page, email: string, mailDir?: string) {
  const token = new URL(await confirmationLinkFor(email, mailDir), 'http://x').searchParams.get('token');
  const confirmed = await page.request.post('/api/confirm-email', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/**
 * A demo staff member's complete API session per journey file, reused: each sign-in spends one
 * of the account's authenticator codes (one 30-second step each, D27), so signing in for every
 * call would soon wait for the app's next code. Signed in again when the session has ended.
 */
const staffSessions = new Map<string, Awaited<ReturnType<APIRequestContext['storageState']>>>();

/** An API session of a demo staff member (not a browser page): what the firm does meanwhile. */
export async function staffApi(
  who: 'lawyer' | 'manager' | 'admin' | 'accounts' | 'secondLawyer',
  baseURL = sharedBaseURL(),
): Promise<APIRequestContext> {
  const kept = staffSessions.get(`${baseURL} ${who}`);
  if (kept) {
    const context = await request.newContext({ baseURL, storageState: kept });
    const me = await context.get('/api/auth/me');
    if (me.ok() && ((await me.json()) as { user: { stage: string } }).user.stage === 'complete')
      return context;
    await context.dispose();
  }
  const context = await request.newContext({ baseURL });
  const path = who === 'admin' || who === 'accounts' ? '/api/admin/login' : '/api/auth/login';
  const login = await context.post(path, { data: DEMO[who] });
  expect(login.status(), await login.text()).toBe(200);
  // D27: staff take the second step with their authenticator app's code.
  const step = await context.post('/api/auth/second-factor/totp', {
    data: { code: await demoStaffCode(DEMO[who].username, baseURL) },
  });
  expect(step.status(), await step.text()).toBe(200);
  staffSessions.set(`${baseURL} ${who}`, await context.storageState());
  return context;
}

async function userIdOf(api: APIRequestContext): Promise<string> {
  const me = await api.get('/api/auth/me');
  return ((await me.json()) as { user: { id: string } }).user.id;
}

/**
 * A registered case goes to the desk covering the client's country (DE: the demo desk); its
 * manager assigns it to the demo lawyer, whose API session is returned.
 */
export async function assignToDemoLawyer(caseId: string, baseURL?: string): Promise<APIRequestContext> {
  const lawyer = await staffApi('lawyer', baseURL);
  const manager = await staffApi('manager', baseURL);
  const assign = await manager.patch(`/api/cases/${caseId}/assign`, {
    data: { lawyerId: await userIdOf(lawyer) },
  });
  expect(assign.status(), await assign.text()).toBe(200);
  await manager.dispose();
  return lawyer;
}

let recoveryCount = 0;

/**
 * Sends a request that needs a recent identity check (D27); when the server asks for one, checks
 * the password and sends it again, as the screen's inline dialog does.
 */
export async function withStepUp(api: APIRequestContext, password: string, send: () => Promise<APIResponse>) {
  for (let attempt = 0; ; attempt++) {
    const response = await send();
    const refused =
      response.status() === 401 && (await response.text()).includes('reauthentication_required');
    if (!refused || attempt === 3) return response;
    const confirmed = await api.post('/api/auth/reauthenticate', { data: { password } });
    expect(confirmed.status(), await confirmed.text()).toBe(204);
  }
}

/**
 * A second person confirms a reported recovery (D26): the demo firm's second administrator, so
 * whoever reported it (the lawyer, or the first administrator) is never the one who confirms.
 */
export async function confirmRecovery(caseId: string, reportId: string, baseURL?: string) {
  const accounts = await staffApi('accounts', baseURL);
  const confirmed = await withStepUp(accounts, DEMO.accounts.password, () =>
    accounts.post(`/api/cases/${caseId}/recoveries/${reportId}/confirm`, {
      headers: { 'Idempotency-Key': `e2e-confirm-${randomBytes(6).toString('hex')}` },
    }),
  );
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  const entry = await confirmed.json();
  await accounts.dispose();
  return entry;
}

/**
 * Money received for the client: reported by `reporter` (the lawyer, usually) through the ledger
 * API (D7) and confirmed by a second person (D26). Answers the confirmed entry (kind recovery).
 */
export async function recordRecovery(
  reporter: APIRequestContext,
  caseId: string,
  amount: number,
  baseURL?: string,
) {
  const response = await reporter.post(`/api/cases/${caseId}/recoveries`, {
    headers: { 'Idempotency-Key': `e2e-${randomBytes(6).toString('hex')}` },
    data: {
      amount,
      receivedAt: new Date().toISOString().slice(0, 10),
      source: 'bank_recall',
      reference: `RECALL-${++recoveryCount}-${randomBytes(2).toString('hex')}`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return confirmRecovery(caseId, ((await response.json()) as { id: string }).id, baseURL);
}

/** The portal at a given tab and width; waits for the dashboard call to have drawn the cards. */
export async function openPortal(page: Page, tab = 'overview') {
  await page.goto(tab === 'overview' ? '/client-dashboard' : `/client-dashboard?tab=${tab}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** The client accepts the fee agreement through the API, as the portal's dialog does (D111). */
export async function acceptFeeAgreement(page: Page, client: RegisteredClient) {
  const read = await page.request.get(`/api/cases/${client.caseId}/fee-agreement?language=en`);
  const { version, language, textSha256 } = (await read.json()) as Record<string, string>;
  const accept = await page.request.post(`/api/cases/${client.caseId}/fee-agreement`, {
    data: { fullName: `${client.firstName} ${client.lastName}`, agree: true, version, language, textSha256 },
  });
  expect(accept.status(), await accept.text()).toBe(201);
}

/**
 * D37: a change to a control answered 202 and waits for a second admin; the demo firm's second
 * administrator approves it, so a journey can go on with the change applied.
 */
export async function approveAsAccounts(proposed: APIResponse, baseURL?: string) {
  expect(proposed.status(), await proposed.text()).toBe(202);
  const { proposal } = (await proposed.json()) as { proposal: { id: string } };
  const accounts = await staffApi('accounts', baseURL);
  const approved = await withStepUp(accounts, DEMO.accounts.password, () =>
    accounts.post(`/api/admin/approvals/${proposal.id}/approve`),
  );
  expect(approved.status(), await approved.text()).toBe(200);
  return (await approved.json()) as { proposal: { id: string } };
}

/** D37: the proposal made for `email` (a staff account or team member) approved by the second admin. */
export async function approvePendingFor(email: string, baseURL?: string) {
  const accounts = await staffApi('accounts', baseURL);
  const list = await accounts.get('/api/admin/approvals');
  const { proposals } = (await list.json()) as { proposals: { id: string; subject: { email?: string } }[] };
  const proposal = proposals.find((p) => p.subject.email === email);
  expect(proposal, `a pending proposal for ${email}`).toBeDefined();
  const approved = await withStepUp(accounts, DEMO.accounts.password, () =>
    accounts.post(`/api/admin/approvals/${proposal!.id}/approve`),
  );
  expect(approved.status(), await approved.text()).toBe(200);
}

/** D37: a staff account the admin proposed, approved by the second admin; its row as the users list has it. */
export async function approvedStaffAccount(
  admin: APIRequestContext,
  proposed: APIResponse,
  username: string,
) {
  await approveAsAccounts(proposed);
  const found = await admin.get(`/api/admin/users?q=${encodeURIComponent(username)}`);
  const { users } = (await found.json()) as { users: { id: string; username: string }[] };
  const user = users.find((u) => u.username === username);
  expect(user, `the approved account ${username}`).toBeDefined();
  return { user: user! };
}
