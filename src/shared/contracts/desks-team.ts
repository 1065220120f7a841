import { z } from 'zod';
import { moneyShape } from './money-fields';
import { MAX_PAGE_LIMIT } from './pagination';
import { teamMemberSchema } from './people';
import { text } from './text';

/**
 * D25: a desk's team, each member once and in pages. `teamMembers` are the people (the spec's
 * field, in the order the Team tab shows them: managers, then lawyers, each by name);
 * `performance` is keyed by a lawyer's id and holds only figures, so a name is never sent twice.
 * The dashboard carries the first page; GET /api/manager/team the rest, by cursor.
 */

/** How many members the dashboard carries; the screen's "Show more" asks the rest in pages this size. */
export const TEAM_PAGE_SIZE = 20;
export const TEAM_ROLES = ['manager', 'lawyer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const memberFiguresSchema = z.object({
  /** Cases of the desk assigned to this lawyer (the Team tab's "cases assigned"). */
  caseCount: z.number(),
  ...moneyShape('recoveredAmount'),
  /** D3; null when none of their cases is completed or closed. */
  successRate: z.number().nullable(),
  /** Opening to completion, from the timeline, over successful cases; null when none. */
  averageRecoveryDays: z.number().nullable(),
});
export type MemberFigures = z.infer<typeof memberFiguresSchema>;

export const teamPageFields = {
  teamMembers: z.array(teamMemberSchema),
  /** One entry per lawyer of `teamMembers`, by id (managers hold no cases). */
  performance: z.record(z.string(), memberFiguresSchema),
};

/** Where a page ends: the sort key of its last member, so inserts never repeat or skip anyone. */
export type TeamCursor = { role: TeamRole; lastName: string; firstName: string; id: string };

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** Opaque to clients (base64url of the key as JSON): they pass back what they were given. */
export function encodeTeamCursor(c: TeamCursor): string {
  return base64url(new TextEncoder().encode(JSON.stringify([c.role, c.lastName, c.firstName, c.id])));
}

const cursorKey = z.tuple([z.enum(TEAM_ROLES), text().max(200), text().max(200), z.uuid()]);

function decodeTeamCursor(raw: string): TeamCursor | null {
  try {
    const binary = atob(raw.replaceAll('-', '+').replaceAll('_', '/'));
    const json = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (ch) => ch.charCodeAt(0)),
    );
    const key = cursorKey.safeParse(JSON.parse(json));
    if (!key.success) return null;
    const [role, lastName, firstName, id] = key.data;
    return { role, lastName, firstName, id };
  } catch {
    return null;
  }
}

export const CURSOR_MESSAGE = 'Use the cursor of a previous team page, or none for the first page';

export const managerTeamQuerySchema = z.object({
  cursor: z
    .string()
    .max(1000, { message: CURSOR_MESSAGE })
    .regex(/^[A-Za-z0-9_-]+$/, { message: CURSOR_MESSAGE })
    .transform((raw, ctx) => {
      const cursor = decodeTeamCursor(raw);
      if (!cursor) ctx.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
      return cursor ?? z.NEVER;
    })
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, { message: 'Ask for at least 1 row' })
    .max(MAX_PAGE_LIMIT, { message: 'Ask for at most 100 rows at a time' })
    .default(TEAM_PAGE_SIZE),
  /** Only lawyers (the case filters and the assign dialog) or only managers. */
  role: z.enum(TEAM_ROLES, { message: 'Choose lawyer or manager' }).optional(),
});
export type ManagerTeamQuery = z.input<typeof managerTeamQuerySchema>;

export const managerTeamSchema = z.object({
  ...teamPageFields,
  /** Pass as `cursor` for the next page; null when this page ends the team. */
  nextCursor: z.string().nullable(),
});
export type ManagerTeamPage = z.infer<typeof managerTeamSchema>;
