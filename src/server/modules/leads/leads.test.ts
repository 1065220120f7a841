import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import { auditLog, caseEvents, cases, leads, notifications } from '../../db/schema';
import { createDesk, createLead } from '../../seed/factories';

const t = appPerFile();
type Person = { id: string; cookie: string };
let desk1: string;
let desk2: string;
let lawyer1: Person;
let lawyer1b: Person;
let lawyer2: Person;
let manager1: Person;
let manager2: Person;
let admin: Person;
let client: Person;

beforeAll(async () => {
  desk1 = (await createDesk(t.db, { countries: ['DE', 'NL'] })).id;
  desk2 = (await createDesk(t.db, { countries: ['FR'] })).id;
  const person = async (role: 'lawyer' | 'manager' | 'admin' | 'client', deskId: string | null = null) => {
    const { user, cookie } = await loginAs(t, role, { deskId });
    return { id: user.id, cookie };
  };
  lawyer1 = await person('lawyer', desk1);
  lawyer1b = await person('lawyer', desk1);
  lawyer2 = await person('lawyer', desk2);
  manager1 = await person('manager', desk1);
  manager2 = await person('manager', desk2);
  admin = await person('admin');
  client = await person('client');
});

const get = (who: Person, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
const step = (who: Person, id: string, action: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/leads/${id}/${action}`,
    payload,
    headers: { cookie: who.cookie },
  });
const leadIds = async (who: Person, query = '') =>
  (await get(who, `/api/lawyer/leads?limit=100${query}`))
    .json()
    .leads.map((l: { id: string }) => l.id) as string[];
const leadRow = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0]!;
const eventsOf = (caseId: string) => t.db.select().from(caseEvents).where(eq(caseEvents.caseId, caseId));

describe('GET /api/lawyer/leads (D21)', () => {
  it('shows new unassigned leads to the desk whose countries include the lead’s country, and all to admins', async () => {
    const de = await createLead(t.db, { country: 'DE', client: { firstName: 'Jonas', lastName: 'Becker' } });
    const fr = await createLead(t.db, { country: 'FR' });

    expect(await leadIds(lawyer1)).toContain(de.lead.id);
    expect(await leadIds(lawyer1)).not.toContain(fr.lead.id);
    expect(await leadIds(lawyer2)).toContain(fr.lead.id);
    expect(await leadIds(lawyer2)).not.toContain(de.lead.id);
    expect(await leadIds(manager1)).toContain(de.lead.id);
    expect(await leadIds(manager2)).not.toContain(de.lead.id);
    expect(await leadIds(admin)).toEqual(expect.arrayContaining([de.lead.id, fr.lead.id]));

    const lead = (await get(lawyer1, '/api/lawyer/leads?limit=100'))
      .json()
      .leads.find((l: { id: string }) => l.id === de.lead.id);
    expect(lead).toMatchObject({
      firstName: 'Jonas',
      lastName: 'Becker',
      status: 'new',
      country: 'DE',
      fraudType: 'cryptocurrency',
      amountLost: 12_500,
      caseId: de.case.id,
      caseReference: de.case.reference,
      assignedLawyerId: null,
    });
  });

  it('hides a new lead already assigned to another lawyer, and shows a lawyer the leads on their cases', async () => {
    const assigned = await createLead(t.db, { country: 'DE', deskId: desk1, lawyerId: lawyer1b.id });
    expect(await leadIds(lawyer1)).not.toContain(assigned.lead.id);
    expect(await leadIds(lawyer1b)).toContain(assigned.lead.id);
    expect(await leadIds(manager1)).toContain(assigned.lead.id);
  });

  it('filters by status and paginates in a stable order', async () => {
    await createLead(t.db, { country: 'NL', status: 'qualified', deskId: desk1 });
    const qualified = (await get(manager1, '/api/lawyer/leads?status=qualified')).json();
    expect(qualified.total).toBeGreaterThan(0);
    expect(qualified.leads.every((l: { status: string }) => l.status === 'qualified')).toBe(true);

    const all = (await get(admin, '/api/lawyer/leads?limit=100')).json();
    const pages = [];
    for (let page = 1; page <= all.total; page++) {
      const body = (await get(admin, `/api/lawyer/leads?limit=1&page=${page}`)).json();
      expect(body).toMatchObject({ page, limit: 1, total: all.total });
      pages.push(body.leads[0].id);
    }
    expect(pages).toEqual(all.leads.map((l: { id: string }) => l.id));
  });

  it('answers 400 with field messages for a bad filter or page size', async () => {
    const response = await get(lawyer1, '/api/lawyer/leads?status=hot&limit=500');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      status: expect.stringContaining('Choose one of'),
      limit: 'Ask for at most 100 rows at a time',
    });
  });

  it('refuses clients', async () => {
    expect((await get(client, '/api/lawyer/leads')).statusCode).toBe(403);
  });
});

describe('POST /api/leads/{id}/contact', () => {
  it('moves the lead to contacted, keeps the first contact time, and writes a staff-only event and audit', async () => {
    const { lead, case: theCase } = await createLead(t.db, { country: 'DE' });
    const first = await step(lawyer1, lead.id, 'contact', {
      channel: 'phone',
      notes: 'Spoke for 20 minutes',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'contacted', handledById: lawyer1.id });
    const firstContactedAt = first.json().firstContactedAt;
    expect(firstContactedAt).toEqual(expect.any(String));

    const again = await step(lawyer1, lead.id, 'contact', { channel: 'email' });
    expect(again.json()).toMatchObject({ status: 'contacted', firstContactedAt });

    const events = await eventsOf(theCase.id);
    expect(events.filter((e) => e.kind === 'lead_contacted')).toHaveLength(2);
    expect(events.find((e) => e.notes === 'Spoke for 20 minutes')).toMatchObject({
      clientVisible: false,
      actorId: lawyer1.id,
      data: expect.objectContaining({ channel: 'phone' }),
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lead'), eq(auditLog.entityId, lead.id)));
    expect(audits.map((a) => a.action)).toEqual(['lead.contacted', 'lead.contacted']);

    // Once handled, the lead is the handler's: desk colleagues no longer see it in the open queue.
    expect(await leadIds(lawyer1)).toContain(lead.id);
    expect(await leadIds(lawyer1b)).not.toContain(lead.id);
  });

  it('answers 400 for an unknown channel, naming the field', async () => {
    const { lead } = await createLead(t.db, { country: 'DE' });
    const response = await step(lawyer1, lead.id, 'contact', { channel: 'fax' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.channel).toBe('Choose one of the options offered.');
    expect((await leadRow(lead.id)).status).toBe('new');
  });

  it('answers 404 to a lawyer of another desk and changes nothing', async () => {
    const { lead } = await createLead(t.db, { country: 'DE' });
    const response = await step(lawyer2, lead.id, 'contact', { channel: 'phone' });
    expect(response.statusCode).toBe(404);
    expect(await leadRow(lead.id)).toMatchObject({ status: 'new', firstContactedAt: null, handledBy: null });
  });
});

describe('POST /api/leads/{id}/qualify and /reject', () => {
  it('qualifies once; a second qualify is 409', async () => {
    const { lead, case: theCase } = await createLead(t.db, { country: 'NL' });
    const ok = await step(manager1, lead.id, 'qualify', { notes: 'Bank statements look complete' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('qualified');
    expect((await eventsOf(theCase.id)).map((e) => [e.kind, e.clientVisible])).toEqual([
      ['lead_qualified', false],
    ]);

    const again = await step(manager1, lead.id, 'qualify');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'This lead has already been handled; it cannot be changed this way now.',
    );
  });

  it('rejects with a reason; a rejected lead cannot be converted', async () => {
    const { lead } = await createLead(t.db, { country: 'DE' });
    const missing = await step(lawyer1, lead.id, 'reject', { reason: 'no' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.reason).toMatch(/reason for declining/);

    const rejected = await step(lawyer1, lead.id, 'reject', { reason: 'The loss happened before 2015' });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectReason: 'The loss happened before 2015',
    });
    expect((await step(lawyer1, lead.id, 'convert')).statusCode).toBe(409);
  });
});

describe('POST /api/leads/{id}/convert', () => {
  it('keeps the case opened with the request: no second case, and the answer names the existing one', async () => {
    const { lead, case: theCase } = await createLead(t.db, { country: 'DE' });
    const casesOf = () =>
      t.db.select({ id: cases.id }).from(cases).where(eq(cases.clientId, theCase.clientId));
    expect(await casesOf()).toHaveLength(1);
    const response = await step(lawyer1, lead.id, 'convert');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ caseId: theCase.id, caseReference: theCase.reference });
    expect(await casesOf()).toEqual([{ id: theCase.id }]);
    // A second Create Case is refused and still creates nothing.
    expect((await step(lawyer1, lead.id, 'convert')).statusCode).toBe(409);
    expect(await casesOf()).toHaveLength(1);
  });

  it('lets a lawyer take the lead on themself: the case goes to them and their desk', async () => {
    const { lead, case: theCase } = await createLead(t.db, { country: 'DE' });
    const response = await step(lawyer1, lead.id, 'convert');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'converted', assignedLawyerId: lawyer1.id });
    expect(response.json().convertedAt).toEqual(expect.any(String));

    const [after] = await t.db.select().from(cases).where(eq(cases.id, theCase.id));
    expect(after).toMatchObject({ lawyerId: lawyer1.id, deskId: desk1 });
    const events = await eventsOf(theCase.id);
    expect(events.map((e) => [e.kind, e.clientVisible]).sort()).toEqual([
      ['lawyer_assigned', true],
      ['lead_converted', false],
    ]);
    // Taking a lead yourself is no news to you: no notification.
    expect(await t.db.select().from(notifications).where(eq(notifications.caseId, theCase.id))).toEqual([]);
  });

  it('refuses a lawyer who names a colleague', async () => {
    const { lead } = await createLead(t.db, { country: 'DE' });
    const response = await step(lawyer1, lead.id, 'convert', { lawyerId: lawyer1b.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.lawyerId).toMatch(/on yourself only/);
    expect((await leadRow(lead.id)).status).toBe('new');
  });

  it('makes a manager choose a lawyer of their own desk, and notifies that lawyer', async () => {
    const { lead, case: theCase } = await createLead(t.db, { country: 'DE' });
    const none = await step(manager1, lead.id, 'convert');
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.lawyerId).toBe('Choose the lawyer who will handle this case.');
    const otherDesk = await step(manager1, lead.id, 'convert', { lawyerId: lawyer2.id });
    expect(otherDesk.statusCode).toBe(400);
    expect(otherDesk.json().error.fields.lawyerId).toMatch(/another desk/);
    const notALawyer = await step(manager1, lead.id, 'convert', { lawyerId: admin.id });
    expect(notALawyer.json().error.fields.lawyerId).toBe('Choose an active lawyer.');
    const badId = await step(manager1, lead.id, 'convert', { lawyerId: 'someone' });
    expect(badId.json().error.fields.lawyerId).toBe('Choose a lawyer');

    const ok = await step(manager1, lead.id, 'convert', { lawyerId: lawyer1b.id });
    expect(ok.statusCode).toBe(200);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.caseId, theCase.id));
    expect(notice).toMatchObject({ userId: lawyer1b.id, kind: 'case_assigned' });
    expect(notice!.params).toMatchObject({ reference: theCase.reference });
    expect(await leadIds(lawyer1b)).toContain(lead.id);
  });

  it('lets an admin give a lead to any lawyer; the case moves to that lawyer’s desk', async () => {
    const { lead, case: theCase } = await createLead(t.db, { country: 'DE' });
    expect((await step(admin, lead.id, 'convert', { lawyerId: lawyer2.id })).statusCode).toBe(200);
    const [after] = await t.db.select().from(cases).where(eq(cases.id, theCase.id));
    expect(after).toMatchObject({ lawyerId: lawyer2.id, deskId: desk2 });
  });

  it('answers 404 to a manager of another desk', async () => {
    const { lead } = await createLead(t.db, { country: 'DE' });
    expect((await step(manager2, lead.id, 'convert', { lawyerId: lawyer2.id })).statusCode).toBe(404);
    expect((await leadRow(lead.id)).status).toBe('new');
  });
});
