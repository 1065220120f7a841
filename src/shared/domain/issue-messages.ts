import type { z } from 'zod';
import type { Message } from './errors';

/**
 * D29: a zod issue → a message key and its limits, so the server words every field's problem in
 * the reader's language from the rule itself (the contracts' own `message:` texts are English).
 * The same idea as the settings form's issue-messages.ts in the web, which keeps its own keys.
 * No enum value is ever named: a person is asked to choose one of the options offered.
 */
export function issueMessage(issue: z.core.$ZodIssue): Message {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return 'common.field.whole_number';
      if (issue.expected === 'number') return 'common.field.number';
      if (issue.expected === 'boolean') return 'common.field.yes_no';
      return 'common.field.required';
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? 'common.field.required' : { key: 'common.field.too_short', params: { min } };
      if (issue.origin === 'number' || issue.origin === 'int')
        return { key: 'common.field.at_least', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'common.field.too_few', params: { min } };
      return 'common.field.invalid';
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string')
        return max === 0 ? 'common.field.empty' : { key: 'common.field.too_long', params: { max } };
      if (issue.origin === 'number' || issue.origin === 'int')
        return { key: 'common.field.at_most', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'common.field.too_many', params: { max } };
      return 'common.field.invalid';
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'common.field.email';
      if (issue.format === 'url') return 'common.field.url';
      if (issue.format === 'date' || issue.format === 'datetime') return 'common.field.date';
      if (issue.format === 'uuid' || issue.format === 'guid') return 'common.field.id';
      return 'common.field.format';
    case 'not_multiple_of':
      return 'common.field.amount';
    case 'invalid_value':
      // z.literal(true) on a consent box; everything else is a choice among fixed options.
      return issue.values.length === 1 && issue.values[0] === true
        ? 'common.field.consent'
        : 'common.field.choose';
    case 'unrecognized_keys':
      return 'common.field.unknown';
    default:
      return 'common.field.invalid';
  }
}

/** A zod issue's default English text (no `message:` given in the contract): never shown as such. */
export const isDefaultIssueText = (text: string): boolean =>
  /^(Invalid|Too (small|big)|Unrecognized)/.test(text);
