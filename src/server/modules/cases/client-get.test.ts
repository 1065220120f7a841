import { describe, expect, it } from 'vitest';
import { casesFixture } from '../../../../tests/support/cases';
import { appPerFile } from '../../../../tests/support/test-app';
import { createCase } from '../../seed/factories';

const t = appPerFile();
const f = casesFixture(() => t);

const read = (role: 'lawyer' | 'manager', cookie: string, clientId: string, caseId?: string) =>
  f.call(cookie, 'GET', `/api/${role}/clients/${clientId}${caseId ? `?caseId=${caseId}` : ''}`);

describe('GET /api/lawyer/clients/:id and /api/manager/clients/:id (the edit dialog’s data)', () => {
  it('answers the client with the loss and funds of their latest case, from the ledger', async () => {
    const { lawyer, manager, client, theCase } = await f.team({ phone: '+31 20 123 4567' });
    await f.recordRecovery(lawyer.cookie, theCase.id, 2000);
    for (const [role, cookie] of [
      ['lawyer', lawyer.cookie],
      ['manager', manager.cookie],
    ] as const) {
      const r = await read(role, cookie, client.id);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({
        id: client.id,
        phone: '+31 20 123 4567',
        caseId: theCase.id,
        totalCases: 1,
        lossAmount: 25_000,
        recoveredAmount: 2000,
        availableBalance: 1600,
        currency: 'USD',
      });
    }
  });

  it('answers for the case named by caseId, and 404 for a case outside the caller’s', async () => {
    const { lawyer, client, desk, theCase } = await f.team();
    const later = await createCase(t.db, { clientId: client.id, deskId: desk.id, lawyerId: lawyer.id });
    expect((await read('lawyer', lawyer.cookie, client.id)).json().caseId).toBe(later.id);
    expect((await read('lawyer', lawyer.cookie, client.id, theCase.id)).json().caseId).toBe(theCase.id);
    const elsewhere = await createCase(t.db, { clientId: client.id });
    expect((await read('lawyer', lawyer.cookie, client.id, elsewhere.id)).statusCode).toBe(404);
  });

  it('answers 404 outside the caller’s cases or desk and 403 to other roles', async () => {
    const { client } = await f.team();
    const outsider = await f.team();
    expect((await read('lawyer', outsider.lawyer.cookie, client.id)).statusCode).toBe(404);
    expect((await read('manager', outsider.manager.cookie, client.id)).statusCode).toBe(404);
    expect((await read('lawyer', outsider.manager.cookie, client.id)).statusCode).toBe(403);
    expect((await read('manager', client.cookie, client.id)).statusCode).toBe(403);
  });
});
