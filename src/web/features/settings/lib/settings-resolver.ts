import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type IssueMessage, issueMessage } from './issue-messages';

export type FieldPath = readonly PropertyKey[];

/**
 * A react-hook-form resolver over a shared schema: the form's values are turned into the API's
 * payload (`toPayload`), checked by the very schema the server uses, and each issue is put on the
 * form field `fieldOf` names, with a message in the reader's language (`translate`).
 */
export function settingsResolver<TForm extends FieldValues, TPayload>(args: {
  schema: z.ZodType<TPayload>;
  toPayload: (values: TForm) => unknown;
  fieldOf: (path: FieldPath) => string;
  translate: (message: IssueMessage) => string;
}): Resolver<TForm, unknown, TPayload> {
  return (values, _context, options) => {
    const parsed = args.schema.safeParse(args.toPayload(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const name = args.fieldOf(issue.path);
      // The first problem of a field is the one to fix first.
      flat[name] ??= { type: issue.code, message: args.translate(issueMessage(issue)) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/** "firmProfile.officialDomains.0" (a server's field key) → ['officialDomains', '0'] after `prefix`. */
export function serverFieldPath(key: string, prefix: string): FieldPath | null {
  if (prefix && !key.startsWith(`${prefix}.`)) return null;
  return (prefix ? key.slice(prefix.length + 1) : key).split('.');
}
