import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@shared/domain/languages';
import { describe, expect, it } from 'vitest';

/**
 * Issue 17 item 8, "small words", over the web's texts and the server's (emails, API messages):
 * no doubled full stop, no two sentences run together, no quoted free text (a reason, a note)
 * followed by a full stop that would double its own, and in Italian one form of address, the
 * formal Lei with Suo/Sua/Suoi/Sue/Le capitalised.
 */

const roots = ['web', 'server'].map((part) =>
  fileURLToPath(new URL(`../../${part}/locales`, import.meta.url)),
);

type Text = { where: string; text: string };

function leaves(value: unknown, where: string): Text[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, `${where}.${key}`));
  }
  return [];
}

function textsOf(language: string): Text[] {
  return roots.flatMap((root) =>
    readdirSync(`${root}/${language}`)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => leaves(JSON.parse(readFileSync(`${root}/${language}/${file}`, 'utf8')), file)),
  );
}

/** Placeholders that carry text a person typed, which may end with its own full stop. */
const FREE_TEXT = ['reason', 'notes', 'note', 'comment', 'message', 'body'];

describe.each(LANGUAGES)('small words in %s', (language) => {
  const texts = textsOf(language);

  it('has no doubled full stop and no sentences run together', () => {
    const bad = texts.filter(
      ({ text }) => /(?<!\.)\.\.(?!\.)|\.\s+\.(?!\.)/.test(text) || /\p{Ll}{2}[.!?]\p{Lu}\p{Ll}/u.test(text),
    );
    expect(bad).toEqual([]);
  });

  it('ends no quoted free text with a full stop of its own', () => {
    const quotedThenStop = new RegExp(`\\{\\{(${FREE_TEXT.join('|')})\\}\\}\\s?["”»“'’]\\s?\\.`);
    expect(texts.filter(({ text }) => quotedThenStop.test(text))).toEqual([]);
  });
});

/**
 * Texts where a lowercase suo/sua/suoi/sue/lei is right: it means "its", "his" or "her", not the
 * reader. A new lowercase use must be added here on purpose, after checking whom it names.
 */
const THIRD_PERSON = new Set([
  'admin.json.audit.actions.intake_case_attached',
  'desks.json.desk.none',
  'desks.json.deskForm.descriptionHint',
  'desks.json.desks.intro',
  'notifications.json.toasts.retryLinkWithdrawn',
  'dashboard.json.building.client',
  'dashboard.json.building.manager',
  'insights.json.cards.recoveryTime.empty',
  'legal.json.legalNotice.sections.indemnityInsurance.body',
  'legal.json.privacy.sections.children.body',
  'ledger.json.summary.feeHint',
  'messages.json.staff.empty',
  'messages.json.people.users.has_records',
  'people.json.addMember.languageHint',
  'people.json.assign.description.client',
  'people.json.assign.description.lawyer',
  'settings.json.estimates.description',
  'settings.json.targets.recoveryDaysHint',
]);

describe('Italian addresses the reader as Lei throughout', () => {
  it('writes Suo/Sua/Suoi/Sue and Lei capitalised wherever they mean the reader', () => {
    const lowercase = textsOf('it').filter(
      ({ where, text }) => /\b(suo|sua|suoi|sue|lei)\b/.test(text) && !THIRD_PERSON.has(where),
    );
    expect(lowercase).toEqual([]);
  });
});
