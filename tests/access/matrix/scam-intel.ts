import { evidencePacks, indicatorCaseReviews } from '../../../src/server/db/schema';
import { localDocumentStore } from '../../../src/server/modules/documents';
import { createCase } from '../../../src/server/seed/factories';
import { cryptoPayment, insertContact, insertPayment } from '../../support/payment-trail';
import { caseTeam, type MatrixActor, type MatrixContext, type MatrixRow } from '../matrix-helpers';

/** A website no other cell names, so each cell's indicator is its own. */
const freshSite = () => `matrix-${Math.random().toString(36).slice(2)}.example`;

/** Staff-only routes of a case (its indicators, its scheme): the case's team; clients 403. */
const caseStaff = (ok: number): Record<MatrixActor, number> => caseTeam(ok, 403);

/** Routes of modules/payment-trail and modules/indicators (issue 21). */
export const scamIntelMatrix: MatrixRow[] = [
  {
    route: 'GET /api/cases/:id/payment-trail',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/payment-trail` }),
    expect: caseTeam(200, 200),
  },
  {
    route: 'POST /api/cases/:id/payment-trail/payments',
    request: ({ caseId }) => ({
      method: 'POST',
      url: `/api/cases/${caseId}/payment-trail/payments`,
      payload: cryptoPayment(),
    }),
    expect: caseTeam(201, 201),
  },
  {
    route: 'PUT /api/cases/:id/payment-trail/payments/:entryId',
    request: async ({ db, caseId, users }) => {
      const row = await insertPayment(db, caseId, users.clientA.id);
      return {
        method: 'PUT',
        url: `/api/cases/${caseId}/payment-trail/payments/${row.id}`,
        payload: cryptoPayment({ amount: '10.00' }),
      };
    },
    expect: caseTeam(200, 200),
  },
  {
    route: 'DELETE /api/cases/:id/payment-trail/payments/:entryId',
    request: async ({ db, caseId, users }) => {
      const row = await insertPayment(db, caseId, users.clientA.id);
      return { method: 'DELETE', url: `/api/cases/${caseId}/payment-trail/payments/${row.id}` };
    },
    expect: caseTeam(204, 204),
  },
  {
    route: 'POST /api/cases/:id/payment-trail/contacts',
    request: ({ caseId }) => ({
      method: 'POST',
      url: `/api/cases/${caseId}/payment-trail/contacts`,
      payload: { kind: 'website', value: 'https://www.FXTrade-Pro.example/login' },
    }),
    expect: caseTeam(201, 201),
  },
  {
    route: 'DELETE /api/cases/:id/payment-trail/contacts/:entryId',
    request: async ({ db, caseId, users }) => {
      const row = await insertContact(db, caseId, users.clientA.id);
      return { method: 'DELETE', url: `/api/cases/${caseId}/payment-trail/contacts/${row.id}` };
    },
    expect: caseTeam(204, 204),
  },
  {
    route: 'GET /api/cases/:id/indicators',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/indicators` }),
    expect: caseStaff(200),
  },
  {
    route: 'GET /api/cases/:id/scheme',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/scheme` }),
    expect: caseStaff(200),
  },
  {
    route: 'GET /api/cases/:id/scheme/export',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/scheme/export?format=stix` }),
    expect: caseStaff(200),
  },
  {
    route: 'PUT /api/indicators/:id/status',
    request: async ({ db, caseId, users }) => {
      const row = await insertContact(db, caseId, users.clientA.id, freshSite());
      return {
        method: 'PUT',
        url: `/api/indicators/${row.indicatorId}/status`,
        payload: { status: 'confirmed', reason: 'Known fake broker' },
      };
    },
    expect: caseStaff(204),
  },
  {
    route: 'POST /api/cases/:id/indicators/:indicatorId/review',
    request: async ({ db, caseId, users }) => {
      const row = await insertContact(db, caseId, users.clientA.id, freshSite());
      return { method: 'POST', url: `/api/cases/${caseId}/indicators/${row.indicatorId}/review` };
    },
    expect: caseStaff(204),
  },
  {
    route: 'POST /api/cases/:id/indicators/:indicatorId/review/withdraw',
    request: async ({ db, caseId, users }) => {
      const row = await insertContact(db, caseId, users.clientA.id, freshSite());
      await db
        .insert(indicatorCaseReviews)
        .values({ indicatorId: row.indicatorId, caseId, reviewedBy: users.admin.id });
      return {
        method: 'POST',
        url: `/api/cases/${caseId}/indicators/${row.indicatorId}/review/withdraw`,
        payload: { reason: 'Reviewed on the wrong case' },
      };
    },
    expect: caseStaff(204),
  },
];

const packRequest = {
  addresseeKind: 'police',
  addresseeName: 'Cybercrime unit',
  language: 'en',
  summary: 'The client was persuaded to pay a fake trading platform.',
};

/** A registered pack of the fixture case, its bytes in the local store like any other. */
async function newPack(ctx: MatrixContext): Promise<string> {
  const store = localDocumentStore(ctx.dataDir);
  const bytes = Buffer.from('%PDF-1.7\n%%EOF\n');
  const key = await store.put(bytes);
  const [row] = await ctx.db
    .insert(evidencePacks)
    .values({
      caseId: ctx.caseId,
      addresseeKind: 'police',
      addresseeName: 'Cybercrime unit',
      language: 'en',
      shared: [],
      pdfKey: key,
      pdfSha256: 'x',
      pdfBytes: bytes.length,
      zipKey: key,
      zipSha256: 'x',
      zipBytes: bytes.length,
    })
    .returning();
  return row!.id;
}

/** Routes of modules/evidence-packs: the case's team only. */
export const evidencePacksMatrix: MatrixRow[] = [
  {
    route: 'POST /api/cases/:id/evidence-packs',
    // A case of clientA on desk 1 with lawyerOnCase and no documents: the fixture's own case holds
    // rows other matrix cells made without bytes, which a pack refuses to leave out (409).
    request: async ({ db, users, desk1Id }) => {
      const theCase = await createCase(db, {
        clientId: users.clientA.id,
        deskId: desk1Id,
        lawyerId: users.lawyerOnCase.id,
      });
      return { method: 'POST', url: `/api/cases/${theCase.id}/evidence-packs`, payload: packRequest };
    },
    expect: caseStaff(201),
  },
  {
    route: 'GET /api/cases/:id/evidence-packs',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/evidence-packs` }),
    expect: caseStaff(200),
  },
  ...(['pdf', 'zip'] as const).map(
    (format): MatrixRow => ({
      route: `GET /api/cases/:id/evidence-packs/:packId/${format}`,
      request: async (ctx) => ({
        method: 'GET',
        url: `/api/cases/${ctx.caseId}/evidence-packs/${await newPack(ctx)}/${format}`,
      }),
      expect: caseStaff(200),
    }),
  ),
];
