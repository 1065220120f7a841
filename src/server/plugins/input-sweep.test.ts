import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX, type MatrixActor, type MatrixContext } from '../../../tests/access/access-matrix';
import type { MatrixRequest } from '../../../tests/access/matrix-helpers';
import {
  registerTrustAccounts,
  statementFixture,
  statementUpload,
} from '../../../tests/support/bank-statements';
import { sampleFiles } from '../../../tests/support/documents';
import { buildMatrixFixture, type MatrixPeople } from '../../../tests/support/matrix-fixture';
import { routeAccessOf } from '../../../tests/support/route-access';
import {
  exampleOf,
  type FieldPath,
  type JsonSchema,
  stringPaths,
  useIds,
  variantsOf,
  withValueAt,
} from '../../../tests/support/schema-example';
import { buildTestApp, sessionFor, type TestApp } from '../../../tests/support/test-app';
import type { Role } from '../../shared/domain/roles';
import * as schema from '../db/schema';
import type { Access } from './access';

/**
 * Issue 15 items 3 and 5: every route of the OpenAPI document, as every kind of caller that may
 * reach it, gets a NUL byte and then an absurdly long value in each string it takes (body
 * fields, query and path parameters, a header). None may answer 5xx, every refusal has the
 * error shape, a spoiled body field is named in `fields`, and nothing is stored.
 * Issue 31 item 8 adds half of a UTF-16 surrogate pair in each body string (only JSON can carry
 * one), JSON bodies that are not objects, and a bank statement nested 101 tags deep.
 */
const NUL = 'sweep\u0000text';
const OVERSIZE = 'x'.repeat(100_000);
/** Half of a UTF-16 pair: valid in a JSON string, not text (no UTF-8 form, PostgreSQL refuses it). */
const LONE_SURROGATE = 'sweep\ud800text';
/** JSON bodies that parse but are not the object every route's body schema describes. */
const NOT_OBJECTS = ['[]', '["x"]', '"text"', '42', 'true', 'null'];

/** The fixture person who stands for each role (their own case is the fixture's case). */
const ACTOR_OF_ROLE: Record<Role, Exclude<MatrixActor, 'anonymous'>> = {
  client: 'clientA',
  lawyer: 'lawyerOnCase',
  manager: 'managerOfDesk',
  admin: 'admin',
};

type Operation = { method: string; path: string; parameters?: Parameter[]; requestBody?: RequestBody };
type Parameter = { in: 'query' | 'path' | 'header'; name: string; schema: JsonSchema };
type RequestBody = { content: Record<string, { schema: JsonSchema }> };
type Target = { key: string; actor: MatrixActor; operation: Operation; base: MatrixRequest };

let t: TestApp;
/** Who may call each route, as the registered routes declare it. */
let ROUTE_ACCESS: Record<string, Access>;
let ctx: MatrixContext;
let people: MatrixPeople;
const targets: Target[] = [];
let countsBefore: Record<string, number>;

const COUNTED = {
  users: schema.users,
  cases: schema.cases,
  leads: schema.leads,
  ledgerPostings: schema.ledgerPostings,
  documents: schema.documents,
  messages: schema.messages,
  payoutMethods: schema.payoutMethods,
  withdrawals: schema.withdrawals,
  desks: schema.desks,
  caseEvents: schema.caseEvents,
  feeAgreements: schema.feeAgreements,
};

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED)) {
    const [row] = await t.db.select({ n: count() }).from(table);
    result[name] = Number(row?.n ?? 0);
  }
  return result;
}

function actorsFor(key: string): MatrixActor[] {
  const access = ROUTE_ACCESS[key];
  if (access === undefined) throw new Error(`${key} has no access policy`);
  if (access === 'public') return ['anonymous'];
  const roles: readonly Role[] = access === 'signed-in' ? ['client', 'lawyer', 'manager', 'admin'] : access;
  return roles.map((role) => ACTOR_OF_ROLE[role]);
}

beforeAll(async () => {
  t = await buildTestApp();
  // D42: statements import only into registered trust accounts.
  await registerTrustAccounts(t.db, ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD']);
  ROUTE_ACCESS = routeAccessOf(t.app);
  ({ ctx, people } = await buildMatrixFixture(t));
  useIds({
    caseId: ctx.caseId,
    lawyerId: ctx.users.lawyerOnCase.id,
    managerId: ctx.users.managerOfDesk.id,
    clientId: ctx.users.clientA.id,
    userId: ctx.users.clientA.id,
    assigneeId: ctx.users.lawyerOnCase.id,
    deskId: ctx.desk1Id,
    payoutMethodId: await ctx.newPayoutMethodId(),
  });
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  // The matrix's request per route (real ids in the path) is built once, before counting rows.
  const matrixRequest = new Map<string, MatrixRequest>();
  for (const row of ACCESS_MATRIX) matrixRequest.set(row.route, await row.request(ctx));
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      const base = matrixRequest.get(key);
      if (!base) throw new Error(`${key} is in the OpenAPI document but not in the access matrix`);
      for (const actor of actorsFor(key)) {
        targets.push({ key, actor, operation: { ...operation, method: method.toUpperCase(), path }, base });
      }
    }
  }
  countsBefore = await counts();
}, 120_000);
afterAll(() => t?.close());

const sessions = new Map<MatrixActor, string>();

/** One session per caller, opened again only when a request ended it (logout, for one). */
async function cookieOf(actor: MatrixActor, fresh = false): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  if (fresh || !sessions.has(actor)) {
    sessions.set(actor, await sessionFor(t, people[actor].id));
  }
  return sessions.get(actor);
}

function expectRefusedInShape(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(response.statusCode, `${what} was accepted: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(
    400,
  );
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  const body = response.json();
  expect(body, what).toEqual({
    error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  });
}

function expectFieldNamed(response: LightMyRequestResponse, field: string, what: string): void {
  expectRefusedInShape(response, what);
  expect(response.statusCode, what).toBe(400);
  expect(
    Object.keys(response.json().error.fields ?? {}),
    `${what}: ${response.body.slice(0, 300)}`,
  ).toContain(field);
}

/** The matrix's URL (real ids) with some query parameters or one path parameter replaced. */
function urlWith(target: Target, query: Record<string, string>, pathParameter?: [string, string]): string {
  const [path = '', search = ''] = target.base.url.split('?');
  const segments = path.split('/');
  if (pathParameter) {
    const [name, value] = pathParameter;
    segments[target.operation.path.split('/').indexOf(`{${name}}`)] = encodeURIComponent(value);
  }
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(query)) params.set(name, value);
  const qs = params.toString();
  return qs ? `${segments.join('/')}?${qs}` : segments.join('/');
}

/** Bodies that pass (or nearly pass) the schema: one per union alternative, the matrix's values kept. */
function baseBodies(target: Target): { body: Record<string, unknown>; paths: FieldPath[] }[] {
  const schema = target.operation.requestBody?.content['application/json']?.schema;
  if (!schema) return [];
  return variantsOf(schema).map((variant) => {
    const example = exampleOf(variant) as Record<string, unknown>;
    const known = variant.properties ?? {};
    for (const [name, value] of Object.entries(target.base.payload ?? {})) {
      if (name in known && known[name]?.enum === undefined) example[name] = value;
    }
    return { body: example, paths: stringPaths(variant).filter((p) => p.length > 0) };
  });
}

async function send(
  target: Target,
  overrides: { url?: string; payload?: unknown; headers?: Record<string, string> },
) {
  const cookie = await cookieOf(target.actor);
  return t.app.inject({
    method: target.base.method,
    url: overrides.url ?? target.base.url,
    payload: (overrides.payload ?? target.base.payload) as Record<string, unknown> | string | undefined,
    headers: { ...target.base.headers, ...overrides.headers, ...(cookie ? { cookie } : {}) },
  });
}

describe('a NUL byte, a lone surrogate or an oversize value in any string of any route, a body that is not an object', () => {
  it('covers every route of the access policy (none is hidden from the OpenAPI document)', () => {
    const swept = new Set(targets.map((target) => target.key));
    // The document itself is the one route it leaves out (hidden: it takes no input).
    const notSwept = Object.keys(ROUTE_ACCESS).filter(
      (key) => !swept.has(key) && key !== 'GET /api/openapi.json',
    );
    expect(notSwept).toEqual([]);
  });

  it('takes only objects as JSON bodies (the input guard refuses any other body)', () => {
    const notObjects = targets
      .filter((target) => {
        const schema = target.operation.requestBody?.content['application/json']?.schema;
        return schema && variantsOf(schema).some((variant) => variant.type !== 'object');
      })
      .map((target) => target.key);
    expect(notObjects).toEqual([]);
  });

  it('is refused in the error shape, naming the field, on every route and for every caller', async () => {
    const failures: string[] = [];
    const check = async (what: string, run: () => Promise<void>) => {
      try {
        await run();
      } catch (error) {
        failures.push(`${what}: ${(error as Error).message.split('\n')[0]}`);
      }
    };
    for (const target of targets) {
      const label = `${target.key} as ${target.actor}`;
      const isMultipart = target.key === 'POST /api/cases/:id/documents';

      for (const { body, paths } of isMultipart ? [] : baseBodies(target)) {
        for (const path of paths) {
          const field = path.join('.');
          for (const [kind, value] of [
            ['NUL', NUL],
            ['oversize', OVERSIZE],
            ['lone surrogate', LONE_SURROGATE],
          ] as const) {
            await check(`${label}, ${kind} in body.${field}`, async () => {
              const response = await send(target, { payload: withValueAt(body, path, value) });
              expectFieldNamed(response, field, `${label}, ${kind} in body.${field}`);
            });
          }
        }
      }

      if (!isMultipart && target.operation.requestBody) {
        for (const raw of NOT_OBJECTS) {
          const what = `${label}, the JSON body ${raw}`;
          await check(what, async () => {
            const response = await send(target, {
              payload: raw,
              headers: { 'content-type': 'application/json' },
            });
            expectRefusedInShape(response, what);
            expect(response.statusCode, what).toBe(400);
            expect(response.json().error.code, what).toBe('bad_request');
          });
        }
      }

      for (const parameter of target.operation.parameters ?? []) {
        const what = (kind: string) => `${label}, ${kind} in ${parameter.in} ${parameter.name}`;
        if (parameter.in === 'query') {
          for (const [kind, value] of [
            ['NUL', NUL],
            ['oversize', OVERSIZE],
          ] as const) {
            await check(what(kind), async () => {
              const response = await send(target, { url: urlWith(target, { [parameter.name]: value }) });
              expectFieldNamed(response, parameter.name, what(kind));
            });
          }
        } else if (parameter.in === 'path') {
          await check(what('NUL'), async () => {
            const response = await send(target, { url: urlWith(target, {}, [parameter.name, NUL]) });
            expectFieldNamed(response, parameter.name, what('NUL'));
          });
          await check(what('oversize'), async () => {
            const response = await send(target, { url: urlWith(target, {}, [parameter.name, OVERSIZE]) });
            expectRefusedInShape(response, what('oversize'));
            expect(response.statusCode).toBe(414);
          });
        } else if (parameter.in === 'header') {
          await check(what('NUL'), async () => {
            const response = await send(target, { headers: { [parameter.name]: NUL } });
            expectFieldNamed(response, parameter.name, what('NUL'));
          });
        }
      }

      // A header no schema describes: the guard still sees it.
      await check(`${label}, NUL in a header`, async () => {
        const response = await send(target, { headers: { 'user-agent': NUL } });
        expectFieldNamed(response, 'user-agent', `${label}, NUL in the User-Agent header`);
      });

      if (target.key === 'POST /api/admin/bank-statements') {
        await check(`${label}, a camt.053 nested 101 tags deep`, async () => {
          const deep = `${'<Nested>'.repeat(101)}${'</Nested>'.repeat(101)}`;
          const xml = statementFixture('camt053-several-entries.xml')
            .toString('utf8')
            .replace('<Stmt>', `<Stmt>${deep}`);
          const { payload, headers } = statementUpload('deep.xml', Buffer.from(xml), { format: 'camt053' });
          expectFieldNamed(
            await send(target, { payload, headers }),
            'file',
            `${label}, a camt.053 nested 101 deep`,
          );
        });
      }

      if (isMultipart) {
        await check(`${label}, NUL in the file name`, async () => {
          const { payload, headers } = multipart([
            { name: 'file', fileName: `a${NUL}.pdf`, bytes: sampleFiles.pdf() },
          ]);
          const response = await send(target, { payload, headers });
          expectFieldNamed(response, 'file', `${label}, NUL in the file name`);
        });
        await check(`${label}, NUL in a form field`, async () => {
          const { payload, headers } = multipart([
            { name: 'description', value: NUL },
            { name: 'file', fileName: 'statement.pdf', bytes: sampleFiles.pdf() },
          ]);
          const response = await send(target, { payload, headers });
          expectFieldNamed(response, 'description', `${label}, NUL in a form field`);
        });
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('stored nothing', async () => {
    expect(await counts()).toEqual(countsBefore);
  });
});

type Part = { name: string; value: string } | { name: string; fileName: string; bytes: Buffer };

function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sweep${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'fileName' in part
        ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: application/pdf`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('fileName' in part ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
