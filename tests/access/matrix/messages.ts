import { caseTeam, type MatrixRow } from '../matrix-helpers';

/** Routes of modules/messages: the case thread belongs to the client and the case team (D21 scope). */
export const messagesMatrix: MatrixRow[] = [
  {
    route: 'GET /api/cases/:id/messages',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/messages` }),
    expect: caseTeam(200, 200),
  },
  {
    route: 'POST /api/cases/:id/messages',
    request: ({ caseId }) => ({
      method: 'POST',
      url: `/api/cases/${caseId}/messages`,
      payload: { body: 'Is there any news about the bank recall?' },
    }),
    expect: caseTeam(201, 201),
  },
  {
    route: 'POST /api/cases/:id/messages/read',
    request: ({ caseId }) => ({ method: 'POST', url: `/api/cases/${caseId}/messages/read` }),
    expect: caseTeam(200, 200),
  },
];
