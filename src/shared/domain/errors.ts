import { z } from 'zod';

/** Every error code the API answers with, and its HTTP status. One table for server and client. */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  invalid_token: 400,
  /** D27: the password was right; the session waits for the authenticator code, passkey or recovery code. */
  second_factor_required: 401,
  /** D27: staff (or clients, when the firm asks) must add a second factor before anything else. */
  second_factor_enrolment_required: 401,
  /** D27: this changes money or access; check the password or a factor again first (10 minutes). */
  reauthentication_required: 401,
  forbidden: 403,
  account_disabled: 403,
  /** D31: the password was set by an admin; the person must choose their own before anything else. */
  password_change_required: 403,
  csrf_rejected: 403,
  /** D28: payout methods and withdrawals wait until the client has confirmed their email address. */
  email_unconfirmed: 403,
  not_found: 404,
  /** The path exists, but not for this method; the answer's Allow header lists the ones it takes. */
  method_not_allowed: 405,
  /** The connection sent no complete request in time (Node's requestTimeout). */
  request_timeout: 408,
  conflict: 409,
  /** The fee agreement's text changed since the client opened it: they must read the current one. */
  agreement_changed: 409,
  /** A case leaves phase `new` only once its client has accepted the fee agreement (ABA 1.5(c)). */
  fee_agreement_required: 409,
  /** Issue 15: the case already holds the firm's maximum number of documents (firm setting). */
  case_document_limit: 409,
  /** Issue 15: this file would take the case's documents over the firm's storage allowance. */
  case_storage_limit: 409,
  /** D31: an email whose token link was masked at the upgrade cannot be sent again; send a new link. */
  link_withdrawn: 409,
  payload_too_large: 413,
  /** A path parameter longer than the router accepts (ids are far shorter). */
  uri_too_long: 414,
  unsupported_media_type: 415,
  /** Issue 15: an Office file carrying macros (a VBA project), refused whatever its name. */
  document_has_macros: 415,
  /** Well-formed but refused by a rule, e.g. typed-in balances the ledger does not back (D7). */
  unprocessable: 422,
  rate_limited: 429,
  /** Headers (cookies included) larger than the server reads; refused before routing. */
  headers_too_large: 431,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** What a client needs to resolve the refusal, e.g. the open cases a desk move leaves (D39). */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * D29: the keys of the server's message catalogue (server/locales/<lang>/messages.json). The server
 * fills this interface in (server/locales/message-keys.ts, module augmentation), so a key that is
 * not in the English catalogue does not compile, while shared code needs no import from the server.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging on the server
export interface MessageCatalogue {}
export type MessageKey = Extract<keyof MessageCatalogue, string>;

/** An amount inside a message: formatted for the reader's language ("16.000,00 $" in German). */
export type MoneyParam = { cents: number; currency: string };
/** A value inside a message. Numbers, amounts and dates are formatted per language when rendered. */
/** A wait or a period: "5 minutes", "5 Minuten". */
export type MinutesParam = { minutes: number };
/** A size in megabytes: "10 MB". */
export type MegabytesParam = { megabytes: number };
/** A term from the catalogue itself (a role's name), or a list of them joined per language. */
export type TermParam = { term: Message } | { list: Message[] };
export type MessageParam = string | number | Date | MoneyParam | MinutesParam | MegabytesParam | TermParam;
export type MessageParams = Record<string, MessageParam>;
/** A message to render later in the reader's language: a catalogue key and its values. */
export type Message = MessageKey | { key: MessageKey; params?: MessageParams };

export const messageKey = (message: Message): MessageKey =>
  typeof message === 'string' ? message : message.key;
export const messageParams = (message: Message): MessageParams | undefined =>
  typeof message === 'string' ? undefined : message.params;

/**
 * A failure the caller can act on. It carries a message key and values, never a sentence: the
 * error handler renders them in the reader's language (D29). `fields` maps a field to its message.
 * `message` (Error's) holds the key, for logs.
 *
 *   throw new AppError('conflict', 'people.users.username_taken', { username: 'people.users.username_taken' });
 *   throw new AppError('conflict', { key: 'lawyers.open_cases', params: { count: 3 } });
 */
export class AppError extends Error {
  readonly status: number;
  readonly text: Message;
  constructor(
    readonly code: ErrorCode,
    text: Message,
    readonly fields?: Record<string, Message>,
    readonly headers?: Record<string, string>,
    /** Data (never words) the caller needs to act on the refusal; sent as `details` as it is. */
    readonly details?: Record<string, unknown>,
  ) {
    super(messageKey(text));
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
    this.text = text;
  }
}
