import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import { loginAs, type TestApp } from '../../../../tests/support/test-app';
import { cases, users } from '../../db/schema';
import { createCase, createLead, createUser } from '../../seed/factories';

// D23 (word-prefix search) and D121 (how it is built): what an API client sees of the admin's
// people and case lists, the lawyer's clients and cases, and the leads. Every name here is
// invented for this file, so the other rows of the test database never match by accident.

let t: TestApp;
let kit: AdminKit;
withAdminApp((app, adminKit) => {
  t = app;
  kit = adminKit;
});

type Page = { users: { id: string; lastName: string }[]; total: number; nextCursor: string | null };
const people = async (query: string): Promise<Page> => {
  const response = await kit.call({ method: 'GET', url: `/api/admin/users?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const idsFound = async (q: string) => (await people(`q=${encodeURIComponent(q)}`)).users.map((u) => u.id);
const caseIdsFound = async (q: string) => {
  const response = await kit.call({ method: 'GET', url: `/api/admin/cases?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return (response.json().cases as { id: string }[]).map((c) => c.id);
};
const client = (input: Parameters<typeof createUser>[1]) => createUser(t.db, { password: null, ...input });

describe('word-prefix search (D23)', () => {
  it('matches the beginning of a word, not the middle', async () => {
    const jansen = await client({ firstName: 'Wopkeqa', lastName: 'Jansen' });
    expect(await idsFound('wopkeqa jans')).toEqual([jansen.id]);
    expect(await idsFound('Jans')).toContain(jansen.id);
    expect(await idsFound('ansen')).not.toContain(jansen.id);
  });

  it('needs every word of the query, in any order', async () => {
    const anna = await client({ firstName: 'Annemieke', lastName: 'Zwartkop' });
    const other = await client({ firstName: 'Annemieke', lastName: 'Zilverkop' });
    expect(await idsFound('annem zwart')).toEqual([anna.id]);
    expect(await idsFound('zwart annem')).toEqual([anna.id]);
    expect((await idsFound('annemieke')).sort()).toEqual([anna.id, other.id].sort());
    expect(await idsFound('annemieke zilver')).toEqual([other.id]);
  });

  it('folds accents and case on both sides', async () => {
    const muller = await client({ firstName: 'Örjan', lastName: 'Müllerhöfer' });
    const eloise = await client({ firstName: 'Éloïsette', lastName: 'Ståhlberg' });
    expect(await idsFound('mullerhof')).toEqual([muller.id]);
    expect(await idsFound('MÜLLERHÖ')).toEqual([muller.id]);
    expect(await idsFound('orjan')).toEqual([muller.id]);
    expect(await idsFound('ÉLOÏSET')).toEqual([eloise.id]);
    expect(await idsFound('eloiset stahl')).toEqual([eloise.id]);
  });

  it('finds "de Vriesema" by "vriesema": each word of a name is a search word', async () => {
    const vries = await client({ firstName: 'Maaike', lastName: 'de Vriesema' });
    expect(await idsFound('vriesema')).toEqual([vries.id]);
    expect(await idsFound('de vriesem')).toEqual([vries.id]);
  });

  it('finds people by the parts of their email address and by their phone digits', async () => {
    const person = await client({
      firstName: 'Kees',
      lastName: 'Plop',
      email: 'k.brouwerink+claims@fastmailq.example',
      phone: '+31 6 9182 7364',
    });
    expect(await idsFound('brouwerink')).toEqual([person.id]);
    expect(await idsFound('kbrouwerink')).toEqual([person.id]);
    expect(await idsFound('fastmailq')).toEqual([person.id]);
    expect(await idsFound('k.brouwerink@fastmailq')).toEqual([person.id]);
    expect(await idsFound('3169182')).toEqual([person.id]);
    expect(await idsFound('+31 6 9182 73')).toEqual([person.id]);
    expect(await idsFound('9182')).toEqual([]);
  });

  it('finds cases by reference prefix, title and client name, and follows a rename', async () => {
    const owner = await client({ firstName: 'Gerlof', lastName: 'Tuinstraat' });
    const theCase = await createCase(t.db, { clientId: owner.id, title: 'Quokkabank chargeback' });
    const other = await createCase(t.db, { clientId: owner.id, title: 'Another matter' });
    const prefix = theCase.reference.slice(0, -1); // RC-2026-00004 for RC-2026-000042
    expect(await caseIdsFound(prefix)).toContain(theCase.id);
    expect(await caseIdsFound(theCase.reference)).toEqual([theCase.id]);
    expect(await caseIdsFound('quokka')).toEqual([theCase.id]);
    expect((await caseIdsFound('tuinstr')).sort()).toEqual([theCase.id, other.id].sort());

    // The words change in the writing transaction (triggers): the old name no longer finds them.
    await t.db.update(users).set({ lastName: 'Bloemgracht' }).where(eq(users.id, owner.id));
    expect(await caseIdsFound('tuinstr')).toEqual([]);
    expect((await caseIdsFound('bloemgr')).sort()).toEqual([theCase.id, other.id].sort());
    expect(await idsFound('bloemgr')).toEqual([owner.id]);
    await t.db.update(cases).set({ title: 'Wallaby exchange' }).where(eq(cases.id, theCase.id));
    expect(await caseIdsFound('quokka')).toEqual([]);
    expect(await caseIdsFound('wallab')).toEqual([theCase.id]);
  });

  it('searches the leads by the client and the case', async () => {
    const lead = await createLead(t.db, {
      client: { firstName: 'Hessel', lastName: 'Oderwaldt', email: 'hessel@oderq.example' },
    });
    const list = async (q: string) => {
      const response = await kit.call({ method: 'GET', url: `/api/lawyer/leads?q=${encodeURIComponent(q)}` });
      expect(response.statusCode).toBe(200);
      return (response.json().leads as { id: string; caseReference: string }[]).map((l) => l.id);
    };
    expect(await list('oderwal')).toEqual([lead.lead.id]);
    expect(await list(lead.case.reference)).toEqual([lead.lead.id]);
    expect(await list('hessel oderq')).toEqual([lead.lead.id]);
    expect(await list('zzqxvw')).toEqual([]);
  });

  it('runs the typo-tolerant search only when nothing begins with the query', async () => {
    const jansen = await client({ firstName: 'Tjitske', lastName: 'Brandsma' });
    const similar = await client({ firstName: 'Tjitske', lastName: 'Brantsma' });
    // A typo: nothing begins with "brandsmaa", so the trigram search finds the resembling names.
    expect(await idsFound('brandsmaa')).toContain(jansen.id);
    // A prefix that matches: only the prefix matches, not the names that merely resemble it.
    expect(await idsFound('brandsma')).toEqual([jansen.id]);
    expect(await idsFound('brantsma')).toEqual([similar.id]);
  });

  it('keeps a lawyer to their own clients and cases', async () => {
    const { user: lawyer, cookie } = await loginAs(t, 'lawyer');
    const { user: otherLawyer } = await loginAs(t, 'lawyer');
    const mine = await client({ firstName: 'Sjoerd', lastName: 'Kwakkelaar' });
    const theirs = await client({ firstName: 'Sjoerd', lastName: 'Kwakkelaarster' });
    const myCase = await createCase(t.db, { clientId: mine.id, lawyerId: lawyer.id });
    await createCase(t.db, { clientId: theirs.id, lawyerId: otherLawyer.id });
    const get = (url: string) => kit.call({ method: 'GET', url, cookie });
    const clients = (await get('/api/lawyer/clients?q=kwakkel')).json();
    expect(clients.clients.map((c: { id: string }) => c.id)).toEqual([mine.id]);
    const myCases = (await get('/api/lawyer/cases?q=kwakkel')).json();
    expect(myCases.cases.map((c: { id: string }) => c.id)).toEqual([myCase.id]);
    expect(await idsFound('kwakkel')).toHaveLength(2);
  });
});

describe('keyset paging (D121)', () => {
  it('walks a search page by page with no row repeated or skipped while rows are added', async () => {
    const before = [];
    for (let i = 0; i < 7; i++) before.push(await client({ firstName: 'Rinse', lastName: `Keysetwalk${i}` }));
    const seen: string[] = [];
    let cursor: string | null = null;
    let added = 0;
    do {
      const page: Page = await people(`q=keysetwalk&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.users.map((u) => u.id));
      cursor = page.nextCursor;
      // Between pages: people who sort before the walk's position and after it.
      await client({ firstName: 'Rinse', lastName: `Keysetwalk${added}` });
      await client({ firstName: 'Rinse', lastName: `Keysetwalkzz${added++}` });
    } while (cursor && added < 20);
    expect(new Set(seen).size).toBe(seen.length);
    for (const person of before) expect(seen).toContain(person.id);
  });

  it('walks the unsearched list by cursor too, newest first, while rows are added', async () => {
    const first = (await people('limit=3')).users.map((u) => u.id);
    let cursor = (await people('limit=3')).nextCursor;
    await client({ firstName: 'Newer', lastName: 'Thanthewalk' });
    const second = await people(`limit=3&cursor=${cursor}`);
    expect(second.users.map((u) => u.id).some((id) => first.includes(id))).toBe(false);
    cursor = second.nextCursor;
    expect(cursor).not.toBeNull();
  });

  it('refuses a cursor it did not give, naming the field', async () => {
    for (const cursor of ['not-a-cursor', 'WyJ4Il0', 'WyJhIiwxLCJ6Il0']) {
      const response = await kit.call({ method: 'GET', url: `/api/admin/users?q=jans&cursor=${cursor}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.cursor).toMatch(/cursor/i);
    }
  });
});
