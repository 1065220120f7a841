import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { decideProposal } from '../../src/server/modules/approvals';
import type { TestApp } from './test-app';

/**
 * D37: a change to a control answers 202 with a proposal and waits for a second admin. Tests
 * whose subject is something else (a desk's new member, a quota) approve it the way a firm with
 * one admin does, as the operator at the server's shell (`npm run approvals -- approve <id>`),
 * and go on with the change applied.
 */
export async function approvedByOperator(t: TestApp, proposed: LightMyRequestResponse) {
  expect(proposed.statusCode, proposed.body).toBe(202);
  const { proposal } = proposed.json() as { proposal: { id: string } };
  return decideProposal({
    db: t.db,
    config: t.config,
    mail: t.app.deps.mail,
    decider: { operator: true },
    id: proposal.id,
    decision: 'approve',
  });
}

/**
 * Saves firm settings as the admin behind `cookie`, as a test's setup: a change that only
 * strengthens applies at once (200); one that weakens a control (202) is approved by the
 * operator. Either way the settings are applied; they are returned as they are now.
 */
export async function settingsApplied(t: TestApp, cookie: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    payload,
    headers: { cookie },
  });
  expect([200, 202], response.body).toContain(response.statusCode);
  if (response.statusCode === 202) await approvedByOperator(t, response);
  const now = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } });
  return now.json() as Record<string, unknown>;
}
