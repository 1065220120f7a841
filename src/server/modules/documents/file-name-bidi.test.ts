import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseCast, type Person } from '../../../../tests/support/case-cast';
import { multipartFile, sampleFiles } from '../../../../tests/support/documents';
import { appPerFile } from '../../../../tests/support/test-app';
import { documents } from '../../db/schema';

const t = appPerFile();
let client: Person;
let lawyer: Person;
let caseId: string;

beforeAll(async () => {
  ({ client, lawyer, caseId } = await caseCast(t));
});

const upload = (who: Person, fileName: string, bytes: Buffer) => {
  const { payload, headers } = multipartFile(fileName, bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/documents`,
    payload,
    headers: { ...headers, cookie: who.cookie },
  });
};

describe('issue 31: direction controls in an uploaded file name', () => {
  it('stores and shows "invoice\\u202Efdp.pdf" without the override, so it reads as typed', async () => {
    const res = await upload(client, 'invoice\u202Efdp.pdf', sampleFiles.pdf());
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    const [row] = await t.db.select().from(documents).where(eq(documents.id, id));
    expect(row!.originalName).toBe('invoicefdp.pdf');

    const listed = await t.app.inject({
      url: `/api/cases/${caseId}/documents`,
      headers: { cookie: lawyer.cookie },
    });
    const names = (listed.json().documents as { id: string; name: string }[])
      .filter((d) => d.id === id)
      .map((d) => d.name);
    expect(names).toEqual(['invoicefdp.pdf']);
  });

  it('removes isolates and direction marks too, keeping right-to-left letters', async () => {
    const res = await upload(client, '\u2067عقد\u2069\u200F \u200Econtract\u061C.pdf', sampleFiles.pdf());
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('عقد contract.pdf');
  });
});
