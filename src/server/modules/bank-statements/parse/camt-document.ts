import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { StatementFormat } from '../../../../shared/contracts/bank-statements';
import { StatementParseError } from './errors';

/** The parsed tree: elements are objects, leaves text (parseTagValue off), repeated ones arrays. */
export type XmlValue = string | XmlNode | XmlValue[];
export type XmlNode = { [name: string]: XmlValue };

/** Elements that repeat in the schema are always arrays, even when the file has one. */
const REPEATED = new Set(['Stmt', 'Rpt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Bal', 'Ustrd']);
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

export const isNode = (value: XmlValue | undefined): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const list = (value: XmlValue | undefined): XmlValue[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The first element along a path (repeated elements: their first occurrence). */
export function at(node: XmlValue | undefined, ...path: string[]): XmlValue | undefined {
  let current = node;
  for (const name of path) {
    const first = list(current)[0];
    current = isNode(first) ? first[name] : undefined;
  }
  return current;
}

/** Text of an element, whether or not it carries attributes (Amt Ccy="EUR"). */
export function textAt(node: XmlValue | undefined, ...path: string[]): string | undefined {
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

/**
 * The three ISO 20022 bank-to-customer messages with entries (issue 32 item 2): the namespace
 * names the message and its version; each has its own root and statement element, and all three
 * write their entries (Ntry) the same way.
 */
const MESSAGES = {
  '052': { format: 'camt052', root: 'BkToCstmrAcctRpt', item: 'Rpt' },
  '053': { format: 'camt053', root: 'BkToCstmrStmt', item: 'Stmt' },
  '054': { format: 'camt054', root: 'BkToCstmrDbtCdtNtfctn', item: 'Ntfctn' },
} as const satisfies Record<string, { format: StatementFormat; root: string; item: string }>;
const CAMT_NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.(052|053|054)\.001\.(\d{2})$/;
/** Versions .001.02 (2009, most banks still) to .001.13 (2023); .001.01 predates the schema banks use. */
const VERSIONS = { first: 2, last: 13 };

export type CamtDocument = {
  format: StatementFormat;
  /** The statement element's name (Stmt, Rpt, Ntfctn), for the paths messages name. */
  item: string;
  statements: XmlNode[];
};

/** Which camt message the namespace declares, or null for anything else. */
function messageOf(namespace: string | undefined) {
  const [, message, version] = CAMT_NAMESPACE.exec(namespace ?? '') ?? [];
  if (message === undefined || version === undefined) return null;
  const number = Number(version);
  if (number < VERSIONS.first || number > VERSIONS.last) return null;
  return MESSAGES[message as keyof typeof MESSAGES];
}

/** The file's statements (Stmt, Rpt or Ntfctn elements) in file order, or the reason it has none. */
export function readCamtDocument(xml: string): CamtDocument {
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
  const message = messageOf(root.namespace);
  const statements = message
    ? list(at(parser.parse(xml) as XmlNode, 'Document', message.root, message.item))
    : [];
  if (root.name !== 'Document' || message === null || statements.length === 0)
    throw new StatementParseError('not_camt053', `root ${root.name} in ${root.namespace ?? 'no namespace'}`, {
      field: root.name,
      value: root.namespace ?? '',
    });
  return {
    format: message.format,
    item: message.item,
    // An empty <Stmt/> has nothing to read; it is an element all the same, and refused as such.
    statements: statements.map((s) => (isNode(s) ? s : {})),
  };
}
