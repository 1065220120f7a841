import { describe, expect, it } from 'vitest';
import { cryptoPayment, signedInPerson } from '../../../../tests/support/payment-trail';
import { appPerFile } from '../../../../tests/support/test-app';
import { createCase, createDesk, type NewUser } from '../../seed/factories';

const t = appPerFile();

const person = (role: NewUser['role'], overrides: NewUser = {}) => signedInPerson(t, role, overrides);

/**
 * Every placement of a case D21 distinguishes, all naming one wallet, seen by every kind of staff:
 * the details of a linked case appear exactly where its reader may open that case, and otherwise
 * only as a count (no name, no reference) — from the case's indicators and from its scheme.
 */
describe('who sees which linked case (D21 × every placement)', () => {
  it('matches the case scope for each reader, in the links and in the scheme', async () => {
    const desk1 = await createDesk(t.db, { countries: ['NL'] });
    const desk2 = await createDesk(t.db, { countries: ['FR'] });
    const staff = {
      lawyer1: await person('lawyer', { deskId: desk1.id }),
      lawyer2: await person('lawyer', { deskId: desk1.id }),
      lawyer3: await person('lawyer', { deskId: desk2.id }),
      manager1: await person('manager', { deskId: desk1.id }),
      manager2: await person('manager', { deskId: desk2.id }),
      admin: await person('admin'),
    };
    const placements = {
      lawyer1Case: { deskId: desk1.id, lawyerId: staff.lawyer1.id },
      lawyer2Case: { deskId: desk1.id, lawyerId: staff.lawyer2.id },
      desk1Unassigned: { deskId: desk1.id, lawyerId: null },
      lawyer3Case: { deskId: desk2.id, lawyerId: staff.lawyer3.id },
      desk2Unassigned: { deskId: desk2.id, lawyerId: null },
      noDesk: { deskId: null, lawyerId: null },
    };
    const wallet = `0x${'ab'.repeat(20)}`;
    const cases: Record<string, { id: string; reference: string; lastName: string }> = {};
    for (const [name, placement] of Object.entries(placements)) {
      const client = await person('client', { lastName: `Client-${name}` });
      const theCase = await createCase(t.db, { clientId: client.id, currency: 'EUR', ...placement });
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/cases/${theCase.id}/payment-trail/payments`,
        payload: cryptoPayment({ walletAddress: wallet }),
        headers: { cookie: client.cookie },
      });
      expect(added.statusCode, added.body).toBe(201);
      cases[name] = { id: theCase.id, reference: theCase.reference, lastName: client.lastName };
    }
    const sees: Record<keyof typeof staff, (keyof typeof placements)[]> = {
      lawyer1: ['lawyer1Case'],
      lawyer2: ['lawyer2Case'],
      lawyer3: ['lawyer3Case'],
      manager1: ['lawyer1Case', 'lawyer2Case', 'desk1Unassigned'],
      manager2: ['lawyer3Case', 'desk2Unassigned'],
      admin: Object.keys(placements) as (keyof typeof placements)[],
    };
    for (const [who, visible] of Object.entries(sees) as [
      keyof typeof staff,
      (keyof typeof placements)[],
    ][]) {
      const from = cases[visible[0]!]!;
      const get = (path: string) =>
        t.app.inject({
          method: 'GET',
          url: `/api/cases/${from.id}/${path}`,
          headers: { cookie: staff[who].cookie },
        });
      const links = await get('indicators');
      expect(links.statusCode, `${who} ${links.body}`).toBe(200);
      const [indicator] = links.json().indicators;
      const others = visible.filter((name) => cases[name]!.id !== from.id);
      expect(indicator.visible.map((c: { id: string }) => c.id).sort(), who).toEqual(
        others.map((n) => cases[n]!.id).sort(),
      );
      expect(indicator.otherCases, who).toBe(Object.keys(placements).length - 1);
      expect(indicator.hidden.cases, who).toBe(Object.keys(placements).length - 1 - others.length);
      const scheme = await get('scheme');
      expect(scheme.statusCode, `${who} ${scheme.body}`).toBe(200);
      // Listed: only what the reader may open; the rest in the totals alone (issue 31, D130).
      const shown = scheme.json().cases.map((c: { id: string }) => c.id);
      expect(shown.sort(), who).toEqual(visible.map((n) => cases[n]!.id).sort());
      expect(scheme.json().totalCases, who).toBe(Object.keys(placements).length);
      expect(scheme.json().hidden.cases, who).toBe(Object.keys(placements).length - visible.length);
      for (const name of Object.keys(placements).filter((n) => !visible.includes(n as never))) {
        for (const body of [links.body, scheme.body]) {
          expect(body, `${who} must not see ${name}`).not.toContain(cases[name]!.lastName);
          expect(body, `${who} must not see ${name}`).not.toContain(cases[name]!.reference);
        }
      }
    }
  });
});
