import type { z } from 'zod';

/** What a translated message needs: an i18next key under adminSettings:errors and its values. */
export type IssueMessage = { key: string; values?: Record<string, number> };

/**
 * A zod issue from the shared settings schemas → a message in the reader's language. The schemas'
 * own messages are English (the API's answer); the browser words the same rule itself, from the
 * issue's code and limits, so the form and the server never disagree on what is allowed.
 */
export function issueMessage(issue: z.core.$ZodIssue): IssueMessage {
  const last = issue.path[issue.path.length - 1];
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return { key: 'wholeNumber' };
      if (issue.expected === 'number') return { key: 'number' };
      return { key: 'invalid' };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? { key: 'required' } : { key: 'tooShort', values: { min } };
      if (issue.origin === 'number') return { key: 'atLeast', values: { min } };
      if (issue.origin === 'array') return { key: 'tooFew', values: { min } };
      return { key: 'invalid' };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'tooLong', values: { max } };
      if (issue.origin === 'number') return { key: 'atMost', values: { max } };
      if (issue.origin === 'array') return { key: 'tooMany', values: { max } };
      return { key: 'invalid' };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'email' };
      if (issue.format === 'url') return { key: 'httpsUrl' };
      if (issue.format === 'date') return { key: 'date' };
      // The patterns of these schemas: a deadline rule's id (contracts/deadline-rules.ts) and the
      // official domain (contracts/public.ts).
      if (issue.format === 'regex') return last === 'id' ? { key: 'ruleId' } : { key: 'domain' };
      return { key: 'invalid' };
    case 'invalid_value':
      // consent: z.literal(true), D20: a testimonial is published only with consent on file.
      return last === 'consent' ? { key: 'consent' } : { key: 'choose' };
    case 'invalid_union':
      // firmProfile.email is '' or an email address.
      return last === 'email' ? { key: 'email' } : { key: 'invalid' };
    case 'custom':
      // The refinements: an estimate's minimum above its maximum (domain/firm-settings.ts), a
      // deadline rule's country and an id another rule has (contracts/deadline-rules.ts).
      if (last === 'min') return { key: 'minAboveMax' };
      if (last === 'country') return { key: 'deadlineCountry' };
      if (last === 'id') return { key: 'duplicateRuleId' };
      return { key: 'invalid' };
    default:
      return { key: 'invalid' };
  }
}
