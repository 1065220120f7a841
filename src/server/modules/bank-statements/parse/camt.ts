import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Cents } from '../../../../shared/domain/money';
import { StatementParseError } from './errors';
import {
  calendarDate,
  decimalToCents,
  decodeText,
  normaliseIban,
  type ParsedStatement,
  requireCurrency,
  type StatementLine,
  statementPeriod,
  textOrNull,
} from './statement';

/** The parsed tree: elements are objects, leaves text (parseTagValue off), repeated ones arrays. */
type XmlValue = string | XmlNode | XmlValue[];
type XmlNode = { [name: string]: XmlValue };

/** Elements that repeat in the schema are always arrays, even when the file has one. */
const REPEATED = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Bal', 'Ustrd']);
/**
 * The deepest a statement may nest. The deepest paths of camt.053 (a party's postal address, a
 * structured remittance reference) are 12 levels from Document; 32 leaves room for any bank's
 * extensions and keeps a hostile file (thousands of nested tags) from costing the parser anything.
 */
export const MAX_XML_DEPTH = 32;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => REPEATED.has(name),
  // The parser's own bound, well above ours: deepestNesting refuses a deep file first, with a reason.
  maxNestedTags: 2 * MAX_XML_DEPTH,
});

/**
 * How deep the file's elements nest, counted on the text before any parser runs: comments, CDATA
 * and processing instructions are skipped; a self-closing tag does not go deeper. Linear, no
 * recursion, so the count costs nothing however deep the file is.
 */
function deepestNesting(xml: string): number {
  const tags = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[?!][^>]*>|<(\/?)[^>]*?(\/?)>/g;
  let depth = 0;
  let deepest = 0;
  for (const [, closing, selfClosing] of xml.matchAll(tags)) {
    if (closing === undefined) continue; // a comment, CDATA, a declaration
    if (closing === '/') depth -= 1;
    else if (selfClosing !== '/') deepest = Math.max(deepest, ++depth);
  }
  return deepest;
}

/** Every version from .001.02 (most banks) to .001.08 (ISO 2019) and later revisions. */
const CAMT053_NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d{2}$/;

const isNode = (value: XmlValue | undefined): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: XmlValue | undefined): XmlValue[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The first element along a path (repeated elements: their first occurrence). */
function at(node: XmlValue | undefined, ...path: string[]): XmlValue | undefined {
  let current = node;
  for (const name of path) {
    const first = list(current)[0];
    current = isNode(first) ? first[name] : undefined;
  }
  return current;
}

/** Text of an element, whether or not it carries attributes (Amt Ccy="EUR"). */
function textAt(node: XmlValue | undefined, ...path: string[]): string | undefined {
  const value = list(at(node, ...path))[0];
  if (typeof value === 'string') return value;
  const inner = isNode(value) ? value['#text'] : undefined;
  return typeof inner === 'string' ? inner : undefined;
}

/**
 * The root's namespace from the raw text: the parser drops xmlns attributes with the prefixes.
 * Comments go first so a commented-out element cannot pass for the root.
 */
function rootNamespace(xml: string): { name: string; namespace: string | undefined } {
  const start = /<(?![?!])(?:([\w.-]+):)?([\w.-]+)([^>]*)>/.exec(xml.replace(/<!--[\s\S]*?-->/g, ''));
  const [, prefix, name = '', attributes = ''] = start ?? [];
  const declaration = new RegExp(`xmlns${prefix ? `:${prefix}` : ''}\\s*=\\s*["']([^"']*)["']`);
  return { name, namespace: declaration.exec(attributes)?.[1] };
}

function readStatementNode(xml: string): XmlNode {
  if (xml.trim() === '') throw new StatementParseError('empty', 'the file is empty');
  // camt files never carry a DTD; refusing one also refuses entity-expansion tricks.
  if (/<!DOCTYPE/i.test(xml)) throw new StatementParseError('not_camt053', 'a DTD is not expected');
  // Not even the start of a tag: another kind of file (a CSV, a PDF), not a damaged statement.
  if (!xml.trimStart().startsWith('<')) throw new StatementParseError('not_camt053', 'not XML');
  const depth = deepestNesting(xml);
  if (depth > MAX_XML_DEPTH) throw new StatementParseError('too_deep', `elements nested ${depth} deep`);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    // err.line is a line of XML text, not an entry: it goes in the detail, for the log.
    throw new StatementParseError('malformed_xml', `${valid.err.msg} (XML line ${valid.err.line})`);
  }
  const root = rootNamespace(xml);
  const statements = list(at(parser.parse(xml) as XmlNode, 'Document', 'BkToCstmrStmt', 'Stmt'));
  if (root.name !== 'Document' || !CAMT053_NAMESPACE.test(root.namespace ?? '') || statements.length === 0)
    throw new StatementParseError('not_camt053', `root ${root.name} in ${root.namespace ?? 'no namespace'}`);
  if (statements.length > 1)
    throw new StatementParseError('several_statements', `${statements.length} Stmt elements`);
  const [statement] = statements;
  if (!isNode(statement)) throw new StatementParseError('not_camt053', 'an empty Stmt');
  return statement;
}

/** An amount with its currency and sign; `place` names the entry (line) or the statement's own field. */
function signedAmount(
  node: XmlValue | undefined,
  amountPath: string[],
  place: { line?: number; within?: string },
) {
  const field = [place.within, ...amountPath].filter(Boolean).join('/');
  const amount = at(node, ...amountPath);
  const text = textAt(node, ...amountPath);
  const reason = place.line === undefined ? 'missing_field' : 'bad_amount';
  const cents = text === undefined ? null : decimalToCents(text);
  // A balance may be nil; a booked movement of nothing cannot be matched to anything.
  if (cents === null || cents < 0 || (cents === 0 && place.line !== undefined))
    throw new StatementParseError(reason, `amount "${text ?? ''}"`, { line: place.line, field });
  const currencyText = isNode(amount) && typeof amount['@Ccy'] === 'string' ? amount['@Ccy'] : undefined;
  return { cents, currency: requireCurrency(currencyText, { line: place.line, field: `${field}/@Ccy` }) };
}

function indicator(node: XmlValue | undefined, place: { line?: number; field: string }): 'credit' | 'debit' {
  const value = textAt(node, 'CdtDbtInd');
  if (value === 'CRDT') return 'credit';
  if (value === 'DBIT') return 'debit';
  throw new StatementParseError('missing_field', `credit/debit indicator "${value ?? ''}"`, place);
}

/** The date part of an ISODate or ISODateTime (the bank's own local date, as it booked). */
function isoDate(text: string | undefined, line: number | undefined, field: string): string | null {
  if (text === undefined) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  const date = match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
  if (date !== null) return date;
  // The statement's own dates have no line: a problem there is the statement's, not an entry's.
  throw new StatementParseError(line === undefined ? 'missing_field' : 'bad_date', `date "${text}"`, {
    line,
    field,
  });
}

/** BookgDt/Dt or BookgDt/DtTm, likewise ValDt. */
const dateOf = (entry: XmlValue, name: string, line: number) =>
  isoDate(textAt(entry, name, 'Dt') ?? textAt(entry, name, 'DtTm'), line, name);

const BALANCE_CODES = { opening: ['OPBD', 'PRCD'], closing: ['CLBD'] } as const;

/** Opening (OPBD, else the previous day's closing PRCD) or closing (CLBD) balance, signed. */
function balance(
  balances: XmlValue[],
  which: keyof typeof BALANCE_CODES,
): { cents: Cents; currency: string } | null {
  for (const code of BALANCE_CODES[which]) {
    const found = balances.find((b) => textAt(b, 'Tp', 'CdOrPrtry', 'Cd') === code);
    if (found === undefined) continue;
    const { cents, currency } = signedAmount(found, ['Amt'], { within: `Bal[${code}]` });
    const sign = indicator(found, { field: `Bal[${code}]/CdtDbtInd` }) === 'debit' ? -1 : 1;
    return { cents: sign * cents, currency };
  }
  return null;
}

/** Pending (PDNG) and information-only (INFO) entries are not on the account yet. */
function isBooked(entry: XmlValue, line: number): boolean {
  const status = textAt(entry, 'Sts') ?? textAt(entry, 'Sts', 'Cd');
  if (status === undefined)
    throw new StatementParseError('missing_field', 'entry status', { line, field: 'Sts' });
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

function remittanceOf(tx: XmlValue | undefined): string | null {
  const unstructured = list(at(tx, 'RmtInf', 'Ustrd')).flatMap((part) =>
    typeof part === 'string' ? [part] : [],
  );
  return textOrNull(unstructured.join(' ')) ?? textOrNull(textAt(tx, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref'));
}

/** One entry to its lines: a batch booking gives one per TxDtls, each with its own amount. */
function entryLines(entry: XmlValue, line: number, accountCurrency: string): Omit<StatementLine, 'lineNo'>[] {
  const own = signedAmount(entry, ['Amt'], { line });
  const direction = indicator(entry, { line, field: 'CdtDbtInd' });
  const bookingDate = dateOf(entry, 'BookgDt', line);
  if (bookingDate === null)
    throw new StatementParseError('bad_date', 'no booking date', { line, field: 'BookgDt' });
  const valueDate = dateOf(entry, 'ValDt', line) ?? bookingDate;
  const reversal = textAt(entry, 'RvslInd')?.trim() === 'true';
  const details = list(at(entry, 'NtryDtls')).flatMap((d) => list(isNode(d) ? d.TxDtls : undefined));
  const transactions: (XmlValue | undefined)[] = details.length > 0 ? details : [undefined];
  return transactions.map((tx) => {
    const txAmountPath = ['AmtDtls', 'TxAmt', 'Amt'];
    const amount =
      at(tx, ...txAmountPath) !== undefined
        ? signedAmount(tx, txAmountPath, { line })
        : at(tx, 'Amt') !== undefined
          ? signedAmount(tx, ['Amt'], { line })
          : transactions.length === 1
            ? own
            : signedAmount(tx, ['Amt'], { line }); // throws: which part of the batch is whose is unknown
    const txDirection =
      at(tx, 'CdtDbtInd') === undefined ? direction : indicator(tx, { line, field: 'CdtDbtInd' });
    // A reversal undoes the original payment, so its parties are the original's (ISO 20022 usage).
    const paidToUs = (txDirection === 'credit') !== reversal;
    const endToEndId = textOrNull(textAt(tx, 'Refs', 'EndToEndId'));
    return {
      direction: txDirection,
      amountCents: amount.cents,
      currency: amount.currency,
      bookingDate,
      valueDate,
      reversal,
      bankReference: textOrNull(textAt(tx, 'Refs', 'AcctSvcrRef') ?? textAt(entry, 'AcctSvcrRef')),
      // Banks write NOTPROVIDED when the payer gave no end-to-end id: it identifies nothing.
      endToEndId: endToEndId === 'NOTPROVIDED' ? null : endToEndId,
      remittance: remittanceOf(tx),
      ...counterparty(tx, paidToUs),
      foreignCurrency: amount.currency !== accountCurrency,
    };
  });
}

/** A camt.053 (ISO 20022 bank-to-customer statement) file with one statement, booked entries only. */
export function parseCamt053(xml: string | Buffer): ParsedStatement {
  const statement = readStatementNode(decodeText(xml));
  const balances = list(statement.Bal);
  const opening = balance(balances, 'opening');
  const closing = balance(balances, 'closing');
  const stated = textAt(statement, 'Acct', 'Ccy');
  const currency = requireCurrency(stated ?? opening?.currency ?? closing?.currency, { field: 'Acct/Ccy' });
  const lines: StatementLine[] = [];
  list(statement.Ntry).forEach((entry, index) => {
    if (!isBooked(entry, index + 1)) return;
    for (const line of entryLines(entry, index + 1, currency))
      lines.push({ lineNo: lines.length + 1, ...line });
  });
  for (const [name, figure] of [
    ['opening', opening],
    ['closing', closing],
  ] as const) {
    if (figure !== null && figure.currency !== currency)
      throw new StatementParseError('bad_currency', `${name} balance in ${figure.currency}`, {
        field: 'Bal/Amt/@Ccy',
      });
  }
  const period = at(statement, 'FrToDt');
  return {
    format: 'camt053',
    statementId: textOrNull(textAt(statement, 'Id')),
    sequence: textOrNull(textAt(statement, 'ElctrncSeqNb')) ?? textOrNull(textAt(statement, 'LglSeqNb')),
    accountIban: normaliseIban(textAt(statement, 'Acct', 'Id', 'IBAN')),
    accountNumber: textOrNull(textAt(statement, 'Acct', 'Id', 'Othr', 'Id')),
    currency,
    openingBalanceCents: opening?.cents ?? null,
    closingBalanceCents: closing?.cents ?? null,
    ...statementPeriod(lines, {
      from: isoDate(textAt(period, 'FrDtTm'), undefined, 'FrToDt/FrDtTm'),
      to: isoDate(textAt(period, 'ToDtTm'), undefined, 'FrToDt/ToDtTm'),
    }),
    lines,
  };
}
