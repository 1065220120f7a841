import type enMessages from './en/messages.json';

/**
 * D29: the English catalogue's keys become the shared `MessageKey` type (declaration merging into
 * shared/domain/errors.ts), so `new AppError(code, 'no.such_key')` does not compile anywhere.
 */
declare module '../../shared/domain/errors' {
  interface MessageCatalogue extends Record<keyof typeof enMessages, string> {}
}
