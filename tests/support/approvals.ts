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
    decider: { operator: true },
    id: proposal.id,
    decision: 'approve',
  });
}
