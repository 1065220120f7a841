import { registerEmailLanguage } from '../core/emails';
import de from './de/email.json';
import es from './es/email.json';
import fr from './fr/email.json';
import it from './it/email.json';
import nl from './nl/email.json';

/**
 * Registers the email texts of every language besides English (which emails.ts loads itself).
 * Imported for its effect by notify.ts, so the server bundle and every test that sends mail
 * carry all six languages.
 */
registerEmailLanguage('es', es);
registerEmailLanguage('nl', nl);
registerEmailLanguage('de', de);
registerEmailLanguage('it', it);
registerEmailLanguage('fr', fr);
