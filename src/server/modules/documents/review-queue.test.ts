import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lawyersDesk, type Person } from '../../../../tests/support/lawyers-desk';
import { appPerFile } from '../../../../tests/support/test-app';
import { documents } from '../../db/schema';
import { createCase, createDocument, createUser } from '../../seed/factories';

const t = appPerFile();
const { desk, get, newLawyer } = lawyersDesk(t, { withAdmin: false });

async function caseWithClient(lawyer: Person | null, lastName: string) {
  const client = await createUser(t.db, { role: 'client', firstName: 'Ana', lastName });
  const theCase = await createCase(t.db, {
    clientId: client.id,
    lawyerId: lawyer?.id ?? null,
    deskId: desk.id,
  });
  return { client, theCase };
}
/** Documents a second apart, so "newest first" is a fact of the data, not of insertion order. */
let clock = Date.parse('2026-03-01T10:00:00Z');
async function document(caseId: string, name: string, uploadedBy: string | null) {
  const row = await createDocument(t.db, { caseId, originalName: name, uploadedBy });
  clock += 1000;
  await t.db
    .update(documents)
    .set({ createdAt: new Date(clock) })
    .where(eq(documents.id, row.id));
  return row;
}

describe('GET /api/lawyer/documents', () => {
  it('lists the documents of the lawyer’s cases only, newest first, with case and client', async () => {
    const lawyer = await newLawyer();
    const a = await caseWithClient(lawyer, 'Aalto');
    const b = await caseWithClient(lawyer, 'Berger');
    const other = await caseWithClient(await newLawyer(), 'Other');
    const unassigned = await caseWithClient(null, 'Nobody');
    const first = await document(a.theCase.id, 'statement.pdf', a.client.id);
    await document(other.theCase.id, 'not-yours.pdf', other.client.id);
    await document(unassigned.theCase.id, 'not-yours-either.pdf', null);
    const second = await document(b.theCase.id, 'transfer.png', lawyer.id);

    const response = await get(lawyer, '/api/lawyer/documents');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(body.documents.map((d: { id: string }) => d.id)).toEqual([second.id, first.id]);
    expect(body.documents[1]).toMatchObject({
      id: first.id,
      caseId: a.theCase.id,
      caseReference: a.theCase.reference,
      caseTitle: a.theCase.title,
      clientName: `Ana Aalto`,
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      status: 'pending',
      reviewNote: null,
      reviewedAt: null,
      uploadedBy: { id: a.client.id, role: 'client' },
    });
    expect(body.documents[0].uploadedBy).toMatchObject({ id: lawyer.id, role: 'lawyer' });
  });

  it('filters by review status and pages with the total of all matches', async () => {
    const lawyer = await newLawyer();
    const { client, theCase } = await caseWithClient(lawyer, 'Claes');
    const names = ['one.pdf', 'two.pdf', 'three.pdf', 'four.pdf', 'five.pdf'];
    const rows = [];
    for (const name of names) rows.push(await document(theCase.id, name, client.id));
    const review = await t.app.inject({
      method: 'PUT',
      url: `/api/cases/${theCase.id}/documents/${rows[1]!.id}/review`,
      payload: { status: 'rejected', note: 'The page is cut off; please send the whole statement.' },
      headers: { cookie: lawyer.cookie },
    });
    expect(review.statusCode, review.body).toBe(200);
    await t.db.update(documents).set({ status: 'verified' }).where(eq(documents.id, rows[0]!.id));

    const rejected = (await get(lawyer, '/api/lawyer/documents?status=rejected')).json();
    expect(rejected.total).toBe(1);
    expect(rejected.documents[0]).toMatchObject({
      name: 'two.pdf',
      status: 'rejected',
      reviewNote: 'The page is cut off; please send the whole statement.',
    });
    expect((await get(lawyer, '/api/lawyer/documents?status=verified')).json().total).toBe(1);

    const page2 = (await get(lawyer, '/api/lawyer/documents?status=pending&page=2&limit=2')).json();
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.documents.map((d: { name: string }) => d.name)).toEqual(['three.pdf']);
    const past = (await get(lawyer, '/api/lawyer/documents?page=9&limit=2')).json();
    expect(past).toMatchObject({ total: 5, documents: [] });
  });

  it('answers 400 with the field for a status that does not exist', async () => {
    const lawyer = await newLawyer();
    const response = await get(lawyer, '/api/lawyer/documents?status=lost&limit=500');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      status: 'Choose pending, verified or rejected',
      limit: 'Ask for at most 100 rows at a time',
    });
  });
});
