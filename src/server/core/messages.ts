import type { FastifyRequest } from 'fastify';
import {
  type Message,
  type MessageParam,
  type MessageParams,
  messageKey,
  messageParams,
} from '../../shared/domain/errors';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/domain/languages';
import { messageTexts } from '../locales';
import '../locales/message-keys';

/**
 * D29: every message the API returns, rendered from its key and values in the reader's language.
 * The reader's language is the one on their screen (our web app sends it), else their saved one
 * when signed in, else the best match of Accept-Language among the six, else English. Numbers, amounts and dates are formatted with Intl for that language.
 */

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The best of the six for an Accept-Language header ("de-CH,de;q=0.9,en;q=0.8" → de). */
export function languageOfHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attributes] = part.trim().split(';');
      const q = attributes.map((a) => a.trim()).find((a) => a.startsWith('q='));
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage);
}

/** The header our web app sends with the language its page shows now (D119). */
export const SCREEN_LANGUAGE_HEADER = 'x-screen-language';

/**
 * The caller's language (D29, D119): the language on the screen that sent the request (our web
 * app says which), else the saved one (signed in), else Accept-Language, else English. The screen
 * comes first so a message never arrives in another language than the page it appears on: a
 * person reading English on a new device is answered in English although German is saved.
 */
export function readerLanguage(
  request: Pick<FastifyRequest, 'headers'> & { actor?: { language: Language } | null },
): Language {
  const screen = request.headers[SCREEN_LANGUAGE_HEADER];
  const onScreen = typeof screen === 'string' && isLanguage(screen) ? screen : undefined;
  return (
    onScreen ??
    request.actor?.language ??
    languageOfHeader(request.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}

function formatParam(value: MessageParam, language: Language): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  if (value instanceof Date)
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(value);
  if ('cents' in value) {
    return new Intl.NumberFormat(language, { style: 'currency', currency: value.currency }).format(
      value.cents / 100,
    );
  }
  if ('minutes' in value) {
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
      value.minutes,
    );
  }
  if ('megabytes' in value) {
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    }).format(value.megabytes);
  }
  if ('term' in value) return renderMessage(value.term, language);
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(
    value.list.map((m) => renderMessage(m, language)),
  );
}

/** One message in one language; a text missing in that language falls back to English. */
export function renderMessage(message: Message, language: Language): string {
  const key = messageKey(message);
  const template = messageTexts[language][key] ?? messageTexts.en[key] ?? key;
  const params: MessageParams = messageParams(message) ?? {};
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : formatParam(value, language);
  });
}

/** A field → message map rendered for one reader. */
export function renderFields(fields: Record<string, Message>, language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, m]) => [field, renderMessage(m, language)]));
}

type Reader = Parameters<typeof readerLanguage>[0];

/** One message for whoever sent this request (a route's own error body, say). */
export function say(request: Reader, message: Message): string {
  return renderMessage(message, readerLanguage(request));
}

/**
 * A success answer with its note rendered for the reader. Services return the note as a Message
 * (they never see the request); the route renders it here, at the edge, like the error handler.
 */
export function withNote<T extends { message: Message }>(
  request: Reader,
  answer: T,
): Omit<T, 'message'> & { message: string } {
  return { ...answer, message: say(request, answer.message) };
}
