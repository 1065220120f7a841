import { mailSetup } from '../../src/server/core/emails';

/**
 * The mail setup for tests that call use cases on a bare database (no app built): links to the
 * default local address, secrets sealed with a fixed test key. Tests with an app use app.deps.mail.
 */
export const testMail = mailSetup({
  publicUrl: new URL('http://localhost:3000'),
  sessionSecret: 'test-mail-secret-of-at-least-32-characters',
});
