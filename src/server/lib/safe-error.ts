import { stdSerializers } from 'pino';

/**
 * What may be written down about a failed database query. A driver error (pg or PGlite) carries
 * `detail` ("Key (email)=(x@y)", "Failing row contains (...)") and sometimes values in its
 * message ('invalid input syntax for type uuid: "..."'); Drizzle wraps it in an error whose
 * message is "Failed query: ... params: ..." — names, emails, IBANs, password hashes. So of a
 * database error we keep only names from the schema and the SQLSTATE, never text or values.
 */
export type DbErrorFacts = {
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** "insert users": the statement's verb and first relation, read from the parameterised SQL. */
  statement?: string;
  /** A network cause such as ECONNREFUSED (the database could not be reached). */
  systemCode?: string;
};

type Loose = Error & Record<string, unknown>;
/** The shape pino (and Fastify's logger types) expect of a serialised error. */
type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

const SQLSTATE = /^[0-9A-Z]{5}$/;
const SYSTEM_CODE = /^E[A-Z0-9_]+$/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]*$/;

const isError = (value: unknown): value is Loose => value instanceof Error;
/** pg's and PGlite's DatabaseError: a five-character SQLSTATE plus a severity. */
const isDriverError = (e: Loose) =>
  typeof e.code === 'string' && SQLSTATE.test(e.code) && typeof e.severity === 'string';
/** Drizzle's DrizzleQueryError, recognised by shape so a second copy of drizzle-orm still matches. */
const isQueryError = (e: Loose) => typeof e.query === 'string' && Array.isArray(e.params);

/** The error and its causes, outermost first (bounded: a cause cycle must not hang the logger). */
function chainOf(error: unknown): Loose[] {
  const chain: Loose[] = [];
  let current: unknown = error;
  while (isError(current) && chain.length < 8 && !chain.includes(current)) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

/** Only identifiers pass: a schema name can never carry a person's data. */
const identifier = (value: unknown) =>
  typeof value === 'string' && IDENTIFIER.test(value) ? value : undefined;

function statementOf(query: string): string | undefined {
  const verb = /^\s*(select|insert|update|delete|with|create|alter|drop|lock|truncate)\b/i.exec(query)?.[1];
  if (!verb) return undefined;
  const relation = /\b(?:into|update|from|table)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/i.exec(query)?.[1];
  return relation ? `${verb.toLowerCase()} ${relation}` : verb.toLowerCase();
}

/** The safe facts of a database error anywhere in `error`'s cause chain, or null if there is none. */
export function dbErrorFacts(error: unknown): DbErrorFacts | null {
  const chain = chainOf(error);
  const driver = chain.find(isDriverError);
  const query = chain.find(isQueryError);
  if (!driver && !query) return null;
  const facts: DbErrorFacts = {};
  if (driver) {
    facts.sqlState = driver.code as string;
    const constraint = identifier(driver.constraint);
    const table = identifier(driver.table);
    const column = identifier(driver.column);
    if (constraint) facts.constraint = constraint;
    if (table) facts.table = table;
    if (column) facts.column = column;
  }
  const statement = query ? statementOf(query.query as string) : undefined;
  if (statement) facts.statement = statement;
  const system = chain.find((e) => typeof e.code === 'string' && SYSTEM_CODE.test(e.code));
  if (system) facts.systemCode = system.code as string;
  return facts;
}

/** The stack's "at ..." frames without its first line, which repeats the (unsafe) message. */
const framesOf = (error: Error) =>
  error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * pino's `err` serializer: a database error becomes its safe facts and stack frames; any
 * other error keeps pino's standard form (message, stack, causes).
 */
export function serializeError(error: unknown): LoggedError {
  const facts = dbErrorFacts(error);
  if (!facts) return stdSerializers.err(error as Error);
  return {
    type: 'DatabaseError',
    message: `database error${facts.sqlState ? ` ${facts.sqlState}` : ''}`,
    ...facts,
    stack: (isError(error) && framesOf(error)) || '',
  };
}

/** One line for the console when the server cannot start: a database error shows only its facts. */
export function describeError(error: unknown): string {
  const facts = dbErrorFacts(error);
  if (!facts) return isError(error) ? error.message : String(error);
  const parts = Object.entries(facts).map(([key, value]) => `${key} ${value}`);
  return `database error (${parts.join(', ')})`;
}
