import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile, loginAs, sessionCookieOf } from '../../../../tests/support/test-app';
import { findAppRoot } from '../../app-root';
import { cases, notifications } from '../../db/schema';
import { createCase, createUser } from '../../seed/factories';

/**
 * Issue 17 item 2: a title the software makes is composed when read, in the reader's language,
 * from what the response carries (fraud type, client name); nothing English is stored for it.
 */
const t = appPerFile();

const ENGLISH_TITLE = /Cryptocurrency fraud/;

describe('case titles made at registration', () => {
  it('store no title; every view of the case carries the fraud type and the client name to compose it', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '10.9.0.1',
      payload: {
        firstName: 'Sophie',
        lastName: 'Keller',
        email: 'sophie.keller.titles@example.test',
        country: 'DE',
        fraudType: 'cryptocurrency',
        amountLost: '16000',
        language: 'de',
        description: 'Eine Handelsplattform zahlt nichts mehr aus.',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { caseId } = registered.json().clientData;
    const [stored] = await t.db.select({ title: cases.title }).from(cases).where(eq(cases.id, caseId));
    expect(stored!.title).toBeNull();

    const client = sessionCookieOf(registered)!;
    const detail = await t.app.inject({ url: `/api/cases/${caseId}`, headers: { cookie: client } });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      title: null,
      fraudType: 'cryptocurrency',
      clientName: 'Sophie Keller',
    });
    expect(detail.body).not.toMatch(ENGLISH_TITLE);
    const dashboard = await t.app.inject({ url: '/api/client/dashboard', headers: { cookie: client } });
    expect(dashboard.json().case).toMatchObject({ title: null, fraudType: 'cryptocurrency' });
    expect(dashboard.json().cases[0]).toMatchObject({ title: null, fraudType: 'cryptocurrency' });
    expect(dashboard.body).not.toMatch(ENGLISH_TITLE);

    const admin = await loginAs(t, 'admin');
    const listed = await t.app.inject({
      url: '/api/admin/cases?q=Keller',
      headers: { cookie: admin.cookie },
    });
    expect(listed.json().cases).toEqual([
      expect.objectContaining({
        id: caseId,
        title: null,
        fraudType: 'cryptocurrency',
        clientName: 'Sophie Keller',
      }),
    ]);
    expect(listed.body).not.toMatch(ENGLISH_TITLE);
  });

  it('keeps a title typed by staff exactly as typed', async () => {
    const owner = await createUser(t.db, { firstName: 'Tom', lastName: 'Typed' });
    const typed = await createCase(t.db, { clientId: owner.id, title: 'Broker Nexa refuses withdrawals' });
    const admin = await loginAs(t, 'admin');
    const detail = await t.app.inject({ url: `/api/cases/${typed.id}`, headers: { cookie: admin.cookie } });
    expect(detail.json().title).toBe('Broker Nexa refuses withdrawals');
  });
});

describe('migration 0024: generated English titles become composed again', () => {
  async function runMigration() {
    const file = readFileSync(`${findAppRoot()}/drizzle/0024_case_titles_composed.sql`, 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
  }

  it('clears both generated forms, keeps typed titles, and turns the stored title of a notice into its fraud type', async () => {
    const client = await createUser(t.db, { firstName: 'Anna', lastName: 'Altdaten' });
    const lawyer = await createUser(t.db, { role: 'lawyer' });
    const registered = await createCase(t.db, {
      clientId: client.id,
      fraudType: 'romance',
      title: 'Romance fraud – Anna Altdaten',
    });
    const added = await createCase(t.db, { clientId: client.id, fraudType: 'forex', title: 'Forex fraud' });
    const typed = await createCase(t.db, {
      clientId: client.id,
      fraudType: 'romance',
      title: 'Romance fraud – met on a dating app in 2024',
    });
    await t.db.insert(notifications).values([
      {
        userId: lawyer.id,
        caseId: registered.id,
        kind: 'case_assigned',
        params: { reference: registered.reference, title: 'Romance fraud – Anna Altdaten' },
      },
      {
        userId: lawyer.id,
        caseId: typed.id,
        kind: 'case_assigned',
        params: { reference: typed.reference, title: 'Romance fraud – met on a dating app in 2024' },
      },
    ]);
    await runMigration();
    await runMigration(); // running it again changes nothing more

    const titles = await t.db
      .select({ id: cases.id, title: cases.title })
      .from(cases)
      .where(eq(cases.clientId, client.id));
    const byId = Object.fromEntries(titles.map((c) => [c.id, c.title]));
    expect(byId[registered.id]).toBeNull();
    expect(byId[added.id]).toBeNull();
    expect(byId[typed.id]).toBe('Romance fraud – met on a dating app in 2024');

    const notices = await t.db
      .select({ caseId: notifications.caseId, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.userId, lawyer.id));
    const paramsOf = (caseId: string) => notices.find((n) => n.caseId === caseId)?.params;
    expect(paramsOf(registered.id)).toEqual({ reference: registered.reference, fraudType: 'romance' });
    expect(paramsOf(typed.id)).toEqual({
      reference: typed.reference,
      title: 'Romance fraud – met on a dating app in 2024',
    });
  });
});
