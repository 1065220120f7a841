import { z } from 'zod';

/**
 * PostgreSQL `text` cannot hold U+0000: an insert with it fails inside the database, which the
 * caller used to see as a 500. Every string a request carries is therefore built with `text()`,
 * so a NUL is a 400 naming the field, like any other invalid value. The server's input guard
 * (plugins/input-guard.ts) refuses a NUL anywhere in a request as well, for strings no schema
 * describes (headers, unknown keys) and for routes that would forget the builder.
 */
export const NUL_MESSAGE = 'Remove the NUL character (\\u0000) from this text: it cannot be stored.';

export const isStorableText = (value: string): boolean => !value.includes('\u0000');

/** z.string() that refuses a NUL; chain .trim(), .min(), .max() etc. as on z.string(). */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { message: NUL_MESSAGE });
