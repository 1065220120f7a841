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
      if (issue.expected === 'int') return 'field.whole_number';
      if (issue.expected === 'number') return 'field.number';
      if (issue.expected === 'boolean') return 'field.yes_no';
      return 'field.required';
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? 'field.required' : { key: 'field.too_short', params: { min } };
      if (issue.origin === 'number' || issue.origin === 'int')
        return { key: 'field.at_least', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'field.too_few', params: { min } };
      return 'field.invalid';
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string')
        return max === 0 ? 'field.empty' : { key: 'field.too_long', params: { max } };
      if (issue.origin === 'number' || issue.origin === 'int')
        return { key: 'field.at_most', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'field.too_many', params: { max } };
      return 'field.invalid';
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'field.email';
      if (issue.format === 'url') return 'field.url';
      if (issue.format === 'date' || issue.format === 'datetime') return 'field.date';
      if (issue.format === 'uuid' || issue.format === 'guid') return 'field.id';
      return 'field.format';
    case 'not_multiple_of':
      return 'field.amount';
    case 'invalid_value':
      // z.literal(true) on a consent box; everything else is a choice among fixed options.
      return issue.values.length === 1 && issue.values[0] === true ? 'field.consent' : 'field.choose';
    case 'unrecognized_keys':
      return 'field.unknown';
    default:
      return 'field.invalid';
  }
}

/** A zod issue's default English text (no `message:` given in the contract): never shown as such. */
export const isDefaultIssueText = (text: string): boolean =>
  /^(Invalid|Too (small|big)|Unrecognized)/.test(text);
