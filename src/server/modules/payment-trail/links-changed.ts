import { and, inArray, ne } from 'drizzle-orm';
import { publishEvent } from '../../core/bus';
import {
  caseStaffAudience,
  casesNamingIndicators,
  publishCaseListChanged,
  type ScopedCase,
} from '../../core/case-team';
import type { Db } from '../../db/client';
import { indicatorSightings } from '../../db/schema';

/**
 * After a trail change: the case's own screens refetch its trail, and every other case naming one
 * of the indicators refetches its links ("also seen in N other cases" changes there at once,
 * whichever desk it is on). Events name only the list and the case, never what changed (D14).
 */
export async function publishLinksChanged(
  tx: Db,
  theCase: Pick<ScopedCase, 'id' | 'clientId' | 'lawyerId' | 'deskId'>,
  indicatorIds: (string | null)[],
): Promise<void> {
  await publishCaseListChanged(tx, theCase, 'payment-trail');
  const ids = [...new Set(indicatorIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return;
  const others = await casesNamingIndicators(
    tx,
    and(inArray(indicatorSightings.indicatorId, ids), ne(indicatorSightings.caseId, theCase.id)),
  );
  for (const other of others) {
    await publishEvent(tx, {
      type: 'list-changed',
      list: 'indicators',
      caseId: other.id,
      audience: caseStaffAudience(other),
    });
  }
  // The case's own indicator view too: its links changed with its trail.
  await publishEvent(tx, {
    type: 'list-changed',
    list: 'indicators',
    caseId: theCase.id,
    audience: caseStaffAudience(theCase),
  });
}
