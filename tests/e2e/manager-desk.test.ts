import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { DEMO, notifications, signInAsStaff } from './support/journeys';
import {
  approveAsAccounts,
  approvedStaffAccount,
  approvePendingFor,
  registerClient,
  staffApi,
} from './support/portal';

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';

type Row = {
  id: string;
  reference: string;
  assignedLawyerId: string | null;
  assignedLawyerName: string | null;
};

async function openDesk(page: Page, width: number, tab?: string) {
  await page.setViewportSize({ width, height: 1000 });
  await page.goto(tab ? `/manager-dashboard?tab=${tab}` : '/manager-dashboard');
  await page.getByRole('heading', { name: 'Northwest Europe', level: 2 }).waitFor();
}

async function signedInManager(width = 1280): Promise<Page> {
  const page = await newPage({ viewport: { width, height: 1000 } });
  await signInAsStaff(page, '/login', DEMO.manager);
  await page.waitForURL('**/manager-dashboard');
  return page;
}

/** The case as the manager's API lists it (searched by the client's unique last name). */
async function deskCase(manager: APIRequestContext, lastName: string): Promise<Row | undefined> {
  const response = await manager.get(`/api/manager/cases?q=${encodeURIComponent(lastName)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { cases: Row[] }).cases[0];
}

/**
 * The Team tab's row of `name`, pressing "Show more" until it is shown (D25: the dashboard carries
 * the first 20 members; other journeys add colleagues to this desk).
 */
async function teamRow(page: Page, name: string) {
  const row = page.getByRole('row').filter({ hasText: name });
  const more = page.getByRole('button', { name: 'Show more team members' });
  await page.getByRole('heading', { name: 'Your team' }).waitFor();
  for (;;) {
    if ((await row.count()) > 0) return row;
    await more.click();
    await expect.poll(async () => (await row.count()) > 0 || (await more.isEnabled())).toBe(true);
  }
}

async function teamSize(manager: APIRequestContext): Promise<number> {
  const response = await manager.get('/api/manager/dashboard?limit=1');
  return ((await response.json()) as { stats: { teamSize: number } }).stats.teamSize;
}

describe('manager desk', () => {
  it('shows a new registration as Unassigned; the manager assigns it to Lena Vogel, who then has it', async () => {
    const client = await registerClient(await newPage(), { setPassword: false });
    // Lena has signed in before (a colleague never signed in is Invited: the next test).
    await (await staffApi('lawyer')).dispose();
    const page = await signedInManager();
    await page.getByRole('searchbox', { name: 'Search' }).fill(client.lastName);
    const row = page.getByRole('row').filter({ hasText: client.lastName });
    await row.getByText('Unassigned').waitFor();

    await row.getByRole('button', { name: /^Assign Lawyer/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Lawyer' });
    const submit = dialog.getByRole('button', { name: 'Assign', exact: true });
    // Spec §5: a lawyer must be chosen first.
    expect(await submit.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Lawyer').selectOption({ label: 'Lena Vogel' });
    await submit.click();
    await notifications(page).getByText('Case assigned successfully').waitFor();
    await row.getByText('Lena Vogel').waitFor();

    const lawyer = await staffApi('lawyer');
    const listed = await lawyer.get(`/api/lawyer/cases?q=${encodeURIComponent(client.lastName)}`);
    const { cases } = (await listed.json()) as { cases: { id: string }[] };
    expect(cases.map((c) => c.id)).toContain(client.caseId);
  });

  it('warns before giving a case to a lawyer who was invited and never signed in (issue 17 item 6)', async () => {
    const manager = await staffApi('manager');
    const { desk } = (await (await manager.get('/api/manager/dashboard?limit=1')).json()) as {
      desk: { id: string };
    };
    await manager.dispose();
    const admin = await staffApi('admin');
    const suffix = randomBytes(4).toString('hex');
    const made = await admin.post('/api/admin/users', {
      data: {
        firstName: 'Nora',
        lastName: `Newcomer${suffix}`,
        email: `nora.${suffix}@example.test`,
        username: `nora.${suffix}`,
        role: 'lawyer',
        deskId: desk.id,
      },
    });
    await approveAsAccounts(made); // D37: a staff account waits for a second admin
    await admin.dispose();
    const invitee = `Nora Newcomer${suffix}`;

    const client = await registerClient(await newPage(), { setPassword: false });
    const page = await signedInManager();
    await page.goto('/manager-dashboard?tab=team');
    await (await teamRow(page, invitee)).getByText('Invited', { exact: true }).waitFor();
    await page.goto('/manager-dashboard');
    await page.getByRole('searchbox', { name: 'Search' }).fill(client.lastName);
    const row = page.getByRole('row').filter({ hasText: client.lastName });
    await row.getByRole('button', { name: /^Assign Lawyer/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Lawyer' });
    await dialog.getByLabel('Lawyer').selectOption({ label: `${invitee} (invited, not signed in yet)` });
    await dialog
      .getByRole('alert')
      .getByText(`${invitee} was invited but has not signed in yet`, { exact: false })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/manager-assign-invited.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Assign anyway' }).click();
    await notifications(page).getByText('Case assigned successfully').waitFor();
    await row.getByText(invitee).waitFor();
  });

  it("opens the client edit dialog from a case row, with the client's data and funds from the ledger (§14)", async () => {
    const client = await registerClient(await newPage(), { setPassword: false });
    const page = await signedInManager();
    await page.getByRole('searchbox', { name: 'Search' }).fill(client.lastName);
    const row = page.getByRole('row').filter({ hasText: client.lastName });
    await row.getByRole('button', { name: /^Edit client/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Client & Manage Funds' });
    await expect.poll(() => dialog.getByLabel('Last name').inputValue()).toBe(client.lastName);
    await dialog.getByText('Funds from the ledger').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('refuses (API) to assign a case to a lawyer of another desk, and nothing changes', async () => {
    const client = await registerClient(await newPage(), { setPassword: false });
    const admin = await staffApi('admin');
    const suffix = randomBytes(3).toString('hex');
    const desk = await admin.post('/api/admin/desks', {
      data: { name: `Southern Europe ${suffix}`, countries: ['IT'] },
    });
    expect(desk.status(), await desk.text()).toBe(201);
    const deskId = ((await desk.json()) as { desk: { id: string } }).desk.id;
    const created = await admin.post('/api/admin/users', {
      data: {
        firstName: 'Paolo',
        lastName: `Rossi-${suffix}`,
        email: `paolo.${suffix}@example.test`,
        username: `paolo.${suffix}`,
        role: 'lawyer',
        deskId,
      },
    });
    const outsider = (await approvedStaffAccount(admin, created, `paolo.${suffix}`)).user.id;

    const manager = await staffApi('manager');
    const assign = await manager.patch(`/api/cases/${client.caseId}/assign`, {
      data: { lawyerId: outsider },
    });
    expect(assign.status()).toBeGreaterThanOrEqual(400);
    expect(assign.status()).toBeLessThan(500);
    expect(await deskCase(manager, client.lastName)).toMatchObject({
      id: client.caseId,
      assignedLawyerId: null,
    });
  });

  it('Add Team Member: a missing field shows its error and creates no one; complete, the member is added', async () => {
    const manager = await staffApi('manager');
    const before = await teamSize(manager);
    const page = await signedInManager(768);
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    const suffix = randomBytes(3).toString('hex');
    await dialog.getByLabel('First name').fill('Jonas');
    await dialog.getByLabel('Email').fill(`jonas.${suffix}@example.test`);
    await dialog.getByLabel('Country').selectOption({ label: 'Germany' });
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await dialog.getByText('Please enter the last name.').waitFor();
    expect(await dialog.getByLabel('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    expect(await teamSize(manager)).toBe(before);
    // What was typed is still there; completing the form adds the member.
    expect(await dialog.getByLabel('First name').inputValue()).toBe('Jonas');
    await dialog.getByLabel('Last name').fill(`Weber-${suffix}`);
    await dialog.getByRole('button', { name: 'Add member' }).click();
    // D37: the member is proposed to the admins; once one approves, they join the desk.
    await notifications(page).getByText('Proposed to the administrators', { exact: true }).waitFor();
    expect(await teamSize(manager)).toBe(before);
    await approvePendingFor(`jonas.${suffix}@example.test`);
    expect(await teamSize(manager)).toBe(before + 1);
  });

  it('Team: the first 20 members come with the desk, "Show more" brings the rest, each once (D25)', async () => {
    const manager = await staffApi('manager');
    const { desk } = (await (await manager.get('/api/manager/dashboard?limit=1')).json()) as {
      desk: { id: string };
    };
    const admin = await staffApi('admin');
    const suffix = randomBytes(3).toString('hex');
    // Enough colleagues that the desk has more than one page, named to sort last.
    const names: string[] = [];
    for (let i = 0; i < 21; i++) {
      const lastName = `Zimmer${suffix}${String(i).padStart(2, '0')}`;
      const made = await admin.post('/api/admin/users', {
        data: {
          firstName: 'Paula',
          lastName,
          email: `paula.${suffix}.${i}@example.test`,
          username: `paula.${suffix}.${i}`,
          role: 'lawyer',
          deskId: desk.id,
        },
      });
      await approveAsAccounts(made); // D37
      names.push(`Paula ${lastName}`);
    }
    await admin.dispose();
    const size = await teamSize(manager);
    await manager.dispose();

    const page = await signedInManager(390);
    await page.goto('/manager-dashboard?tab=team');
    const panel = page.getByRole('tabpanel');
    const bodyRows = panel
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') });
    await panel.getByText(`Showing 20 of ${size} team members.`).waitFor();
    expect(await bodyRows.count()).toBe(20);
    expect(await axeViolations(page)).toEqual([]);
    const last = names.at(-1)!;
    const row = await teamRow(page, last);
    await row.getByText('Invited', { exact: true }).waitFor();
    // Every member once, and the button gone once the whole team is shown.
    await expect.poll(() => bodyRows.count()).toBe(size);
    const shown = await bodyRows.getByRole('rowheader').allTextContents();
    expect(new Set(shown).size).toBe(shown.length);
    expect(await panel.getByRole('button', { name: 'Show more team members' }).count()).toBe(0);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/manager-team-paged-390.png`, fullPage: true });
    // A lawyer of a later page can be chosen on the Cases tab (the whole desk's lawyers).
    await page.goto('/manager-dashboard');
    const filter = page.getByLabel('Lawyer', { exact: true });
    await expect
      .poll(async () => (await filter.locator('option').allTextContents()).includes(last))
      .toBe(true);
  });

  it('sorts by claim amount on the server when the header is clicked, both ways', async () => {
    const manager = await staffApi('manager');
    const first = async (order: string) => {
      const response = await manager.get(`/api/manager/cases?sort=claimAmount&order=${order}&limit=1`);
      return ((await response.json()) as { cases: Row[] }).cases[0]!.reference;
    };
    const page = await signedInManager();
    const header = page.getByRole('columnheader', { name: 'Claim amount' });
    const firstRow = page.getByRole('row').nth(1);
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => firstRow.textContent()).toContain(await first('asc'));
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => firstRow.textContent()).toContain(await first('desc'));
    expect(await first('asc')).not.toBe(await first('desc'));
  });

  it('has no axe violations on any tab, at 768 and 1280 px (screenshots saved)', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const page = await signedInManager();
    for (const width of [768, 1280]) {
      for (const tab of ['cases', 'team', 'performance']) {
        await openDesk(page, width, tab === 'cases' ? undefined : tab);
        const panel = page.getByRole('tabpanel');
        if (tab === 'cases') await panel.getByRole('table').waitFor();
        if (tab === 'team') await panel.getByRole('cell', { name: /@/ }).first().waitFor();
        if (tab === 'performance')
          await panel.getByRole('img', { name: 'Recovered funds per lawyer' }).waitFor();
        expect(await axeViolations(page), `${tab} at ${width}`).toEqual([]);
        await page.screenshot({ path: `${SCREENSHOTS}/manager-${tab}-${width}.png`, fullPage: true });
      }
    }
  });
});
