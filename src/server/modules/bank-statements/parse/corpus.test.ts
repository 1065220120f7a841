import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvMappingSchema, type ParsedStatement, parseStatement, StatementParseError } from './index';

/**
 * Issue 32, proof: real statements published by others (tests/fixtures/bank/README.md says where
 * each comes from), read by our parser and compared with figures a second reader wrote down
 * (independent_reader.py, Python, sharing no code with ours). Nothing here is computed by the
 * parser under test, so a wrong reading cannot agree with itself.
 */
const corpus = new URL('../../../../../tests/fixtures/bank/', import.meta.url);
const FOLDERS = ['camt', 'mt940', 'csv'] as const;

type ExpectedStatement = {
  accountIban: string | null;
  accountNumber: string | null;
  currency: string;
  statementId: string | null;
  lines: number;
  creditCents: number;
  debitCents: number;
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  fromDate: string | null;
  toDate: string | null;
  /** Opening + credits - debits = closing; null when a balance is not stated. */
  addsUp: boolean | null;
};
type ExpectedFile = {
  file: string;
  format: 'camt053' | 'mt940' | 'csv';
  source: string;
  kind: string;
  mapping?: unknown;
  /** Why no reading of the file can be right (a balance in another currency than the account's). */
  refusal?: string;
  statements: ExpectedStatement[];
};

const expected: ExpectedFile[] = JSON.parse(readFileSync(new URL('expected.json', corpus), 'utf8')).files;

/** The figures the second reader states, taken from what our parser returned. */
function figures(statement: ParsedStatement, format: ExpectedFile['format']) {
  const sum = (direction: 'credit' | 'debit') =>
    statement.lines.filter((l) => l.direction === direction).reduce((total, l) => total + l.amountCents, 0);
  return {
    accountIban: statement.accountIban,
    accountNumber: statement.accountNumber,
    currency: statement.currency,
    // MT940 has two candidates (:20: reference, :28C: number) and CSV none: compared for camt only.
    ...(format === 'camt053' ? { statementId: statement.statementId } : {}),
    lines: statement.lines.length,
    creditCents: sum('credit'),
    debitCents: sum('debit'),
    openingBalanceCents: statement.openingBalanceCents,
    closingBalanceCents: statement.closingBalanceCents,
    fromDate: statement.fromDate,
    toDate: statement.toDate,
  };
}

function stated(statement: ExpectedStatement, format: ExpectedFile['format']) {
  const { statementId, addsUp: _addsUp, ...rest } = statement;
  return format === 'camt053' ? { ...rest, statementId } : rest;
}

function read(entry: ExpectedFile): ParsedStatement[] {
  const bytes = readFileSync(new URL(entry.file, corpus));
  if (entry.format === 'csv')
    return parseStatement(bytes, { format: 'csv', mapping: csvMappingSchema.parse(entry.mapping) });
  return parseStatement(bytes, { format: entry.format });
}

/**
 * The reasons a file is refused for what it cannot read (as of this corpus; written out, not
 * imported, so a reason added later for unbalanced statements does not land here). A statement
 * whose balances do not add up must be refused (issue 32 item 4) under a reason of its own: such a
 * refusal counts as right only when it is not one of these.
 */
const READING_FAILURES: readonly string[] = [
  'malformed_xml',
  'too_deep',
  'not_camt053',
  'several_statements',
  'missing_field',
  'bad_amount',
  'bad_date',
  'bad_currency',
  'empty',
  'csv_missing_column',
  'csv_bad_row',
];

/** What the parser made of a file: its statements, or the refusal it threw. */
function attempt(entry: ExpectedFile): { statements: ParsedStatement[] } | { refused: StatementParseError } {
  try {
    return { statements: read(entry) };
  } catch (error) {
    if (error instanceof StatementParseError) return { refused: error };
    throw error;
  }
}

describe('real bank files read as the independent reader reads them', () => {
  it.each(expected.map((entry) => [entry.file, entry] as const))('%s', (_file, entry) => {
    const outcome = attempt(entry);
    if (entry.refusal !== undefined) {
      // No reading of it can be right: it must be refused, whatever the reason said.
      expect('refused' in outcome, `to be refused: ${entry.refusal}`).toBe(true);
      return;
    }
    if ('refused' in outcome) {
      const unbalanced = entry.statements.some((s) => s.addsUp === false);
      // Anything else than "does not add up", or on a statement that does add up, is wrong.
      if (!unbalanced || READING_FAILURES.includes(outcome.refused.reason)) throw outcome.refused;
      return;
    }
    expect(outcome.statements.map((s) => figures(s, entry.format))).toEqual(
      entry.statements.map((s) => stated(s, entry.format)),
    );
  });
});

describe('the corpus itself', () => {
  const onDisk = FOLDERS.flatMap((folder) =>
    readdirSync(new URL(`${folder}/`, corpus)).map((name) => `${folder}/${name}`),
  ).sort();

  it('has expected figures for every file in its folders, and no figures for a file that is gone', () => {
    expect(expected.map((entry) => entry.file).sort()).toEqual(onDisk);
  });

  it('names the source and licence of every file in its README', () => {
    const readme = readFileSync(new URL('README.md', corpus), 'utf8');
    const unlisted = onDisk.filter((file) => !readme.includes(file.split('/')[1]!));
    expect(unlisted).toEqual([]);
  });

  it('holds at least 20 camt files from 4 publishers, 3 MT940 files and 3 bank CSV exports', () => {
    const camt = expected.filter((entry) => entry.file.startsWith('camt/'));
    expect(camt.length).toBeGreaterThanOrEqual(20);
    expect(new Set(camt.map((entry) => entry.source)).size).toBeGreaterThanOrEqual(4);
    expect(expected.filter((entry) => entry.format === 'mt940').length).toBeGreaterThanOrEqual(3);
    expect(expected.filter((entry) => entry.format === 'csv').length).toBeGreaterThanOrEqual(3);
  });
});
