import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { DEMO, notifications, signIn } from './support/journeys';
import { approvedStaffAccount, registerClient, staffApi } from './support/portal';

/**
 * D39 in the admin's users tab: moving a lawyer who has open cases to another desk asks who
 * takes the cases over (a lawyer of the desk they leave, or its queue), in the edit dialog.
 */
const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';
const unique = () => randomBytes(4).toString('hex');

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

let admin: APIRequestContext;
afterAll(() => admin?.dispose());

/** Two desks, a lawyer and a colleague on the first, and a registered client's case with the lawyer. */
async function lawyerWithOpenCase() {
  admin = await staffApi('admin');
  const desk = async (name: string) => {
    const res = await admin.post('/api/admin/desks', { data: { name } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { desk: { id: string; name: string } }).desk;
  };
  const deskA = await desk(`Nord ${unique()}`);
  const deskB = await desk(`Süd ${unique()}`);
  const lawyer = async (firstName: string) => {
    const username = `lawyer.${unique()}`;
    const lastName = `Move-${unique()}`;
    const res = await admin.post('/api/admin/users', {
      data: {
        firstName,
        lastName,
        email: `${username}@example.test`,
        username,
        role: 'lawyer',
        deskId: deskA.id,
      },
    });
    // D37: a staff account is a proposal the demo firm's second admin approves.
    const { user } = await approvedStaffAccount(admin, res, username);
    return {
      id: user.id,
      name: `${firstName} ${lastName}`,
      lastName,
    };
  };
  const moving = await lawyer('Greta');
  const colleague = await lawyer('Tomas');
  const client = await registerClient(await newPage());
  const assigned = await admin.post('/api/admin/assign-client', {
    data: { clientId: client.clientId, lawyerId: moving.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return { deskA, deskB, moving, colleague, client };
}

async function openEdit(page: Page, search: string, name: string) {
  await page.getByLabel('Search', { exact: true }).fill(search);
  // The client's row names their lawyer too: the lawyer's own row is the one with their actions.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
}

describe('moving a lawyer with open cases (D39)', () => {
  it('the edit dialog lists the open cases and asks who takes them; given to a colleague, the move is saved', async () => {
    const { deskA, deskB, moving, colleague, client } = await lawyerWithOpenCase();
    const page = await newPage();
    await signIn(page, '/admin-login', DEMO.admin);
    await page.waitForURL('**/admin-dashboard');
    await page.goto('/admin-dashboard?tab=users');
    await page.getByRole('heading', { level: 2, name: 'Users' }).waitFor();

    await openEdit(page, moving.lastName, moving.name);
    const dialog = page.getByRole('dialog', { name: `Edit ${moving.name}` });
    await dialog.getByLabel('Desk').selectOption(deskB.id);
    await dialog.getByRole('button', { name: 'Save changes' }).click();

    const question = dialog.getByRole('group', { name: `Open cases on ${deskA.name}` });
    await question.getByText('This lawyer still has open cases on their current desk (1).').waitFor();
    await question.getByText(client.caseReference).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'desk-move-question-en-1280');

    // Saving without an answer says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Move and hand over the cases' }).click();
    await question.getByText('Choose who takes over the open cases.').waitFor();

    await question.getByLabel(`Give them to a lawyer of ${deskA.name}`).check();
    await question.getByLabel('Lawyer taking over').selectOption(colleague.id);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'desk-move-question-en-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Move and hand over the cases' }).click();
    await notifications(page).getByText('User Updated').waitFor();

    const moved = (await (await admin.get(`/api/admin/users?q=${moving.lastName}`)).json()) as {
      users: { id: string; deskId: string | null }[];
    };
    expect(moved.users.find((u) => u.id === moving.id)?.deskId).toBe(deskB.id);
    const cases = (await (await admin.get(`/api/admin/cases?deskId=${deskA.id}`)).json()) as {
      cases: { id: string; lawyerId: string | null }[];
    };
    expect(cases.cases.find((c) => c.id === client.caseId)?.lawyerId).toBe(colleague.id);
  });

  it('in German, at phone width, the same question; the queue takes the cases', async () => {
    const { deskA, deskB, moving, client } = await lawyerWithOpenCase();
    const page = await newPage();
    await signIn(page, '/admin-login', DEMO.admin);
    await page.waitForURL('**/admin-dashboard');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin-dashboard?tab=users');
    await page.getByLabel('Suche', { exact: true }).fill(moving.lastName);
    await page.getByRole('button', { name: `Aktionen für ${moving.name}` }).click();
    await page.getByRole('menuitem', { name: 'Bearbeiten', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `${moving.name} bearbeiten` });
    await dialog.getByLabel('Team').selectOption(deskB.id);
    await shot(page, 'desk-move-edit-de-390');
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();

    const question = dialog.getByRole('group', { name: `Offene Fälle in ${deskA.name}` });
    await question.getByText(client.caseReference).waitFor();
    await shot(page, 'desk-move-question-de-390');
    await question.getByLabel(`Zurück in die Warteschlange von ${deskA.name}`).check();
    await dialog.getByRole('button', { name: 'Versetzen und Fälle übergeben' }).click();
    await dialog.waitFor({ state: 'detached' });

    const cases = (await (await admin.get(`/api/admin/cases?deskId=${deskA.id}`)).json()) as {
      cases: { id: string; lawyerId: string | null }[];
    };
    expect(cases.cases.find((c) => c.id === client.caseId)?.lawyerId).toBeNull();
  });

  it("assigning the lawyer to another desk's manager asks the same question in the assign dialog", async () => {
    const { deskA, deskB, moving, client } = await lawyerWithOpenCase();
    const username = `manager.${unique()}`;
    const lastName = `Lead-${unique()}`;
    const created = await admin.post('/api/admin/users', {
      data: {
        firstName: 'Mira',
        lastName,
        email: `${username}@example.test`,
        username,
        role: 'manager',
        deskId: deskB.id,
      },
    });
    const manager = { id: (await approvedStaffAccount(admin, created, username)).user.id, lastName };

    const page = await newPage();
    await signIn(page, '/admin-login', DEMO.admin);
    await page.waitForURL('**/admin-dashboard');
    await page.goto('/admin-dashboard?tab=users');
    await page.getByLabel('Search', { exact: true }).fill(moving.lastName);
    await page.getByRole('button', { name: `Actions for ${moving.name}` }).click();
    await page.getByRole('menuitem', { name: 'Assign', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Assign ${moving.name}` });
    await dialog.getByLabel('Find a person').fill(manager.lastName);
    await dialog.getByLabel('Assign to', { exact: true }).selectOption(manager.id);
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();

    const question = dialog.getByRole('group', { name: `Open cases on ${deskA.name}` });
    await question.getByText(client.caseReference).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'desk-move-assign-en-1280');
    await question.getByLabel(`Return them to the queue of ${deskA.name}`).check();
    await dialog.getByRole('button', { name: 'Move and hand over the cases' }).click();
    await notifications(page).getByText('Assignment Successful').waitFor();

    const cases = (await (await admin.get(`/api/admin/cases?deskId=${deskA.id}`)).json()) as {
      cases: { id: string; lawyerId: string | null }[];
    };
    expect(cases.cases.find((c) => c.id === client.caseId)?.lawyerId).toBeNull();
  });
});
