import { createDocument } from '../../../src/server/seed/factories';
import { multipartFile, sampleFiles } from '../../support/documents';
import { caseTeam, type MatrixRow } from '../matrix-helpers';

/** Routes of modules/documents: evidence of a case, for its client and case team (D17, D21). */
export const documentsMatrix: MatrixRow[] = [
  {
    route: 'POST /api/cases/:id/documents',
    request: ({ caseId }) => {
      const { payload, headers } = multipartFile('statement.pdf', sampleFiles.pdf());
      // A real multipart body (bytes, not an object): inject sends a Buffer as it is.
      return { method: 'POST', url: `/api/cases/${caseId}/documents`, payload: payload as never, headers };
    },
    expect: caseTeam(201, 201),
  },
  {
    route: 'GET /api/cases/:id/documents',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/documents` }),
    expect: caseTeam(200, 200),
  },
  {
    route: 'GET /api/cases/:id/documents/:docId/download',
    request: async ({ db, caseId, dataDir, users }) => {
      const doc = await createDocument(db, { caseId, uploadedBy: users.clientA.id, dataDir });
      return { method: 'GET', url: `/api/cases/${caseId}/documents/${doc.id}/download` };
    },
    expect: caseTeam(200, 200),
  },
  {
    route: 'PUT /api/cases/:id/documents/:docId/review',
    request: async ({ db, caseId, users }) => {
      const doc = await createDocument(db, { caseId, uploadedBy: users.clientA.id });
      return {
        method: 'PUT',
        url: `/api/cases/${caseId}/documents/${doc.id}/review`,
        payload: { status: 'verified' },
      };
    },
    expect: caseTeam(200, 403),
  },
];
