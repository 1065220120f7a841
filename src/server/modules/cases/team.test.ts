import { describe, expect, it } from 'vitest';
import { casesFixture } from '../../../../tests/support/cases';
import { appPerFile } from '../../../../tests/support/test-app';
import { createCase, createUser } from '../../seed/factories';

const t = appPerFile();
const f = casesFixture(() => t);
const { call } = f;

const teamOf = (cookie: string, caseId: string) => call(cookie, 'GET', `/api/cases/${caseId}/team`);

describe('GET /api/cases/:id/team', () => {
  it("names the case's lawyer and its desk's active managers with their language, nothing else", async () => {
    const { client, lawyer, manager, desk, theCase } = await f.team();
    const second = await createUser(t.db, {
      role: 'manager',
      deskId: desk.id,
      firstName: 'Sofia',
      lastName: 'Aalto',
      language: 'it',
    });
    await createUser(t.db, { role: 'manager', deskId: desk.id, status: 'inactive' });
    await createUser(t.db, { role: 'manager', deskId: desk.id, status: 'banned' });
    await f.team(); // another desk's manager and lawyer

    const response = await teamOf(client.cookie, theCase.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      lawyer: {
        id: lawyer.id,
        firstName: lawyer.firstName,
        lastName: lawyer.lastName,
        role: 'lawyer',
        language: 'en',
      },
      // Ordered by last name.
      managers: [
        { id: second.id, firstName: 'Sofia', lastName: 'Aalto', role: 'manager', language: 'it' },
        {
          id: manager.id,
          firstName: manager.firstName,
          lastName: manager.lastName,
          role: 'manager',
          language: 'en',
        },
      ],
    });
    expect(response.body).not.toContain('@');
  });

  it('leaves out a lawyer whose account is no longer active, and is empty for an unassigned case', async () => {
    const client = await f.person('client');
    const former = await createUser(t.db, { role: 'lawyer', status: 'inactive' });
    const stale = await createCase(t.db, { clientId: client.id, lawyerId: former.id });
    expect((await teamOf(client.cookie, stale.id)).json()).toEqual({ lawyer: null, managers: [] });
  });

  it('is for the case’s client and team; anyone else gets 404', async () => {
    const { lawyer, manager, theCase } = await f.team();
    const admin = await f.person('admin');
    for (const cookie of [lawyer.cookie, manager.cookie, admin.cookie]) {
      expect((await teamOf(cookie, theCase.id)).statusCode).toBe(200);
    }
    const outsider = await f.team();
    for (const cookie of [outsider.client.cookie, outsider.lawyer.cookie, outsider.manager.cookie]) {
      const response = await teamOf(cookie, theCase.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    expect((await call(undefined, 'GET', `/api/cases/${theCase.id}/team`)).statusCode).toBe(401);
  });
});
