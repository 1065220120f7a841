import { beforeAll, describe, expect, it } from 'vitest';
import { expectWorldUnchanged, worldOf } from '../../../../tests/support/insider';
import { insertPayment, signedInPerson } from '../../../../tests/support/payment-trail';
import { appPerFile } from '../../../../tests/support/test-app';
import { createCase, createDesk, createLead } from '../../seed/factories';

/**
 * Issue 31 item 7: a JSON body that is no object (`[]`, `"x"`, `1`, `null`, `true`) answered 500
 * on the payment-trail routes, because a contract's cross-field rule read fields of it. Each such
 * body, on every route of the trail and the others this work touched, is a 400 in the error shape
 * and changes nothing.
 */
const t = appPerFile();
let urls: { method: 'POST' | 'PUT'; url: string; cookie: string }[];
beforeAll(async () => {
  const desk = await createDesk(t.db, { countries: ['NL'] });
  const lawyer = await signedInPerson(t, 'lawyer', { deskId: desk.id });
  const client = await signedInPerson(t, 'client', { country: 'NL' });
  const theCase = await createCase(t.db, { clientId: client.id, deskId: desk.id, lawyerId: lawyer.id });
  const payment = await insertPayment(t.db, theCase.id, client.id);
  const { lead } = await createLead(t.db, { country: 'NL', lawyerId: lawyer.id, deskId: desk.id });
  const trail = `/api/cases/${theCase.id}/payment-trail`;
  const review = `/api/cases/${theCase.id}/indicators/${payment.indicatorId}/review/withdraw`;
  urls = [
    { method: 'POST', url: `${trail}/payments`, cookie: client.cookie },
    { method: 'PUT', url: `${trail}/payments/${payment.id}`, cookie: client.cookie },
    { method: 'POST', url: `${trail}/contacts`, cookie: client.cookie },
    { method: 'POST', url: `${trail}/payments`, cookie: lawyer.cookie },
    { method: 'POST', url: `${trail}/contacts`, cookie: lawyer.cookie },
    { method: 'PUT', url: `/api/indicators/${payment.indicatorId}/status`, cookie: lawyer.cookie },
    { method: 'POST', url: review, cookie: lawyer.cookie },
    { method: 'POST', url: `/api/leads/${lead.id}/conflict-decision`, cookie: lawyer.cookie },
  ];
});

describe('a body that is no object', () => {
  it.each(['[]', '"x"', '1', 'null', 'true', '[{"kind":"website"}]'])(
    '%s is a 400 everywhere, and nothing changes',
    async (payload) => {
      const before = await worldOf(t.db);
      for (const { method, url, cookie } of urls) {
        const response = await t.app.inject({
          method,
          url,
          payload,
          headers: { cookie, 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
        const { error } = response.json() as { error: { code: string; message: string } };
        // The input guard answers every route alike (plugins/input-guard.ts).
        expect(error.code).toBe('bad_request');
        expect(error.message.length).toBeGreaterThan(0);
      }
      await expectWorldUnchanged(t.db, before);
    },
  );
});
