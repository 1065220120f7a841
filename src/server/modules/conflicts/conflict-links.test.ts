import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import type { LeadConflicts } from '../../../shared/contracts/conflicts';
import { schemeContacts } from '../../db/schema';
import { createCase, createDesk, createLead, createUser } from '../../seed/factories';
import { indicatorIdOf } from '../payment-trail';

/**
 * Issue 31 item 5, D21 as a matrix: the conflict panel names and links the record behind a match
 * (the other case, the matched client's case, the matched staff member) exactly for readers who
 * may open it, and for everyone else says only what kind of match it is, in the answer itself.
 */
const t = appPerFile();
const PLACEMENTS = ['deskA-lawyerA1', 'deskA-unassigned', 'deskB-lawyerB', 'no-desk'] as const;
type Placement = (typeof PLACEMENTS)[number];
const READERS = ['lawyerA1', 'lawyerA2', 'managerA', 'lawyerB', 'managerB', 'admin'] as const;
type Reader = (typeof READERS)[number];

/** What each reader's case scope admits (D21): admins all, managers their desk, lawyers their own. */
const MAY_OPEN: Record<Reader, Placement[]> = {
  admin: [...PLACEMENTS],
  managerA: ['deskA-lawyerA1', 'deskA-unassigned'],
  lawyerA1: ['deskA-lawyerA1'],
  lawyerA2: [],
  managerB: ['deskB-lawyerB'],
  lawyerB: ['deskB-lawyerB'],
};

type Person = { id: string; cookie: string; name: string };
const people = {} as Record<Reader, Person>;
let deskA: string;
let deskB: string;
type Shown = { id: string; reference: string; clientName: string };
/**
 * The cases of the matrix, by placement: the other victims naming each desk's scam phone, and the
 * cases of each lead's namesake (another client with the registrant's full name).
 */
const victims = {} as Record<Placement, Shown>;
const twins = { A: {}, B: {} } as Record<'A' | 'B', Record<Placement, Shown>>;
const TWIN_NAMES = { A: ['Wendelin', 'Zwilling'], B: ['Rosalind', 'Doppel'] } as const;
/** A lead of each desk's territory whose registrant matches all of the above. */
const leadOf = {} as Record<'A' | 'B', string>;

const SCAM_PHONE = { A: '+4915112340001', B: '+33612340001' } as const;

beforeAll(async () => {
  deskA = (await createDesk(t.db, { countries: ['DE'] })).id;
  deskB = (await createDesk(t.db, { countries: ['FR'] })).id;
  const desks: Record<Reader, string | null> = {
    lawyerA1: deskA,
    lawyerA2: deskA,
    managerA: deskA,
    lawyerB: deskB,
    managerB: deskB,
    admin: null,
  };
  for (const reader of READERS) {
    const role = reader.startsWith('lawyer') ? 'lawyer' : reader.startsWith('manager') ? 'manager' : 'admin';
    const { user, cookie } = await loginAs(t, role, { deskId: desks[reader] });
    people[reader] = { id: user.id, cookie, name: `${user.firstName} ${user.lastName}` };
  }
  const placed = (p: Placement) => ({
    deskId: p.startsWith('deskA') ? deskA : p.startsWith('deskB') ? deskB : null,
    lawyerId: p === 'deskA-lawyerA1' ? people.lawyerA1.id : p === 'deskB-lawyerB' ? people.lawyerB.id : null,
  });
  const twinOf = {
    A: await createUser(t.db, { role: 'client', firstName: TWIN_NAMES.A[0], lastName: TWIN_NAMES.A[1] }),
    B: await createUser(t.db, { role: 'client', firstName: TWIN_NAMES.B[0], lastName: TWIN_NAMES.B[1] }),
  };
  for (const p of PLACEMENTS) {
    const victim = await createUser(t.db, { role: 'client', firstName: 'Victim', lastName: p });
    const theCase = await createCase(t.db, { clientId: victim.id, ...placed(p) });
    for (const phone of Object.values(SCAM_PHONE)) {
      await t.db.insert(schemeContacts).values({
        caseId: theCase.id,
        kind: 'phone',
        value: phone,
        indicatorId: await indicatorIdOf(t.db, { kind: 'phone', value: phone }),
      });
    }
    victims[p] = { id: theCase.id, reference: theCase.reference, clientName: `Victim ${p}` };
    for (const desk of ['A', 'B'] as const) {
      const twinCase = await createCase(t.db, { clientId: twinOf[desk].id, ...placed(p) });
      twins[desk][p] = {
        id: twinCase.id,
        reference: twinCase.reference,
        clientName: TWIN_NAMES[desk].join(' '),
      };
    }
  }
  for (const [desk, country] of [
    ['A', 'DE'],
    ['B', 'FR'],
  ] as const) {
    const [firstName, lastName] = TWIN_NAMES[desk];
    const { lead } = await createLead(t.db, {
      country,
      client: { firstName, lastName, phone: SCAM_PHONE[desk], country },
    });
    leadOf[desk] = lead.id;
  }
});

const conflictsAs = async (reader: Reader, desk: 'A' | 'B') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/leads/${leadOf[desk]}/conflicts`,
    headers: { cookie: people[reader].cookie },
  });
  return response;
};
const caseRecords = (list: Record<Placement, Shown>, ps: Placement[]) =>
  ps.map((p) => ({
    type: 'case',
    caseId: list[p].id,
    reference: list[p].reference,
    clientName: list[p].clientName,
  }));

/** The readers of each lead: staff of the desk whose territory it is in (D21 lead scope), and admins. */
const CELLS = [
  ['lawyerA1', 'A'],
  ['lawyerA2', 'A'],
  ['managerA', 'A'],
  ['admin', 'A'],
  ['lawyerB', 'B'],
  ['managerB', 'B'],
  ['admin', 'B'],
] as const;

describe('the conflict panel links only what the reader may open (D21 matrix)', () => {
  it.each(CELLS)('%s reading the lead of desk %s', async (reader, desk) => {
    const response = await conflictsAs(reader, desk);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as LeadConflicts;
    const visible = MAY_OPEN[reader];
    const hidden = PLACEMENTS.filter((p) => !visible.includes(p));

    const indicator = body.conflicts.find((c) => c.source === 'indicator');
    expect(indicator).toMatchObject({ field: 'phone', kind: 'phone', cases: PLACEMENTS.length });
    expect(sorted(indicator!.records)).toEqual(sorted(caseRecords(victims, visible)));

    const namesake = body.conflicts.find((c) => c.source === 'person' && c.role === 'client');
    expect(namesake).toMatchObject({ matchedOn: 'name' });
    expect(sorted(namesake!.records)).toEqual(sorted(caseRecords(twins[desk], visible)));

    // Nothing of a case outside the reader's scope is in the answer: no id, reference or name.
    for (const p of hidden) {
      const twin = twins[desk][p];
      for (const secret of [
        victims[p].id,
        victims[p].reference,
        victims[p].clientName,
        twin.id,
        twin.reference,
      ]) {
        expect(response.body).not.toContain(secret);
      }
    }
  });

  it("is not found for a reader outside the lead's territory", async () => {
    for (const [reader, desk] of [
      ['managerB', 'A'],
      ['lawyerA1', 'B'],
      ['managerA', 'B'],
    ] as const) {
      expect((await conflictsAs(reader, desk)).statusCode).toBe(404);
    }
  });
});

describe('a matched staff member is named only to those who may open them', () => {
  it('an admin and the staff member’s own desk manager; a lawyer or another desk’s manager see the role only', async () => {
    const phone = '+4930999000111';
    await t.db.execute(
      // The desk-A colleague shares the registrant's number (a possible conflict of interest).
      sql`update users set phone = ${phone}, country = 'DE' where id = ${people.lawyerA2.id}`,
    );
    const leads = {
      A: (await createLead(t.db, { country: 'DE', client: { phone, country: 'DE', lastName: 'Solo A' } }))
        .lead,
      B: (await createLead(t.db, { country: 'FR', client: { phone, country: 'DE', lastName: 'Solo B' } }))
        .lead,
    };
    const person = { type: 'person', userId: people.lawyerA2.id, name: people.lawyerA2.name, role: 'lawyer' };
    for (const [reader, desk, named] of [
      ['admin', 'A', true],
      ['managerA', 'A', true],
      ['lawyerA1', 'A', false],
      ['managerB', 'B', false],
      ['lawyerB', 'B', false],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/leads/${leads[desk].id}/conflicts`,
        headers: { cookie: people[reader].cookie },
      });
      const match = (response.json() as LeadConflicts).conflicts.find((c) => c.source === 'person');
      expect(match, reader).toMatchObject({ role: 'lawyer', matchedOn: 'phone' });
      expect(match!.records, reader).toEqual(named ? [person] : []);
      if (!named) expect(response.body).not.toContain(people.lawyerA2.name);
    }
  });
});

const sorted = <T extends object>(list: T[]) =>
  [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
