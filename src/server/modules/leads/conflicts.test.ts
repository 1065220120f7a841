import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES } from '../../../../tests/support/payment-trail';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import type { Indicator } from '../../../shared/domain/trail/indicators';
import {
  type adverseParties,
  auditLog,
  caseEvents,
  indicators,
  leadConflictDecisions,
  leads,
  payoutMethods,
  schemeContacts,
} from '../../db/schema';
import { secretBox } from '../../lib/secret-box';
import { createCase, createDesk, createLead, createUser } from '../../seed/factories';
import { indicatorIdOf } from '../payment-trail/indicator-rows';

/** Issue 21 item 5: every lead is matched against indicators, adverse parties and people. */
const t = appPerFile();
type Person = { id: string; cookie: string };
let lawyer: Person;
let otherLawyer: Person;
let admin: Person;
let deskId: string;
let n = 0;

beforeAll(async () => {
  deskId = (await createDesk(t.db, { countries: ['DE'] })).id;
  const otherDesk = (await createDesk(t.db, { countries: ['FR'] })).id;
  const person = async (role: 'lawyer' | 'admin', desk: string | null) => {
    const { user, cookie } = await loginAs(t, role, { deskId: desk });
    return { id: user.id, cookie };
  };
  lawyer = await person('lawyer', deskId);
  otherLawyer = await person('lawyer', otherDesk);
  admin = await person('admin', null);
});

const inject = (who: Person, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, payload, headers: { cookie: who.cookie } });
const conflictsOf = async (leadId: string, who: Person = lawyer) =>
  (await inject(who, 'GET', `/api/leads/${leadId}/conflicts`)).json();
/** A new German lead whose client has these particulars (unique names unless given). */
const newLead = (client: Record<string, unknown> = {}) =>
  createLead(t.db, {
    country: 'DE',
    client: { firstName: 'Reg', lastName: `Istrant ${++n}`, country: 'DE', ...client },
  });

/** An indicator seen as a contact point on a case of some other client. */
async function sightedElsewhere(indicator: Indicator, kind: 'email' | 'phone' = 'email') {
  const victim = await createUser(t.db, { role: 'client' });
  const theCase = await createCase(t.db, { clientId: victim.id });
  await t.db.insert(schemeContacts).values({
    caseId: theCase.id,
    enteredBy: admin.id,
    kind,
    value: indicator.value,
    indicatorId: await indicatorIdOf(t.db, indicator),
  });
  return theCase;
}

async function addPayout(clientId: string, kind: 'bank_account' | 'crypto_wallet', plain: string) {
  const box = secretBox(t.config.sessionSecret, 'payout-details');
  await t.db.insert(payoutMethods).values({
    clientId,
    kind,
    holderName: 'Reg Istrant',
    label: 'Mine',
    ...(kind === 'bank_account'
      ? { iban: box.seal(plain) }
      : { network: 'ethereum', walletAddress: box.seal(plain) }),
  });
}

describe('GET /api/leads/:id/conflicts: indicators', () => {
  it('reports a registrant whose email and phone are scam contact points on other cases, counted by case', async () => {
    await sightedElsewhere({ kind: 'email', value: 'support@fx-trade-pro.example' });
    await sightedElsewhere({ kind: 'phone', value: '+4915112345678' }, 'phone');
    await sightedElsewhere({ kind: 'phone', value: '+4915112345678' }, 'phone');
    const { lead } = await newLead({ email: 'Support@FX-Trade-Pro.example', phone: '0151 1234 5678' });

    const body = await conflictsOf(lead.id);
    expect(body.open).toBe(true);
    expect(body.decision).toBeNull();
    expect(body.conflicts).toEqual(
      expect.arrayContaining([
        { source: 'indicator', field: 'email', kind: 'email', status: 'unreviewed', cases: 1, records: [] },
        { source: 'indicator', field: 'phone', kind: 'phone', status: 'unreviewed', cases: 2, records: [] },
      ]),
    );
  });

  it('reports payout IBANs and wallets (opened from their sealed form) that are indicators', async () => {
    await sightedElsewhere({ kind: 'iban', value: SAMPLES.iban });
    await sightedElsewhere({ kind: 'crypto_address', value: `evm:${SAMPLES.evm.toLowerCase()}` });
    const { lead, client } = await newLead();
    await addPayout(client.id, 'bank_account', SAMPLES.iban);
    await addPayout(client.id, 'crypto_wallet', SAMPLES.evm);

    const { conflicts } = await conflictsOf(lead.id);
    expect(conflicts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'indicator', field: 'payout', kind: 'iban', cases: 1 }),
        expect.objectContaining({ source: 'indicator', field: 'payout', kind: 'crypto_address', cases: 1 }),
      ]),
    );
  });

  it('ignores false matches and sightings on the registrant’s own cases, and sees indicators reported later', async () => {
    const value = 'scammer-later@example.test';
    const { lead, client } = await newLead({ email: value });
    expect((await conflictsOf(lead.id)).conflicts).toEqual([]);

    // Their own case naming their own address is no conflict.
    const ownCase = await createCase(t.db, { clientId: client.id });
    await t.db.insert(schemeContacts).values({
      caseId: ownCase.id,
      kind: 'email',
      value,
      indicatorId: await indicatorIdOf(t.db, { kind: 'email', value }),
    });
    expect((await conflictsOf(lead.id)).conflicts).toEqual([]);

    // Reported on another case after the registration: it shows now.
    await sightedElsewhere({ kind: 'email', value });
    expect((await conflictsOf(lead.id)).conflicts).toHaveLength(1);

    await t.db.update(indicators).set({ status: 'false_match' }).where(eq(indicators.value, value));
    expect((await conflictsOf(lead.id)).conflicts).toEqual([]);
  });
});

describe('adverse parties and people', () => {
  it('matches an adverse party by name across accents, case and spaces, by alias and by email; not a removed one', async () => {
    const party = async (values: Partial<typeof adverseParties.$inferInsert>) =>
      (await inject(admin, 'POST', '/api/admin/adverse-parties', values as Record<string, unknown>)).json();
    await party({ name: 'Jürgen  Müller-Weiß' });
    await party({ name: 'FX Trade Pro Ltd', aliases: ['Zoë Brandt'] });
    await party({ name: 'Crypto Capital GmbH', email: 'Boss@Crypto-Capital.example' });
    const removed = await party({ name: 'Olaf Gone' });
    await inject(admin, 'POST', '/api/admin/adverse-parties', {}); // a refused one changes nothing
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/adverse-parties/${removed.id}`,
      headers: { cookie: admin.cookie },
    });

    const byName = await newLead({ firstName: 'JURGEN', lastName: 'muller weiss' });
    const byAlias = await newLead({ firstName: 'zoe', lastName: 'BRANDT' });
    const byEmail = await newLead({ email: 'boss@crypto-capital.example' });
    const gone = await newLead({ firstName: 'Olaf', lastName: 'Gone' });
    expect((await conflictsOf(byName.lead.id)).conflicts).toContainEqual({
      source: 'adverse_party',
      name: 'Jürgen  Müller-Weiß',
      matchedOn: 'name',
      records: [],
    });
    expect((await conflictsOf(byAlias.lead.id)).conflicts).toContainEqual({
      source: 'adverse_party',
      name: 'FX Trade Pro Ltd',
      matchedOn: 'alias',
      records: [],
    });
    expect((await conflictsOf(byEmail.lead.id)).conflicts).toContainEqual({
      source: 'adverse_party',
      name: 'Crypto Capital GmbH',
      matchedOn: 'email',
      records: [],
    });
    expect((await conflictsOf(gone.lead.id)).conflicts).toEqual([]);
  });

  it('reports another person with the same phone or full name by role only', async () => {
    await createUser(t.db, {
      role: 'lawyer',
      firstName: 'Staff',
      lastName: 'Twin',
      phone: '+49 30 1234567',
      country: 'DE',
    });
    await createUser(t.db, { role: 'client', firstName: 'Émile', lastName: 'Zola-Dupont' });
    const samePhone = await newLead({ phone: '030 1234567' });
    const sameName = await newLead({ firstName: 'emile', lastName: 'ZOLA DUPONT' });

    const phone = await conflictsOf(samePhone.lead.id);
    expect(phone.conflicts).toEqual([{ source: 'person', role: 'lawyer', matchedOn: 'phone', records: [] }]);
    expect(JSON.stringify(phone)).not.toContain('Twin');
    expect((await conflictsOf(sameName.lead.id)).conflicts).toEqual([
      { source: 'person', role: 'client', matchedOn: 'name', records: [] },
    ]);
  });
});

describe('deciding and converting', () => {
  const conflicted = async () => {
    const value = `contact-${++n}@scam.example`;
    await sightedElsewhere({ kind: 'email', value });
    return newLead({ email: value });
  };

  it('refuses to convert with an open conflict (409, nothing changes), then converts once cleared', async () => {
    const { lead } = await conflicted();
    const refused = await inject(lawyer, 'POST', `/api/leads/${lead.id}/convert`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/open conflict/);
    const row = (await t.db.select().from(leads).where(eq(leads.id, lead.id)))[0]!;
    expect(row.status).toBe('new');

    const list = (await inject(lawyer, 'GET', '/api/lawyer/leads?limit=100')).json();
    expect(list.leads.find((l: { id: string }) => l.id === lead.id)).toMatchObject({
      conflicts: 1,
      conflictOpen: true,
    });

    const short = await inject(lawyer, 'POST', `/api/leads/${lead.id}/conflict-decision`, {
      decision: 'cleared',
      reason: 'ok',
    });
    expect(short.statusCode).toBe(400);
    const cleared = await inject(lawyer, 'POST', `/api/leads/${lead.id}/conflict-decision`, {
      decision: 'cleared',
      reason: 'The address was given to them by the scammers; they are the victim.',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      open: false,
      decision: {
        decision: 'cleared',
        reason: expect.stringContaining('victim'),
        decidedBy: expect.any(String),
      },
    });
    const after = (await inject(lawyer, 'GET', '/api/lawyer/leads?limit=100')).json();
    expect(after.leads.find((l: { id: string }) => l.id === lead.id)).toMatchObject({ conflictOpen: false });

    const converted = await inject(lawyer, 'POST', `/api/leads/${lead.id}/convert`, {});
    expect(converted.statusCode).toBe(200);
    expect(converted.json().status).toBe('converted');

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, lead.id), eq(auditLog.action, 'lead.conflict_decided')));
    expect(audits).toHaveLength(1);
    const events = await t.db.select().from(caseEvents).where(eq(caseEvents.caseId, lead.caseId));
    expect(events.find((e) => e.kind === 'lead_conflict_decided')).toMatchObject({ clientVisible: false });
  });

  it('opens the check again when a new conflict appears after clearance', async () => {
    const id = ++n;
    const value = `contact-${id}@scam.example`;
    await sightedElsewhere({ kind: 'email', value });
    const { lead } = await newLead({ email: value, firstName: 'Later', lastName: `Namesake ${id}` });
    await inject(lawyer, 'POST', `/api/leads/${lead.id}/conflict-decision`, {
      decision: 'cleared',
      reason: 'Checked with the client by phone.',
    });
    expect((await conflictsOf(lead.id)).open).toBe(false);
    await createUser(t.db, { role: 'manager', firstName: 'LATER', lastName: `namesake ${id}` });
    expect((await conflictsOf(lead.id)).open).toBe(true);
    expect((await inject(lawyer, 'POST', `/api/leads/${lead.id}/convert`, {})).statusCode).toBe(409);
  });

  it('declining records the decision and declines the lead with the reason', async () => {
    const { lead } = await conflicted();
    const declined = await inject(admin, 'POST', `/api/leads/${lead.id}/conflict-decision`, {
      decision: 'declined',
      reason: 'We act for the other side in this matter.',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ open: false, decision: { decision: 'declined' } });
    const row = (await t.db.select().from(leads).where(eq(leads.id, lead.id)))[0]!;
    expect(row).toMatchObject({
      status: 'rejected',
      rejectReason: 'We act for the other side in this matter.',
    });
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, lead.id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['lead.conflict_decided', 'lead.rejected']));
    // A decided lead cannot be decided again.
    const again = await inject(admin, 'POST', `/api/leads/${lead.id}/conflict-decision`, {
      decision: 'cleared',
      reason: 'Changed my mind about it.',
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 409 when there is nothing to decide, and keeps decisions append-only', async () => {
    const { lead } = await newLead();
    const nothing = await inject(lawyer, 'POST', `/api/leads/${lead.id}/conflict-decision`, {
      decision: 'cleared',
      reason: 'Nothing to see here.',
    });
    expect(nothing.statusCode).toBe(409);
    await expect(t.db.delete(leadConflictDecisions)).rejects.toThrow();
    const [any] = await t.db.select().from(leadConflictDecisions).limit(1);
    await expect(
      t.db
        .update(leadConflictDecisions)
        .set({ reason: 'rewritten' })
        .where(eq(leadConflictDecisions.id, any!.id)),
    ).rejects.toThrow();
  });

  it('is 404 outside the lead scope, for reading and deciding', async () => {
    const { lead } = await conflicted();
    expect((await inject(otherLawyer, 'GET', `/api/leads/${lead.id}/conflicts`)).statusCode).toBe(404);
    const decide = await inject(otherLawyer, 'POST', `/api/leads/${lead.id}/conflict-decision`, {
      decision: 'declined',
      reason: 'Not my lead at all.',
    });
    expect(decide.statusCode).toBe(404);
    expect(
      await t.db.select().from(leadConflictDecisions).where(eq(leadConflictDecisions.leadId, lead.id)),
    ).toEqual([]);
  });
});
