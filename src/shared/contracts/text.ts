import { z } from 'zod';

/**
 * PostgreSQL `text` cannot hold U+0000, and neither `text` nor `jsonb` can hold half of a UTF-16
 * surrogate pair ("\ud800" arrives intact inside a JSON string): an insert with either failed
 * inside the database, which the caller used to see as a 500. Every string a request carries is
 * therefore built with `text()`, so such a value is a 400 naming the field, like any other
 * invalid value. The server's input guard (plugins/input-guard.ts) refuses both anywhere in a
 * request as well, for strings no schema describes (headers, unknown keys) and for routes that
 * would forget the builder.
 */
export const NUL_MESSAGE = 'Remove the NUL character (\\u0000) from this text: it cannot be stored.';
export const BROKEN_CHARACTER_MESSAGE =
  'This text contains a broken character (half of a UTF-16 surrogate pair): remove it or type the text again.';

/** A high surrogate not followed by a low one, or a low one without its high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasNul = (value: string): boolean => value.includes('\u0000');
export const hasLoneSurrogate = (value: string): boolean => LONE_SURROGATE.test(value);

/** What is wrong with a string PostgreSQL cannot store, if anything. */
export type TextProblem = 'nul' | 'lone_surrogate';
export function textProblemOf(value: string): TextProblem | undefined {
  if (hasNul(value)) return 'nul';
  if (hasLoneSurrogate(value)) return 'lone_surrogate';
  return undefined;
}

export const isStorableText = (value: string): boolean => textProblemOf(value) === undefined;

/** `value` with every NUL and lone surrogate replaced by U+FFFD: what a record of odd input may keep. */
export const toStorableText = (value: string): string =>
  value.replaceAll('\u0000', '\ufffd').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd');

/** z.string() that refuses a NUL or a lone surrogate; chain .trim(), .min(), .max() etc. as on z.string(). */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((value) => !hasNul(value), { message: NUL_MESSAGE })
    .refine((value) => !hasLoneSurrogate(value), { message: BROKEN_CHARACTER_MESSAGE });
