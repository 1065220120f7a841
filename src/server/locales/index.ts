import type { Language } from '../../shared/domain/languages';
import de from './de/email.json';
import deEvidence from './de/evidence.json';
import deMessages from './de/messages.json';
import en from './en/email.json';
import enEvidence from './en/evidence.json';
import enMessages from './en/messages.json';
import es from './es/email.json';
import esEvidence from './es/evidence.json';
import esMessages from './es/messages.json';
import fr from './fr/email.json';
import frEvidence from './fr/evidence.json';
import frMessages from './fr/messages.json';
import it from './it/email.json';
import itEvidence from './it/evidence.json';
import itMessages from './it/messages.json';
import nl from './nl/email.json';
import nlEvidence from './nl/evidence.json';
import nlMessages from './nl/messages.json';

/**
 * The email texts of every language, one JSON file each. core/emails.ts renders from these, so
 * the server bundle and every test that sends mail carry all six languages.
 */
export const emailTexts: Record<Language, unknown> = { en, es, nl, de, it, fr };

/**
 * D29: the API's messages (refusals, validation, success notes), one flat JSON file per language.
 * A key starts with the server module folder that raises it, then its topic and name
 * (`<module>.<topic>.<name>`, no topic where it would repeat the module), or with `common` for
 * texts every module uses (module-groups.test.ts holds code to this). English is the source of the
 * key type (message-keys.ts); a test holds the six files to the same keys and placeholders.
 * core/messages.ts renders them.
 */
export const messageTexts: Record<Language, Record<string, string>> = {
  en: enMessages,
  es: esMessages,
  nl: nlMessages,
  de: deMessages,
  it: itMessages,
  fr: frMessages,
};

/** The fixed texts of the evidence pack (modules/evidence-packs/render), in the addressee's language. */
export type EvidenceTexts = typeof enEvidence;
export const evidenceTexts: Record<Language, EvidenceTexts> = {
  en: enEvidence,
  es: esEvidence,
  nl: nlEvidence,
  de: deEvidence,
  it: itEvidence,
  fr: frEvidence,
};
