import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { DEADLINE_RULE_ISSUES } from '../../shared/contracts/deadline-rules';
import { CURSOR_MESSAGE, LIST_COUNT_CAP, withinCountCap } from '../../shared/contracts/pagination';
import { BROKEN_CHARACTER_MESSAGE, NUL_MESSAGE } from '../../shared/contracts/text';
import { TRUST_ACCOUNT_ISSUES } from '../../shared/contracts/trust-accounts';
import {
  AppError,
  ERROR_STATUS,
  type ErrorCode,
  type Message,
  type MessageKey,
} from '../../shared/domain/errors';
import { isDefaultIssueText, issueMessage } from '../../shared/domain/issue-messages';
import type { Language } from '../../shared/domain/languages';
import { TRAIL_ISSUE_TEXT, TRAIL_ISSUES } from '../../shared/domain/trail/issues';
import { readerLanguage, renderFields, renderMessage } from '../core/messages';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
};

/** The words of the generic refusals (a framework error carries only its status). */
const GENERIC_MESSAGE: Partial<Record<ErrorCode, MessageKey>> = {
  payload_too_large: 'common.request.payload_too_large',
  unsupported_media_type: 'common.request.unsupported_media_type',
  bad_request: 'common.request.bad_request',
  not_found: 'common.request.not_found',
  method_not_allowed: 'common.request.method_not_allowed',
  request_timeout: 'common.request.timeout',
  uri_too_long: 'common.request.uri_too_long',
  headers_too_large: 'common.request.headers_too_large',
  unauthenticated: 'common.access.sign_in',
  forbidden: 'common.access.forbidden',
};

/** The contracts' own refinements (code "custom") carry only English text: their keys. */
const CUSTOM_ISSUE: Record<string, Message> = {
  [NUL_MESSAGE]: 'common.field.unstorable_text',
  [BROKEN_CHARACTER_MESSAGE]: 'common.field.broken_character',
  'Enter a positive amount with at most two decimals': 'common.field.amount',
  'Enter an amount of 0 or more with at most two decimals': 'common.field.amount',
  'This amount is too large': 'common.field.amount_too_large',
  'Send at least one field to change': 'common.field.nothing_to_change',
  'Send at least one setting to change': 'common.field.nothing_to_change',
  'The date received cannot be in the future': 'common.field.future_date',
  'The minimum cannot be above the maximum': 'common.field.min_above_max',
  'Use a two-letter ISO country code, such as DE or US': 'common.field.country_code',
  [withinCountCap[1].message]: { key: 'common.field.list_cap', params: { count: LIST_COUNT_CAP } },
  [CURSOR_MESSAGE]: 'common.field.cursor',
  [DEADLINE_RULE_ISSUES.country]: 'common.field.deadline_country',
  [DEADLINE_RULE_ISSUES.duplicateId]: 'common.field.duplicate_rule_id',
  [TRUST_ACCOUNT_ISSUES.bic]: 'trust-accounts.bic',
  [TRUST_ACCOUNT_ISSUES.ibanAndNumber]: 'trust-accounts.iban_and_number',
  [TRUST_ACCOUNT_ISSUES.ibanChecksum]: 'trust-accounts.iban_checksum',
  [TRUST_ACCOUNT_ISSUES.ibanFormat]: 'trust-accounts.iban_format',
  [TRUST_ACCOUNT_ISSUES.ibanOrNumber]: 'trust-accounts.iban_or_number',
  [TRUST_ACCOUNT_ISSUES.accountNumber]: 'trust-accounts.account_number',
  [TRUST_ACCOUNT_ISSUES.bankCode]: 'trust-accounts.bank_code',
  [TRUST_ACCOUNT_ISSUES.openingBalance]: 'trust-accounts.opening_balance',
  // A payment trail's issues (a mistyped IBAN, an address failing its checksum…): trail.<issue>.
  ...Object.fromEntries(
    TRAIL_ISSUES.map((issue) => [TRAIL_ISSUE_TEXT[issue], `payment-trail.${issue}` as const]),
  ),
};

type Issue = z.core.$ZodIssue;

/**
 * One field's problem in the reader's language (D29). English readers keep the contract's own,
 * more specific wording, unless it is zod's default or would name enum codes ("Choose one of:
 * chargeback, bank_recall…"); every other language is worded from the issue's code and limits.
 */
function issueText(issue: Issue | undefined, fallback: string | undefined, language: Language): string {
  if (!issue) return renderMessage('common.field.invalid', language);
  const own = issue.message ?? fallback ?? '';
  // "Choose one of: chargeback, bank_recall…" lists codes; "Choose lawyer or manager" does not.
  const listsCodes =
    issue.code === 'invalid_value' && (/:\s*[\w-]+(,\s*[\w-]+)+/.test(own) || /\b[a-z]+_[a-z_]+\b/.test(own));
  if (language === 'en' && own && !listsCodes && !isDefaultIssueText(own)) return own;
  const custom = issue.code === 'custom' ? CUSTOM_ISSUE[issue.message] : undefined;
  if (custom) return renderMessage(custom, language);
  return renderMessage(issueMessage(issue), language);
}

/**
 * fastify-type-provider-zod hands each zod issue over as { keyword: code, message, instancePath,
 * params: the issue's other properties }: put the issue back together to word it.
 */
function issueOf(item: NonNullable<FastifyError['validation']>[number]): Issue | undefined {
  if (!item.keyword) return undefined;
  const params = (item.params ?? {}) as Record<string, unknown>;
  const path = item.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  return { ...params, code: item.keyword, message: item.message ?? '', path } as unknown as Issue;
}

/** "body.email" / "querystring.page" → "email" / "page": the field a form shows the message under. */
function fieldsOf(error: FastifyError, language: Language): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const item of error.validation ?? []) {
    const params = item.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const path =
      params?.issue?.path?.map(String).join('.') || item.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const key = path || '_';
    fields[key] ??= issueText(issueOf(item), item.message, language);
  }
  return fields;
}

/** A refusal's body in the reader's language. */
export function renderError(error: AppError, request: FastifyRequest) {
  const language = readerLanguage(request);
  return {
    code: error.code,
    message: renderMessage(error.text, language),
    ...(error.fields ? { fields: renderFields(error.fields, language) } : {}),
    ...(error.details ? { details: error.details } : {}),
  };
}

/** The generic words for a code, in the reader's language (protocol errors, 404 of unknown routes). */
export function genericMessage(code: ErrorCode, request: FastifyRequest): string {
  const text: Message = GENERIC_MESSAGE[code] ?? 'common.request.bad_request';
  return renderMessage(text, readerLanguage(request));
}

/**
 * One error shape for every failure: { error: { code, message, fields? } }, worded in the reader's
 * language (D29). Internals of 5xx go to the log with the request id, never to the caller.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({ error: renderError(error, request) });
    }
    const language = readerLanguage(request);
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fields = fieldsOf(error, language);
      return reply.status(400).send({
        error: {
          code: 'validation_failed',
          message: renderMessage('common.request.validation_failed', language),
          fields,
        },
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(error)) {
      const code = CODE_BY_STATUS[status] ?? 'bad_request';
      request.log.info({ err: error }, 'request refused');
      return reply.status(status).send({ error: { code, message: genericMessage(code, request) } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(ERROR_STATUS.internal).send({
      error: {
        code: 'internal',
        message: renderMessage(
          { key: 'common.request.internal', params: { reference: request.id } },
          language,
        ),
      },
    });
  });
});
