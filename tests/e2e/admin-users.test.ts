import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type Locator, type Page, request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unusedCode } from '../support/totp-codes';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { DEMO, enrolAuthenticator, notifications, pathOf, signIn } from './support/journeys';
import { deliveredTo } from './support/mailbox';
import {
  approveAsAccounts,
  approvedStaffAccount,
  approvePendingFor,
  assignToDemoLawyer,
  recordRecovery,
  registerClient,
  staffApi,
} from './support/portal';
import { sharedBaseURL } from './support/shared-server';

/**
 * The admin console's users tab (issue 7 §3) as an administrator uses it: every journey makes its
 * own people (never a DEMO account), acts through the tab, and checks the outcome where the
 * affected person or the records would show it.
 */
const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';
const PASSWORD = 'Quiet-Harbour-Lamps-2026';

const unique = () => randomBytes(4).toString('hex');

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** An administrator signed in at /admin-login, on the users tab. */
async function adminOnUsers(
  page: Page,
  credentials: { username: string; password: string; totpSecret?: string } = DEMO.admin,
) {
  await signIn(page, '/admin-login', credentials);
  await page.waitForURL('**/admin-dashboard');
  await page.goto('/admin-dashboard?tab=users');
  await page.getByRole('heading', { level: 2, name: 'Users' }).waitFor();
}

/** Narrows the table to one person by a word of their name or email; returns their row. */
async function findRow(page: Page, search: string, name: string): Promise<Locator> {
  await page.getByLabel('Search', { exact: true }).fill(search);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.waitFor();
  return row;
}

async function chooseAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/**
 * A staff member made by the admin API (D37: proposed, approved by the second admin, invited):
 * they set PASSWORD from the emailed link and add an authenticator app, as the person would.
 */
async function createPerson(
  admin: APIRequestContext,
  role: 'lawyer' | 'manager' | 'admin',
  lastName = `Staff-${unique()}`,
) {
  const username = `${role}.${unique()}`;
  const email = `${username}@example.test`;
  const response = await admin.post('/api/admin/users', {
    data: { firstName: 'Nora', lastName, email, username, role },
  });
  const { user } = await approvedStaffAccount(admin, response, username);
  const link = (await deliveredTo(email, /set-password\?token=/)).match(/token=([\w-]+)/);
  const own = await request.newContext({ baseURL: sharedBaseURL() });
  const set = await own.post('/api/auth/set-password', { data: { token: link?.[1], password: PASSWORD } });
  expect(set.status(), await set.text()).toBe(204);
  const path = role === 'admin' ? '/api/admin/login' : '/api/auth/login';
  expect((await own.post(path, { data: { username, password: PASSWORD } })).status()).toBe(200);
  // D27: staff add an authenticator app before anything else.
  const started = await own.post('/api/auth/totp/enrolment');
  expect(started.status(), await started.text()).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await own.post('/api/auth/totp/enrolment/confirm', {
    data: { code: await unusedCode(secret) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await own.post('/api/auth/logout');
  await own.dispose();
  return { id: user.id, username, name: `Nora ${lastName}`, lastName, secret };
}

describe('the admin users tab (issue 7 §3)', () => {
  it('adds a lawyer without a password: the invitation link is masked in the outbox; until they add a second factor only a password link reaches them; later a temporary password must be changed at first sign-in', async () => {
    const page = await newPage();
    await adminOnUsers(page);
    await expectNoAxeViolations(page);
    await shot(page, 'admin-users-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'admin-users-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    const lastName = `Invite-${unique()}`;
    const username = `lawyer.${unique()}`;
    const email = `${username}@example.test`;
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    const create = dialog.getByRole('button', { name: 'Create user' });
    expect(await create.isDisabled()).toBe(true);
    // The desk is asked only of lawyers and managers.
    expect(await dialog.getByLabel('Desk').count()).toBe(0);
    await dialog.getByLabel('First name').fill('Ines');
    await dialog.getByLabel('Last name').fill(lastName);
    await dialog.getByLabel('Email').fill(email);
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Role').selectOption('lawyer');
    await dialog.getByLabel('Desk').waitFor();
    expect(await create.isDisabled()).toBe(false);
    await expectNoAxeViolations(page);
    await shot(page, 'admin-users-dialog-add');
    await create.click();

    // D37: a lawyer's account is proposed; the second admin approves it, then the invitation goes out.
    await notifications(page).getByText('Waiting for a second administrator').waitFor();
    await approvePendingFor(email);
    await page.reload();
    await (await findRow(page, lastName, `Ines ${lastName}`)).getByText('No password set yet').waitFor();

    const admin = await staffApi('admin');
    const outbox = (await (await admin.get('/api/admin/outbox?limit=100')).json()) as {
      emails: { toEmail: string; template: string; textBody: string }[];
    };
    const invitation = outbox.emails.find((e) => e.toEmail === email);
    expect(invitation?.template).toBe('invitation');
    // D31: the admin reads the invitation with its link masked; only the emailed copy works.
    expect(invitation?.textBody).toMatch(/\/set-password\?token=••••••&as=lawyer/);

    // D37: with no second factor yet, a password the admin chose would make the account the
    // admin's: refused. The menu offers only the password link, which goes to the lawyer's address.
    const found = (await (await admin.get(`/api/admin/users?q=${lastName}`)).json()) as {
      users: { id: string }[];
    };
    const lawyerId = found.users[0]!.id;
    const temporary = 'Temporary-From-Admin-7';
    const refused = await admin.post(`/api/admin/users/${lawyerId}/reset-password`, {
      data: { newPassword: temporary },
    });
    expect(refused.status()).toBe(409);
    const lawyerName = `Ines ${lastName}`;
    await page.getByRole('button', { name: `Actions for ${lawyerName}` }).click();
    expect(await page.getByRole('menuitem', { name: 'Set password', exact: true }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Send password link', exact: true }).click();
    const linkDialog = page.getByRole('dialog', { name: `Send ${lawyerName} a password link` });
    await linkDialog.getByText(email, { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'admin-users-dialog-password-link-staff');
    await linkDialog.getByRole('button', { name: 'Send link' }).click();
    await notifications(page)
      .getByText("A link to set a new password has been sent to the person's own email address")
      .waitFor();

    // The lawyer sets their own password from the link and adds an authenticator app (D27).
    const resetLink = /\/reset-password\?token=[A-Za-z0-9_-]+/;
    const lawyerPage = await newPage();
    await lawyerPage.goto((await deliveredTo(email, resetLink)).match(resetLink)![0]);
    await lawyerPage.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await lawyerPage.getByLabel('Repeat the new password').fill(PASSWORD);
    await lawyerPage.getByRole('button', { name: 'Save password' }).click();
    const secret = await enrolAuthenticator(lawyerPage);
    await lawyerPage.waitForURL('**/lawyer-dashboard');

    // With a factor, a temporary password from the admin is allowed: knowing it is not enough to
    // sign in (the app is the lawyer's), and the lawyer must replace it at their next sign-in.
    const reset = await admin.post(`/api/admin/users/${lawyerId}/reset-password`, {
      data: { newPassword: temporary },
    });
    expect(reset.status()).toBe(200);
    await admin.dispose();
    await lawyerPage.context().clearCookies();
    await signIn(lawyerPage, '/login', { username, password: temporary, totpSecret: secret });
    await lawyerPage.waitForURL('**/change-password');
    await lawyerPage.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await shot(lawyerPage, 'change-password-required');
    await lawyerPage.getByLabel('Current password').fill(temporary);
    await lawyerPage.getByLabel('New password', { exact: true }).fill('Another-Harbour-Lamp-2027');
    await lawyerPage.getByLabel('Repeat the new password').fill('Another-Harbour-Lamp-2027');
    await lawyerPage.getByRole('button', { name: 'Save password' }).click();
    await lawyerPage.waitForURL('**/lawyer-dashboard');
  });

  it('bans a client: their open session is refused and they cannot sign in; lifting the ban lets them back', async () => {
    const clientPage = await newPage();
    const client = await registerClient(clientPage);
    const name = `${client.firstName} ${client.lastName}`;
    expect((await clientPage.request.get('/api/auth/me')).status()).toBe(200);

    const page = await newPage();
    await adminOnUsers(page);
    await findRow(page, client.lastName, name);
    await chooseAction(page, name, 'Ban');
    const dialog = page.getByRole('dialog', { name: `Ban ${name}?` });
    expect(await dialog.getByLabel('Reason').inputValue()).toBe('Admin action');
    await expectNoAxeViolations(page);
    await shot(page, 'admin-users-dialog-ban');
    await dialog.getByRole('button', { name: 'Ban user' }).click();
    await notifications(page).getByText('User banned successfully').waitFor();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Banned').waitFor();

    // Their View panel words the ban and names who did it, not the server's code (user.banned).
    await chooseAction(page, name, 'View');
    const view = page.getByRole('dialog', { name });
    const banned = view.getByRole('listitem').filter({ hasText: 'Person banned' });
    await banned.getByText(/^By .+ \(administrator\)$/).waitFor();
    expect(await view.getByText(/user\.banned/).count()).toBe(0);
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'detached' });

    // The session they still hold is refused on its next request, and signing in again fails.
    expect((await clientPage.request.get('/api/auth/me')).status()).toBe(401);
    await clientPage.goto('/client-dashboard');
    await clientPage.waitForURL('**/client-login');
    await signIn(clientPage, '/client-login', { username: client.email, password: client.password });
    await notifications(clientPage).getByText('Login Failed').waitFor();
    expect(pathOf(clientPage)).toBe('/client-login');

    // Banned people offer "Lift ban" instead of "Ban" (spec: ban hidden when already banned).
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    expect(await page.getByRole('menuitem', { name: 'Ban', exact: true }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Lift ban' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Lift ban' }).click();
    await notifications(page).getByText('Ban lifted').waitFor();
    await row.getByText('Active').waitFor();

    await signIn(clientPage, '/client-login', { username: client.email, password: client.password });
    await clientPage.waitForURL('**/client-dashboard');
  });

  it('assigns a client to a lawyer, who then has them in their workspace; an unsupported pair says so', async () => {
    const admin = await staffApi('admin');
    const lawyer = await createPerson(admin, 'lawyer');
    const clientPage = await newPage();
    const client = await registerClient(clientPage);
    const clientName = `${client.firstName} ${client.lastName}`;

    const page = await newPage();
    await adminOnUsers(page);
    await findRow(page, client.lastName, clientName);
    await chooseAction(page, clientName, 'Assign');
    const dialog = page.getByRole('dialog', { name: `Assign ${clientName}` });
    // An assignee must be chosen (spec §5).
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await notifications(page).getByText('Please select a user to assign to').waitFor();
    await dialog.getByLabel('Find a person').fill(lawyer.lastName);
    const picker = dialog.getByLabel('Assign to', { exact: true });
    await picker.locator(`option[value="${lawyer.id}"]`).waitFor({ state: 'attached' });
    await picker.selectOption(lawyer.id);
    await expectNoAxeViolations(page);
    await shot(page, 'admin-users-dialog-assign');
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await notifications(page).getByText('Successfully assigned to lawyer').waitFor();

    const lawyerPage = await newPage();
    await signIn(lawyerPage, '/login', {
      username: lawyer.username,
      password: PASSWORD,
      totpSecret: lawyer.secret,
    });
    await lawyerPage.waitForURL('**/lawyer-dashboard');
    await lawyerPage.goto('/lawyer-dashboard?tab=clients');
    await lawyerPage.getByText(clientName).first().waitFor();

    // D22: a lawyer can only go to a manager. The dialog offers both roles and names the refusal.
    await findRow(page, lawyer.lastName, lawyer.name);
    await chooseAction(page, lawyer.name, 'Assign');
    const lawyerDialog = page.getByRole('dialog', { name: `Assign ${lawyer.name}` });
    await lawyerDialog.getByLabel('Assign to a').selectOption('lawyer');
    await lawyerDialog.getByRole('alert').getByText('Unsupported assignment: lawyer to lawyer').waitFor();
    await lawyerDialog.getByRole('button', { name: 'Assign', exact: true }).click();
    // The toast of this refusal: the earlier 'Please select…' one has the same title and may still show.
    await notifications(page)
      .getByRole('listitem')
      .filter({ hasText: 'Assignment Failed' })
      .filter({ hasText: 'Unsupported assignment: lawyer to lawyer' })
      .waitFor();
    // The server applies the same rule to anyone calling the API.
    const refused = await admin.post('/api/admin/assignments', {
      data: { userId: lawyer.id, assigneeId: lawyer.id, userRole: 'lawyer', assigneeRole: 'lawyer' },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Unsupported assignment: lawyer to lawyer',
    );
    await admin.dispose();
  });

  it('edits a client with the funds view (a recovery from the ledger), a lawyer’s username, and sends the client a password link (D7, D11, D34)', async () => {
    const clientPage = await newPage();
    const client = await registerClient(clientPage);
    const name = `${client.firstName} ${client.lastName}`;
    const admin = await staffApi('admin');
    const lawyer = await createPerson(admin, 'lawyer');
    await admin.dispose();

    const page = await newPage();
    await adminOnUsers(page);
    await findRow(page, client.lastName, name);
    await chooseAction(page, name, 'Edit');
    let dialog = page.getByRole('dialog', { name: `Edit ${name} & manage funds` });
    await dialog.getByRole('heading', { name: 'Funds from the ledger' }).waitFor();
    await dialog.getByText('$25,000.00').first().waitFor();
    await dialog.getByLabel('Phone (optional)').fill('+49 30 1234567');
    await dialog.getByRole('button', { name: 'Save personal information' }).click();
    // D34: a client's phone changes only when the client confirms it; the dialog shows it waiting.
    await notifications(page)
      .getByText('takes effect once the client confirms it', { exact: false })
      .waitFor();
    const proposal = dialog.getByRole('status').filter({ hasText: 'New phone number proposed:' });
    await proposal.getByText('+49 30 1234567').waitFor();
    await page.keyboard.press('Escape');

    await chooseAction(page, name, 'Edit');
    dialog = page.getByRole('dialog', { name: `Edit ${name} & manage funds` });
    await dialog.getByRole('status').filter({ hasText: 'New phone number proposed:' }).waitFor();
    expect(await dialog.getByLabel('Phone (optional)').inputValue()).toBe('');
    // Full Recovery only pre-fills the entry; the money is recorded with its source and reference.
    await dialog.getByRole('button', { name: 'Full Recovery' }).click();
    expect(await dialog.getByLabel('Amount received (USD)').inputValue()).toBe('25000.00');
    await dialog.getByLabel('Source').selectOption('bank_recall');
    await dialog.getByLabel('Reference').fill(`RECALL-${unique()}`);
    await expectNoAxeViolations(page);
    await shot(page, 'admin-users-dialog-edit-client');
    await dialog.getByRole('button', { name: 'Report recovery' }).click();
    await notifications(page)
      .getByText('$25,000.00 reported. It counts once the desk manager or an administrator confirms it.')
      .waitFor();
    // D26: reported, it already fills the claim but counts toward nothing; its reporter may retract it.
    await dialog.getByText('Nothing remains to recover', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Retract $25,000.00' }).waitFor();
    await page.keyboard.press('Escape');

    await findRow(page, lawyer.lastName, lawyer.name);
    await chooseAction(page, lawyer.name, 'Edit');
    const staff = page.getByRole('dialog', { name: `Edit ${lawyer.name}` });
    const renamed = `${lawyer.username}.nl`;
    await staff.getByLabel('Username').fill(renamed);
    await staff.getByLabel('Country').selectOption('NL');
    await expectNoAxeViolations(page);
    await staff.getByRole('button', { name: 'Save changes' }).click();
    await notifications(page).getByText('User Updated').waitFor();
    await page.getByRole('row').filter({ hasText: renamed }).waitFor();

    await findRow(page, client.lastName, name);
    // D34: staff never choose a client's password; the client gets the reset link at their own address.
    await chooseAction(page, name, 'Send password link');
    const linkDialog = page.getByRole('dialog', { name: `Send ${name} a password link` });
    await linkDialog.getByText(client.email, { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'admin-users-dialog-password-link');
    await linkDialog.getByRole('button', { name: 'Send link' }).click();
    await notifications(page)
      .getByText("A link to set a new password has been sent to the person's own email address")
      .waitFor();
    const delivered = await deliveredTo(client.email, /\/reset-password\?token=/);
    expect(delivered).toMatch(/\/reset-password\?token=[\w-]+/);
    // Nothing the admin did ends the client's session or changes their password.
    expect((await clientPage.request.get('/api/auth/me')).status()).toBe(200);
  });

  it('refuses to delete a client with a case and offers erasure: anonymised, the ledger unchanged (D13)', async () => {
    const clientPage = await newPage();
    const client = await registerClient(clientPage);
    const name = `${client.firstName} ${client.lastName}`;
    const lawyer = await assignToDemoLawyer(client.caseId);
    await recordRecovery(lawyer, client.caseId, 3000);
    await lawyer.dispose();
    const admin = await staffApi('admin');
    const ledgerOf = async () =>
      (await (await admin.get(`/api/cases/${client.caseId}/ledger`)).json()) as unknown;
    const before = await ledgerOf();
    expect(before).toMatchObject({ summary: { recoveredAmount: 3000, feeAmount: 600 } });

    const page = await newPage();
    await adminOnUsers(page);
    await findRow(page, client.lastName, name);
    await chooseAction(page, name, 'Delete');
    const confirm = page.getByRole('alertdialog', { name: `Delete ${name} permanently?` });
    await confirm.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'admin-users-dialog-delete');
    await confirm.getByRole('button', { name: 'Delete permanently' }).click();
    await notifications(page).getByText('Delete Failed').waitFor();
    const erase = page.getByRole('alertdialog', { name: `Erase personal data of ${name}?` });
    await erase
      .getByRole('alert')
      .getByText(/cannot be deleted permanently because the firm must keep their records/)
      .waitFor();
    await expectNoAxeViolations(page);
    await erase.getByRole('button', { name: 'Erase personal data' }).click();
    await notifications(page).getByText('Personal data erased').waitFor();

    // The row now says the data is erased (found by the placeholder address, which carries the id).
    await findRow(page, client.clientId, 'Personal data erased');
    await page.getByLabel('Search', { exact: true }).fill(client.lastName);
    await page.getByText('No one matches this search and these filters.').waitFor();
    const detail = (await (await admin.get(`/api/admin/users/${client.clientId}`)).json()) as {
      user: { firstName: string; email: string };
    };
    expect(detail.user).toMatchObject({ firstName: 'Erased', email: `erased-${client.clientId}@invalid` });
    expect(await ledgerOf()).toEqual(before);
    await admin.dispose();
  });

  it('shows a second admin a new person without reloading (live events, D14), and their detail panel', async () => {
    const admin = await staffApi('admin');
    const second = await createPerson(admin, 'admin');
    const page = await newPage();
    await adminOnUsers(page, { username: second.username, password: PASSWORD, totpSecret: second.secret });

    const lastName = `Live-${unique()}`;
    await page.getByLabel('Search', { exact: true }).fill(lastName);
    await page.getByText('No one matches this search and these filters.').waitFor();
    const made = await createPerson(admin, 'manager', lastName);
    // Well inside the 10 s fallback refetch that started with the search: the pushed event did it.
    await page.getByRole('row').filter({ hasText: made.name }).waitFor({ timeout: 6_000 });

    await chooseAction(page, made.name, 'View');
    const view = page.getByRole('dialog', { name: made.name });
    await view.getByRole('heading', { name: 'Open sessions' }).waitFor();
    await view.getByText('No open session: this person is not signed in anywhere.').waitFor();
    // A new person's trail starts with their creation, worded and with the admin who did it.
    const created = view.getByRole('listitem').filter({ hasText: 'Person added' });
    await created.getByText(/^By .+ \(administrator\)$/).waitFor();
    expect(await view.getByText('user.created').count()).toBe(0);
    await expectNoAxeViolations(page);
    await shot(page, 'admin-users-dialog-view');
    await admin.dispose();
  });

  it("shows a client's desk and lawyer from their case, and a lawyer never signed in as Invited (issue 17 item 6)", async () => {
    const client = await registerClient(await newPage(), { setPassword: false });
    const lawyer = await assignToDemoLawyer(client.caseId);
    await lawyer.dispose();
    const admin = await staffApi('admin');
    // Without a password: an invitation goes out, and nobody signs in.
    const invited = { lastName: `Invitee-${unique()}`, username: `invitee.${unique()}` };
    const made = await admin.post('/api/admin/users', {
      data: { ...invited, firstName: 'Nora', email: `${invited.username}@example.test`, role: 'lawyer' },
    });
    await approveAsAccounts(made); // D37: a staff account waits for a second admin
    await admin.dispose();

    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await adminOnUsers(page);
    const clientName = `${client.firstName} ${client.lastName}`;
    const row = await findRow(page, client.lastName, clientName);
    await row.getByText('Northwest Europe').waitFor();
    await row.getByText('Lawyer: Lena Vogel').waitFor();
    expect(await row.getByText('Unassigned').count()).toBe(0);

    const lawyerRow = await findRow(page, invited.lastName, invited.lastName);
    await lawyerRow.getByText('Invited', { exact: true }).waitFor();
    expect(await lawyerRow.getByText('Active', { exact: true }).count()).toBe(0);
    await shot(page, 'admin-users-case-context');
  });
});
