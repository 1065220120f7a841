import mt940js, { type Mt940Statement, type Mt940Tag, type Mt940Transaction } from 'mt940js';
import type { Cents } from '../../../../shared/domain/money';
import { StatementParseError } from './errors';
import { entryDate, mt940Account, mt940AmountToCents, mt940Date, mt940Details } from './mt940-fields';
import {
  decodeText,
  type ParsedStatement,
  requireCurrency,
  type StatementLine,
  textOrNull,
} from './statement';

/** A field as it stands in the file: its tag (":61:", or "{" for a SWIFT block line) and 1-based line. */
type Field = { tag: string; value: string; line: number };

/** How the library starts a field; lines before the first one are the bank's transfer header. */
const FIELD_START = /^:([0-9]{2}|NS)([A-Z])?:/;
/** The fields the library reads; it throws on any other, so they are refused here, by line. */
const KNOWN_FIELDS = new Set(['20', '21', '25', '28', '60', '61', '62', '64', '65', '86', 'NS']);
const BALANCE = /^([DC])(\d{6})([A-Z]{3})([\d,]+)$/;
const STATEMENT_LINE = /^(\d{6})(\d{4})?(R?[DC])[A-Z]?([\d,]+)[A-Z][A-Z0-9]{3}/;
const MANDATORY = { '20': ':20:', '25': ':25:', '28': ':28C:', '60': ':60F:', '62': ':62F:' } as const;

/**
 * The library's own check of the sums adds floating-point numbers and says neither figure; the
 * sums are checked here exactly, in cents, after reading (and the currencies, by line).
 */
class Mt940Reader extends mt940js.Parser {
  protected override _validateGroup(group: Mt940Tag[], index: number): void {
    try {
      super._validateGroup(group, index);
    } catch (error) {
      if (error instanceof Error && /^(Sum of lines|Currency markers)/.test(error.message)) return;
      throw error;
    }
  }
}

const badField = (field: Field, detail: string) =>
  new StatementParseError('mt940_bad_field', detail, {
    line: field.line,
    field: `${field.tag}${field.value.split('\n')[0]!.trim().slice(0, 60)}`,
  });

/**
 * The file's fields the way the library splits them (a line opening with a tag, "{" or "-}"
 * starts one; empty lines and "-" separators are dropped), with the text handed to the library.
 */
function scanFields(text: string): { fields: Field[]; body: string } {
  const kept = text
    .split(/\r?\n/)
    .map((content, index) => ({ content, line: index + 1 }))
    .filter(({ content }) => content !== '' && content !== '-');
  const start = kept.findIndex(({ content }) => FIELD_START.test(content) || content.startsWith('{'));
  const lines = start === -1 ? [] : kept.slice(start);
  const fields: Field[] = [];
  for (const { content, line } of lines) {
    const tag = FIELD_START.exec(content)?.[0];
    if (tag !== undefined) fields.push({ tag, value: content.slice(tag.length), line });
    else if (content.startsWith('{') || content.startsWith('-}'))
      fields.push({ tag: '{', value: content, line });
    else fields.at(-1)!.value += `\n${content}`;
  }
  return { fields, body: lines.map(({ content }) => content).join('\n') };
}

/** Before the library reads the fields: every amount and date it would read, exactly, by line. */
function checkFields(fields: Field[]): void {
  const tags = fields.filter((field) => field.tag !== '{');
  if (!tags.some((field) => field.tag === ':20:'))
    throw new StatementParseError('not_mt940', 'no :20: field');
  if (tags[0]?.tag !== ':20:' && fields[0]?.tag !== '{')
    throw new StatementParseError('missing_field', 'the first field is not :20:', { field: ':20:' });
  for (const field of tags) {
    const id = field.tag.slice(1, 3);
    const first = field.value.split('\n')[0]!.trim();
    if (!KNOWN_FIELDS.has(id)) throw badField(field, 'a field MT940 statements do not have');
    if (['60', '62', '64', '65'].includes(id)) {
      const match = BALANCE.exec(first);
      if (!match || mt940Date(match[2]!) === null || mt940AmountToCents(match[4]!) === null)
        throw badField(field, 'balance');
    }
    if (id === '61') statementLine(field, 'EUR', 1);
  }
}

function balance(field: Field): { cents: Cents; currency: string; date: string } {
  const [, mark, date, currency, amount] = BALANCE.exec(field.value.split('\n')[0]!.trim())!;
  return {
    cents: (mark === 'D' ? -1 : 1) * mt940AmountToCents(amount!)!,
    currency: requireCurrency(currency, { line: field.line, field: field.tag }),
    date: mt940Date(date!)!,
  };
}

/**
 * A :61: line: value date, optional entry (booking) date, C or D, or RC / RD for a reversal of a
 * credit (money leaves again: a debit) or of a debit (a credit), and the amount.
 */
function statementLine(field: Field, currency: string, lineNo: number) {
  const match = STATEMENT_LINE.exec(field.value.split('\n')[0]!.trim());
  if (!match) throw badField(field, 'statement line');
  const [, value = '', entry, mark = '', amount = ''] = match;
  const valueDate = mt940Date(value);
  const bookingDate = valueDate !== null && entry !== undefined ? entryDate(entry, valueDate) : valueDate;
  const cents = mt940AmountToCents(amount);
  if (valueDate === null || bookingDate === null || cents === null) throw badField(field, 'date or amount');
  const reversal = mark.startsWith('R');
  const credit = (mark.endsWith('C') && !reversal) || mark === 'RD';
  return {
    lineNo,
    direction: credit ? ('credit' as const) : ('debit' as const),
    amountCents: cents,
    currency,
    bookingDate,
    valueDate,
    reversal,
    foreignCurrency: false,
  };
}

/** MT940 notation, so the figures read the same in every language: "C1250,00". */
const signed = (cents: Cents) =>
  `${cents < 0 ? 'D' : 'C'}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** One statement (a :20: … :62F: group) from its fields and the library's reading of its :86:. */
function toStatement(fields: Field[], read: Mt940Statement): ParsedStatement {
  const find = (id: string) => fields.find((field) => field.tag.slice(1, 3) === id);
  const [openingField, closingField] = [find('60')!, find('62')!];
  const opening = balance(openingField);
  const closing = balance(closingField);
  for (const other of fields.filter((field) => ['62', '64', '65'].includes(field.tag.slice(1, 3))))
    if (balance(other).currency !== opening.currency) throw badField(other, 'currency differs from :60F:');
  const lines: StatementLine[] = [];
  let sum = 0;
  fields
    .filter((field) => field.tag === ':61:')
    .forEach((field, index) => {
      const line = statementLine(field, opening.currency, lines.length + 1);
      sum += line.direction === 'credit' ? line.amountCents : -line.amountCents;
      // A zero amount moves no money (the store refuses amount 0), as in camt.053.
      if (line.amountCents === 0) return;
      const transaction: Mt940Transaction | undefined = read.transactions[index];
      lines.push({
        ...line,
        bankReference: textOrNull(transaction?.bankReference),
        ...withReference(transaction),
      });
    });
  if (opening.cents + sum !== closing.cents)
    throw new StatementParseError('mt940_unbalanced', `opening + lines ${opening.cents + sum} ≠ closing`, {
      line: closingField.line,
      field: `${openingField.tag} + :61: = ${signed(opening.cents + sum)}; ${closingField.tag} = ${signed(closing.cents)}`,
    });
  const dates = lines.map((line) => line.bookingDate).sort();
  return {
    format: 'mt940',
    statementId: textOrNull(find('20')!.value),
    sequence: textOrNull(find('28')!.value),
    ...mt940Account(find('25')!.value),
    currency: opening.currency,
    openingBalanceCents: opening.cents,
    closingBalanceCents: closing.cents,
    fromDate: dates[0] ?? closing.date,
    toDate: closing.date,
    lines,
  };
}

/**
 * The :86: parts; the :61:'s own customer reference stands in for an end-to-end id none gives
 * (ING writes "EREF" there to point at the :86:'s /EREF/, which is no reference itself).
 */
function withReference(transaction: Mt940Transaction | undefined) {
  const details = mt940Details(transaction?.details ?? '', transaction?.structuredDetails);
  const own = textOrNull(transaction?.reference);
  const ownReference = own === null || /^(NONREF|NOTPROVIDED|EREF)$/i.test(own) ? null : own;
  return { ...details, endToEndId: details.endToEndId ?? ownReference };
}

/** The library's refusals that remain after checkFields, said with the field concerned. */
function refusal(error: unknown, fields: Field[]): unknown {
  if (!(error instanceof Error) || error instanceof StatementParseError) return error;
  const missing = /^Mandatory tag (\d+) is missing/.exec(error.message)?.[1];
  if (missing !== undefined)
    return new StatementParseError('missing_field', error.message, {
      field: MANDATORY[missing as keyof typeof MANDATORY] ?? `:${missing}:`,
    });
  const unread = /^Cannot parse tag (\w+): ([^\n]*)/.exec(error.message);
  const field =
    unread && fields.find((f) => f.tag.slice(1, 3) === unread[1] && f.value.startsWith(unread[2]!));
  if (field) return badField(field, error.message);
  return new StatementParseError('not_mt940', error.message);
}

/** SWIFT MT940 statements (issue 32 item 3), read with mt940js: one per :20: … :62F: group. */
export function parseMt940(input: string | Buffer): ParsedStatement[] {
  const text = decodeText(input);
  if (text.trim() === '') throw new StatementParseError('empty', 'no content');
  const { fields, body } = scanFields(text);
  checkFields(fields);
  let read: Mt940Statement[];
  try {
    read = new Mt940Reader().parse(body, true);
  } catch (error) {
    throw refusal(error, fields);
  }
  // The library's fields are the scanned ones, in order: each statement gets its own.
  let offset = 0;
  return read.map((statement) => {
    const count = statement.tags?.length ?? 0;
    const own = fields.slice(offset, offset + count);
    offset += count;
    return toStatement(own, statement);
  });
}
