import type { ZodType } from 'zod';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/domain/errors';
import type { Role } from '../../shared/domain/roles';
import type { PartialStage } from '../../shared/domain/sign-in';

/**
 * Who may call a route: 'public' = anyone; 'signed-in' = any role; a role list = those roles only.
 * Enforced by plugins/access.ts; declared here so routes can state it through `route()` below.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

/** The staff who work on cases, each kept to their own by caseScope (D21): most case routes' access. */
export const caseStaff = ['lawyer', 'manager', 'admin'] as const satisfies Access;

/** What a route asks beyond its access (D27), enforced by plugins/access.ts next to it. */
export type RouteGuards = {
  /**
   * The sign-in steps during which a partial session may call this route (completing the second
   * step, enrolling a factor). Every other route answers a partial session 401 with the code of
   * the step still missing.
   */
  openDuring?: readonly PartialStage[];
  /** Moves money or access: needs a password or factor check within the last 10 minutes. */
  stepUp?: boolean;
  /**
   * Writes nothing any reused figure or list reads (a sign-in, the public indicator check's daily
   * count): its answer does not drop this instance's figures (plugins/figures-cache.ts). A change
   * it did make to such a table still drops them everywhere through the table's trigger.
   */
  keepsFigures?: boolean;
};

/** The error answers a route may give, for OpenAPI and response validation (one shape for all). */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

export const noContentSchema = z.null().describe('No content');

/** What a route validates and answers, besides its tags, summary and the error answers. */
type SchemaParts = {
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
  headers?: ZodType;
  description?: string;
  response: Record<number, ZodType>;
};

/**
 * The options every API route states, in one line: its OpenAPI tags, who may call it, its
 * summary, and what it validates and answers; the error answers are added here so no route
 * forgets them. Returns the plain Fastify options (`config.access`, `schema`), so the type
 * provider still infers body, query and params from the schemas given.
 */
export function route<S extends SchemaParts>(
  tags: readonly string[],
  access: Access,
  summary: string,
  schema: S,
  guards: RouteGuards = {},
) {
  return {
    config: { access, ...guards },
    schema: {
      ...schema,
      tags: [...tags],
      summary,
      response: { ...schema.response, ...errorResponses } as S['response'] & typeof errorResponses,
    },
  };
}
