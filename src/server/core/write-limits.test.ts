import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseCast, type Person } from '../../../tests/support/case-cast';
import { appPerFile } from '../../../tests/support/test-app';
import { caseEvents, messages, schemeContacts } from '../db/schema';
import { WRITE_LIMITS } from './write-limits';

const t = appPerFile();
let client: Person;
let lawyer: Person;
let otherClient: Person;
let caseId: string;
let otherCaseId: string;

beforeAll(async () => {
  ({ client, lawyer, otherClient, caseId, otherCaseId } = await caseCast(t));
});

// The page's language (D119) decides the refusal's words.
const post = (who: Person, url: string, payload: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie: who.cookie, 'x-screen-language': language },
  });

const contact = { kind: 'phone', value: '020 123 4567', phoneCountry: 'NL' };
const trail = (id: string) => `/api/cases/${id}/payment-trail/contacts`;

/** Sends `n` writes one after the other and returns their statuses. */
async function statusesOf(n: number, send: () => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await send()).statusCode);
  return statuses;
}

function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  return (res.json() as { error: { code: string; message: string } }).error;
}

describe('issue 31: per-person write limits', () => {
  it('a client writes 30 trail entries in a minute; the 31st is a localized 429 and is not stored', async () => {
    const limit = WRITE_LIMITS.trail.perMinute;
    expect(await statusesOf(limit, () => post(client, trail(caseId), contact))).toEqual(
      Array(limit).fill(201),
    );
    const refused = expectLimited(await post(client, trail(caseId), contact, 'de'));
    expect(refused.code).toBe('rate_limited');
    expect(refused.message).toBe(
      'Sie haben in der letzten Minute 30 Änderungen an der Zahlungsspur vorgenommen, das Maximum, das wir annehmen. Bitte warten Sie 1 Minute und versuchen Sie es dann erneut.',
    );
    const [stored] = await t.db
      .select({ n: count() })
      .from(schemeContacts)
      .where(eq(schemeContacts.caseId, caseId));
    expect(stored!.n).toBe(limit);

    // The case's lawyer on the same trail, and another client on theirs, are not slowed down.
    expect((await post(lawyer, trail(caseId), contact)).statusCode).toBe(201);
    expect((await post(otherClient, trail(otherCaseId), contact)).statusCode).toBe(201);
    // Messages are counted apart: the same client may still write to the team.
    expect((await post(client, `/api/cases/${caseId}/messages`, { body: 'Still here' })).statusCode).toBe(
      201,
    );
  });

  it('messages: the 31st in a minute is refused in English with the error shape; the lawyer still answers', async () => {
    const limit = WRITE_LIMITS.message.perMinute;
    const send = () => post(otherClient, `/api/cases/${otherCaseId}/messages`, { body: 'Hello?' });
    expect(await statusesOf(limit, send)).toEqual(Array(limit).fill(201));
    const refused = expectLimited(await send());
    expect(refused).toEqual({
      code: 'rate_limited',
      message:
        'You have sent 30 messages in the last minute, the most we accept. Please wait 1 minute and try again.',
    });
    const [stored] = await t.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.caseId, otherCaseId), eq(messages.senderId, otherClient.id)));
    expect(stored!.n).toBe(limit);
    expect((await post(lawyer, `/api/cases/${caseId}/messages`, { body: 'We are on it' })).statusCode).toBe(
      201,
    );
  });

  it('notes: the 31st client note in a minute is refused and leaves no timeline entry', async () => {
    const limit = WRITE_LIMITS.note.perMinute;
    const notesOnCase = async () => {
      const [row] = await t.db
        .select({ n: count() })
        .from(caseEvents)
        .where(
          and(
            eq(caseEvents.caseId, caseId),
            eq(caseEvents.actorId, client.id),
            eq(caseEvents.kind, 'client_note'),
          ),
        );
      return row!.n;
    };
    const before = await notesOnCase();
    const send = () => post(client, '/api/client/notes', { caseId, body: 'One more receipt' });
    expect(await statusesOf(limit, send)).toEqual(Array(limit).fill(201));
    expectLimited(await send());
    expect(await notesOnCase()).toBe(before + limit);
  });
});
