/**
 * The part of mt940js (a CommonJS package without types) that parse/mt940.ts uses. The version is
 * pinned in package.json because `_validateGroup` is not public API (docs/decisions/0133).
 */
declare module 'mt940js' {
  /** One field as the library read it: `data` is the field's text after its tag, lines joined by \n. */
  export type Mt940Tag = { readonly id: number | string; readonly data: string };

  export type Mt940Transaction = {
    /** The :86: text(s) after the :61:, joined by \n. */
    details: string;
    /** ?20 … or /EREF/ … subfields of :86: when the library recognises the layout. */
    structuredDetails?: Record<string, string>;
    reference: string;
    bankReference: string;
  };

  export type Mt940Statement = {
    transactionReference: string;
    accountIdentification: string;
    transactions: Mt940Transaction[];
    /** Only with parse(data, true): the statement's fields in the file's order. */
    tags?: Mt940Tag[];
  };

  export class Parser {
    constructor(options?: { no86Structure?: boolean });
    parse(data: string, withTags?: boolean): Mt940Statement[];
    /** Throws an Error when a mandatory field is missing, currencies differ or the sums do not add up. */
    protected _validateGroup(group: Mt940Tag[], index: number): void;
  }

  const mt940js: { Parser: typeof Parser };
  export default mt940js;
}
