import type { Language } from '../../shared/domain/languages';
import de from './de/email.json';
import en from './en/email.json';
import es from './es/email.json';
import fr from './fr/email.json';
import it from './it/email.json';
import nl from './nl/email.json';

/**
 * The email texts of every language, one JSON file each. core/emails.ts renders from these, so
 * the server bundle and every test that sends mail carry all six languages.
 */
export const emailTexts: Record<Language, unknown> = { en, es, nl, de, it, fr };
