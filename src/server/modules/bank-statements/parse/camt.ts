import type { Cents } from '../../../../shared/domain/money';
import { at, isNode, list, readCamtDocument, textAt, type XmlNode, type XmlValue } from './camt-document';
import { StatementParseError } from './errors';
import { decimalToMinorUnits, minorUnitsOf } from './minor-units';
import {
  calendarDate,
  decodeText,
  normaliseIban,
  type ParsedStatement,
  requireCurrency,
  type StatementLine,
  statementPeriod,
  textOrNull,
} from './statement';

export { MAX_XML_DEPTH } from './camt-document';

/**
 * Where the reader is: the element path from the statement (`Stmt[2]/Ntry[3]`), which every
 * refusal names, and for an entry its 1-based place among the statement's entries.
 */
type Where = { path: string; line?: number };
const inside = (where: Where, ...names: string[]): Where => ({
  ...where,
  path: [where.path, ...names].join('/'),
});
const refuse = (
  reason: ConstructorParameters<typeof StatementParseError>[0],
  where: Where,
  value?: string,
  params?: Record<string, string | number>,
) =>
  new StatementParseError(reason, `${where.path}: "${value ?? ''}"`, {
    line: where.line,
    field: where.path,
    value,
    params,
  });

type Amount = { minor: Cents; currency: string };

/**
 * The Amt element of `node` (`where` is its path) in its currency's minor units (D132), or null
 * when there is none. The currency is the amount's own Ccy, else `fallback` (the account's); ISO
 * amounts carry no sign.
 */
function amountAt(node: XmlValue | undefined, where: Where, fallback: string | null): Amount | null {
  const element = list(at(node, 'Amt'))[0];
  const text = textAt(node, 'Amt');
  if (element === undefined) return null;
  const ccy = isNode(element) && typeof element['@Ccy'] === 'string' ? element['@Ccy'] : undefined;
  const currency =
    ccy !== undefined
      ? requireCurrency(ccy, { line: where.line, field: `${where.path}/@Ccy` })
      : (fallback ?? missing(inside(where, '@Ccy')));
  const digits = minorUnitsOf(currency) ?? 2; // requireCurrency holds it to ISO 4217
  const reading = decimalToMinorUnits(text ?? '', digits);
  if (reading.ok) return { minor: reading.minor, currency };
  if (reading.why === 'too_precise') throw refuse('too_precise', where, text, { currency, digits });
  throw refuse('bad_amount', where, text ?? '');
}

function missing(where: Where): never {
  throw new StatementParseError('missing_field', where.path, { line: where.line, field: where.path });
}

function indicator(node: XmlValue | undefined, where: Where): 'credit' | 'debit' {
  const value = textAt(node, 'CdtDbtInd');
  if (value === undefined) missing(inside(where, 'CdtDbtInd'));
  if (value.trim() === 'CRDT') return 'credit';
  if (value.trim() === 'DBIT') return 'debit';
  throw refuse('bad_value', inside(where, 'CdtDbtInd'), value, { expected: 'CRDT, DBIT' });
}

/**
 * `name`/Dt or `name`/DtTm (with or without an offset): the date part, the bank's own local date
 * as it booked. Null when the element is absent.
 */
function dateAt(node: XmlValue | undefined, name: string, where: Where): string | null {
  for (const form of ['Dt', 'DtTm']) {
    const text = textAt(node, name, form);
    if (text !== undefined) return isoDate(text, inside(where, name, form));
  }
  return null;
}

function isoDate(text: string, where: Where): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T+Z-])/.exec(text.trim());
  const date = match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
  if (date === null) throw refuse('bad_date', where, text);
  return date;
}

/**
 * D132: the opening balance is OPBD, else PRCD (the previous statement's closing, which banks
 * send instead); the closing one is CLBD. Interim (ITBD) and available (CLAV, ITAV, FWAV)
 * balances are neither: an intraday report may list only the entries since the last report, and
 * an available balance counts money not yet booked, so no sum of the listed entries must reach them.
 */
const BALANCE_CODES = { opening: ['OPBD', 'PRCD'], closing: ['CLBD'] } as const;

function balance(
  statement: XmlNode,
  which: keyof typeof BALANCE_CODES,
  where: Where,
  fallback: string | null,
) {
  const balances = list(statement.Bal).map((node, index) => ({
    node,
    at: inside(where, `Bal[${index + 1}]`),
  }));
  for (const code of BALANCE_CODES[which]) {
    const found = balances.find((b) => textAt(b.node, 'Tp', 'CdOrPrtry', 'Cd')?.trim() === code);
    if (found === undefined) continue;
    const amount =
      amountAt(found.node, inside(found.at, 'Amt'), fallback) ?? missing(inside(found.at, 'Amt'));
    const sign = indicator(found.node, found.at) === 'debit' ? -1 : 1;
    return { cents: sign * amount.minor, currency: amount.currency, at: found.at };
  }
  return null;
}

/** Pending (PDNG), information-only (INFO) and future (FUTR) entries are not on the account yet. */
function isBooked(entry: XmlValue, where: Where): boolean {
  const status = textAt(entry, 'Sts') ?? textAt(entry, 'Sts', 'Cd');
  if (status === undefined) missing(inside(where, 'Sts'));
  return status.trim() === 'BOOK';
}

/** The party on the other side: who paid us (credit) or whom we paid (debit) in the original payment. */
function counterparty(tx: XmlValue | undefined, paidToUs: boolean) {
  const role = paidToUs ? 'Dbtr' : 'Cdtr';
  const parties = at(tx, 'RltdPties');
  return {
    counterpartyName: textOrNull(textAt(parties, role, 'Nm') ?? textAt(parties, role, 'Pty', 'Nm')),
    counterpartyIban: normaliseIban(textAt(parties, `${role}Acct`, 'Id', 'IBAN')),
  };
}

/** The payer's words (unstructured, else the structured reference), else the bank's own note. */
function remittanceOf(tx: XmlValue | undefined): string | null {
  const unstructured = list(at(tx, 'RmtInf', 'Ustrd')).flatMap((part) =>
    typeof part === 'string' ? [part] : [],
  );
  return (
    textOrNull(unstructured.join(' ')) ??
    textOrNull(textAt(tx, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref')) ??
    textOrNull(textAt(tx, 'AddtlTxInf'))
  );
}

/** A batch part's own amount: AmtDtls/TxAmt (in the account's currency), else its Amt (.03 on). */
function partAmount(part: XmlValue, where: Where, currency: string): Amount | null {
  const txAmount = at(part, 'AmtDtls', 'TxAmt') !== undefined;
  const node = txAmount ? at(part, 'AmtDtls', 'TxAmt') : part;
  return amountAt(node, inside(where, ...(txAmount ? ['AmtDtls', 'TxAmt', 'Amt'] : ['Amt'])), currency);
}

type LineDraft = Omit<StatementLine, 'lineNo'>;

/**
 * One booked entry to its lines (D132). A zero entry gives none: the database keeps movements,
 * and a zero moves nothing (banks send them for fee-free notices). A batch of several TxDtls
 * gives one line per transaction with its own amount; when they do not each state one in the
 * entry's currency, adding up to the entry, which share is whose is unknown, so the entry is one
 * line of its own amount.
 */
function entryLines(entry: XmlNode, where: Where, currency: string): LineDraft[] {
  const own = amountAt(entry, inside(where, 'Amt'), currency) ?? missing(inside(where, 'Amt'));
  if (own.minor === 0) return [];
  const direction = indicator(entry, where);
  const bookingDate = dateAt(entry, 'BookgDt', where) ?? missing(inside(where, 'BookgDt'));
  const dates = { bookingDate, valueDate: dateAt(entry, 'ValDt', where) ?? bookingDate };
  const reversal = ['true', '1'].includes(textAt(entry, 'RvslInd')?.trim() ?? '');
  const parts = list(entry.NtryDtls).flatMap((details, d) =>
    list(isNode(details) ? details.TxDtls : undefined).map((tx, t) => ({
      tx,
      at: inside(where, `NtryDtls[${d + 1}]`, `TxDtls[${t + 1}]`),
    })),
  );
  const line = (tx: XmlValue | undefined, amount: Amount, lineDirection: 'credit' | 'debit'): LineDraft => {
    // A reversal undoes the original payment, so its parties are the original's (ISO 20022 usage).
    const paidToUs = (lineDirection === 'credit') !== reversal;
    const endToEndId = textOrNull(textAt(tx, 'Refs', 'EndToEndId'));
    return {
      direction: lineDirection,
      amountCents: amount.minor,
      currency: amount.currency,
      ...dates,
      reversal,
      bankReference: textOrNull(textAt(tx, 'Refs', 'AcctSvcrRef') ?? textAt(entry, 'AcctSvcrRef')),
      // Banks write NOTPROVIDED when the payer gave no end-to-end id: it identifies nothing.
      endToEndId: endToEndId === 'NOTPROVIDED' ? null : endToEndId,
      remittance: remittanceOf(tx) ?? textOrNull(textAt(entry, 'AddtlNtryInf')),
      ...counterparty(tx, paidToUs),
      foreignCurrency: amount.currency !== currency,
    };
  };
  if (parts.length <= 1) return [line(parts[0]?.tx, own, direction)];
  const amounts = parts.map((part) => partAmount(part.tx, part.at, currency));
  const directions = parts.map((part) =>
    at(part.tx, 'CdtDbtInd') === undefined ? direction : indicator(part.tx, part.at),
  );
  const signed = (minor: number, towards: 'credit' | 'debit') => (towards === 'credit' ? minor : -minor);
  // The parts stand in for the entry only when they are in its currency and add up to it: the
  // entry's amount is what moved on the account, and the balances are checked against it.
  const partsAddUp =
    amounts.every((amount) => amount !== null && amount.currency === own.currency) &&
    amounts.reduce((sum, amount, index) => sum + signed(amount!.minor, directions[index]!), 0) ===
      signed(own.minor, direction);
  if (!partsAddUp) {
    const texts = parts.map((part) => remittanceOf(part.tx)).filter((text) => text !== null);
    return [{ ...line(undefined, own, direction), remittance: textOrNull(texts.join(' / ')) }];
  }
  return parts.flatMap((part, index) => {
    const amount = amounts[index]!;
    if (amount.minor === 0) return [];
    return [line(part.tx, amount, directions[index]!)];
  });
}

/** The account's currency: Acct/Ccy, else the balances', else the first entry's (camt.054 has no balances). */
function statementCurrency(statement: XmlNode, where: Where): string {
  const stated = textAt(statement, 'Acct', 'Ccy');
  if (stated !== undefined) return requireCurrency(stated, { field: `${where.path}/Acct/Ccy` });
  const amounts = [
    ...list(statement.Bal).map((node, i) => ({ node: at(node, 'Amt'), at: `Bal[${i + 1}]/Amt` })),
    ...list(statement.Ntry).map((node, i) => ({ node: at(node, 'Amt'), at: `Ntry[${i + 1}]/Amt` })),
  ];
  for (const amount of amounts) {
    const first = list(amount.node)[0];
    const ccy = isNode(first) ? first['@Ccy'] : undefined;
    if (typeof ccy === 'string') return requireCurrency(ccy, { field: `${where.path}/${amount.at}/@Ccy` });
  }
  return missing(inside(where, 'Acct', 'Ccy'));
}

function readStatement(statement: XmlNode, where: Where, format: ParsedStatement['format']): ParsedStatement {
  const currency = statementCurrency(statement, where);
  const opening = balance(statement, 'opening', where, currency);
  const closing = balance(statement, 'closing', where, currency);
  for (const figure of [opening, closing]) {
    if (figure !== null && figure.currency !== currency)
      throw refuse('balance_currency', inside(figure.at, 'Amt', '@Ccy'), figure.currency, { currency });
  }
  const lines: StatementLine[] = [];
  list(statement.Ntry).forEach((entry, index) => {
    const entryAt = { path: `${where.path}/Ntry[${index + 1}]`, line: index + 1 };
    if (!isNode(entry) || !isBooked(entry, entryAt)) return;
    for (const line of entryLines(entry, entryAt, currency))
      lines.push({ lineNo: lines.length + 1, ...line });
  });
  const period = at(statement, 'FrToDt');
  const periodDate = (name: string) => {
    const text = textAt(period, name);
    return text === undefined ? null : isoDate(text, inside(where, 'FrToDt', name));
  };
  return {
    format,
    statementId: textOrNull(textAt(statement, 'Id')),
    sequence: textOrNull(textAt(statement, 'ElctrncSeqNb')) ?? textOrNull(textAt(statement, 'LglSeqNb')),
    accountIban: normaliseIban(textAt(statement, 'Acct', 'Id', 'IBAN')),
    accountNumber: textOrNull(textAt(statement, 'Acct', 'Id', 'Othr', 'Id')),
    currency,
    openingBalanceCents: opening?.cents ?? null,
    closingBalanceCents: closing?.cents ?? null,
    ...statementPeriod(lines, { from: periodDate('FrDtTm'), to: periodDate('ToDtTm') }),
    lines,
  };
}

/**
 * An ISO 20022 bank-to-customer file (camt.052 report, camt.053 statement, camt.054
 * notification; versions .001.02 to .001.13) to its statements in file order, booked entries
 * only. Amounts are in each currency's minor units, named `…Cents` as everywhere else.
 */
export function parseCamt(xml: string | Buffer): ParsedStatement[] {
  const document = readCamtDocument(decodeText(xml));
  return document.statements.map((statement, index) =>
    readStatement(statement, { path: `${document.item}[${index + 1}]` }, document.format),
  );
}
