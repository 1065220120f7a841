import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { multipartFile, sampleFiles } from '../../../../tests/support/documents';
import { bankPayment, cryptoPayment, SAMPLES, signedInPerson } from '../../../../tests/support/payment-trail';
import { appPerFile } from '../../../../tests/support/test-app';
import { auditLog } from '../../db/schema';
import { createCase, createDesk, type NewUser } from '../../seed/factories';
import { pdfText } from './render/pdf-text.test-support';

const t = appPerFile();

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const person = (role: NewUser['role'], overrides: NewUser = {}) => signedInPerson(t, role, overrides);
const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers = {}) =>
  t.app.inject({ method, url, payload: payload as never, headers: { cookie, ...headers } });

const request = {
  addresseeKind: 'bank',
  addresseeName: 'Commerzbank AG, Fraud Prevention',
  addresseeReference: 'FR-2026-0042',
  language: 'de',
  share: ['country'],
  summary:
    'Die Mandantin wurde über eine gefälschte Handelsplattform zu Überweisungen und Krypto-Zahlungen veranlasst.',
};

describe('an evidence pack', () => {
  it('holds every payment and document hash, is registered by its SHA-256, and its ZIP carries the originals', async () => {
    const desk = await createDesk(t.db, { countries: ['DE'] });
    const lawyer = await person('lawyer', { deskId: desk.id, firstName: 'Lena', lastName: 'Vogel' });
    const client = await person('client', {
      country: 'DE',
      firstName: 'Łukasz',
      lastName: 'Żółć',
      phone: '+49 30 1234567',
    });
    const theCase = await createCase(t.db, {
      clientId: client.id,
      deskId: desk.id,
      lawyerId: lawyer.id,
      currency: 'EUR',
    });
    const files = [sampleFiles.pdf(), sampleFiles.png(), sampleFiles.png()];
    const names = ['kontoauszug.pdf', 'screenshot.png', 'screenshot.png'];
    for (const [i, bytes] of files.entries()) {
      const { payload, headers } = multipartFile(names[i]!, bytes);
      const up = await call(client.cookie, 'POST', `/api/cases/${theCase.id}/documents`, payload, headers);
      expect(up.statusCode, up.body).toBe(201);
    }
    const trail = [
      cryptoPayment({ amount: '33500.00' }),
      bankPayment({ amount: '15000.00' }),
      cryptoPayment({ cryptoNetwork: 'tron', walletAddress: SAMPLES.tron, amount: '1234.56' }),
    ];
    for (const body of trail)
      expect(
        (await call(client.cookie, 'POST', `/api/cases/${theCase.id}/payment-trail/payments`, body))
          .statusCode,
      ).toBe(201);

    const created = await call(lawyer.cookie, 'POST', `/api/cases/${theCase.id}/evidence-packs`, request);
    expect(created.statusCode, created.body).toBe(201);
    const pack = created.json();
    expect(pack).toMatchObject({
      addresseeKind: 'bank',
      language: 'de',
      shared: ['country'],
      createdBy: 'Lena Vogel',
    });

    const pdf = await call(lawyer.cookie, 'GET', `/api/cases/${theCase.id}/evidence-packs/${pack.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(sha256(pdf.rawPayload)).toBe(pack.pdfSha256);
    const raw = pdfText(pdf.rawPayload, 'raw').replace(/\s+/g, '');
    const layout = pdfText(pdf.rawPayload, 'layout');
    for (const amount of ['33.500,00', '15.000,00', '1.234,56']) expect(layout).toContain(amount);
    for (const destination of [SAMPLES.evm, SAMPLES.tron, 'DE89370400440532013000'])
      expect(raw).toContain(destination);
    expect(layout).toContain('Łukasz Żółć');
    expect(layout).toContain('Commerzbank AG, Fraud Prevention');
    expect(layout).not.toContain('+49 30 1234567'); // the phone was not chosen to be shared
    const docs = (await call(lawyer.cookie, 'GET', `/api/cases/${theCase.id}/documents`)).json()
      .documents as { sha256: string; name: string }[];
    expect(docs).toHaveLength(3);
    for (const d of docs) expect(raw).toContain(d.sha256);

    // The timeline and the audit log say the same fingerprint; the client's timeline does not show it.
    const timeline = (await call(lawyer.cookie, 'GET', `/api/cases/${theCase.id}/timeline`)).json();
    const event = timeline.events.find((e: { kind: string }) => e.kind === 'evidence_pack_generated');
    expect(event.notes).toContain(pack.pdfSha256);
    const clientTimeline = (await call(client.cookie, 'GET', `/api/cases/${theCase.id}/timeline`)).json();
    expect(clientTimeline.events.map((e: { kind: string }) => e.kind)).not.toContain(
      'evidence_pack_generated',
    );
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, theCase.id), eq(auditLog.action, 'evidence_pack.generated')));
    expect(audit!.after).toMatchObject({
      pdfSha256: pack.pdfSha256,
      zipSha256: pack.zipSha256,
      addresseeName: request.addresseeName,
    });

    const zip = await call(lawyer.cookie, 'GET', `/api/cases/${theCase.id}/evidence-packs/${pack.id}/zip`);
    expect(sha256(zip.rawPayload)).toBe(pack.zipSha256);
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    const inZip = Object.entries(entries).filter(([name]) => name.startsWith('documents/'));
    expect(inZip).toHaveLength(3);
    expect(inZip.map(([, bytes]) => sha256(bytes)).sort()).toEqual(docs.map((d) => d.sha256).sort());
    const pdfEntry = Object.entries(entries).find(
      ([name]) => name.endsWith('.pdf') && !name.startsWith('documents/'),
    );
    expect(sha256(pdfEntry![1])).toBe(pack.pdfSha256);
    expect(strFromU8(entries['SHA256SUMS.txt']!)).toContain(pack.pdfSha256);

    const list = (await call(lawyer.cookie, 'GET', `/api/cases/${theCase.id}/evidence-packs`)).json();
    expect(list.packs.map((p: { id: string }) => p.id)).toEqual([pack.id]);
  });

  it('is made only by the case’s team; bad input is refused and nothing is stored', async () => {
    const desk = await createDesk(t.db, { countries: ['DE'] });
    const lawyer = await person('lawyer', { deskId: desk.id });
    const other = await person('lawyer', { deskId: desk.id });
    const client = await person('client');
    const theCase = await createCase(t.db, { clientId: client.id, deskId: desk.id, lawyerId: lawyer.id });
    expect(
      (await call(client.cookie, 'POST', `/api/cases/${theCase.id}/evidence-packs`, request)).statusCode,
    ).toBe(403);
    expect(
      (await call(other.cookie, 'POST', `/api/cases/${theCase.id}/evidence-packs`, request)).statusCode,
    ).toBe(404);
    const bad = await call(lawyer.cookie, 'POST', `/api/cases/${theCase.id}/evidence-packs`, {
      ...request,
      summary: 'short',
      addresseeName: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['addresseeName', 'summary']);
    expect(
      (await call(lawyer.cookie, 'GET', `/api/cases/${theCase.id}/evidence-packs`)).json().packs,
    ).toEqual([]);
  });
});
