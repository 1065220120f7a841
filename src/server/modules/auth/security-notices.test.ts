import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addPasskeyThroughApi, passkeyAnswer, relyingPartyOf } from '../../../../tests/support/passkey-api';
import { confirmReported } from '../../../../tests/support/recoveries';
import { SoftAuthenticator } from '../../../../tests/support/soft-authenticator';
import { appPerFile, loginAs, sessionCookieOf } from '../../../../tests/support/test-app';
import { unusedCode } from '../../../../tests/support/totp-codes';
import { LANGUAGES, type Language } from '../../../shared/domain/languages';
import { renderEmail } from '../../core/emails';
import { enrolTotpDirectly } from '../../core/second-factors';
import {
  type SecurityNotice,
  type SecurityNoticeParams,
  securityNoticeParams,
} from '../../core/security-notices';
import { outboxEmails } from '../../db/schema';
import { newTotpSecret } from '../../lib/totp';
import { emailTexts } from '../../locales';
import { createCase, createUser } from '../../seed/factories';
import { issueOneTimeToken } from './one-time-tokens';

/** Issue 18 item 6: each notice, after its event through the API, in the recipient's language. */
const t = appPerFile();

type Texts = Record<string, { subject: string; body: string }> & { security_notice: Record<string, string> };
// The security notices' texts are the auth module's group of email.json (issue 33).
const textsOf = (language: Language) => (emailTexts[language] as { auth: Texts }).auth;

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const noticesOf = (userId: string, notice: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.userId, userId), eq(outboxEmails.template, `security_${notice}`)));

/** The body's own words before its first placeholder, e.g. "Soeben hat sich jemand …". */
const opening = (text: string) => text.split(/\{\{|\n/)[0]!.trim();

/** One notice of `notice` in `language`, worded from that language's email.json, with the guidance. */
async function expectOneNotice(userId: string, notice: string, language: Language) {
  const rows = await noticesOf(userId, notice);
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  const texts = textsOf(language);
  const template = texts[`security_${notice}`]!;
  expect(row.language).toBe(language);
  expect(row.subject.startsWith(opening(template.subject))).toBe(true);
  expect(row.textBody).toContain(opening(template.body));
  // What to do if it was not them: the steps block's own heading, the reset page, the account page.
  expect(row.textBody).toContain(texts.security_notice.steps!.split('\n')[0]);
  expect(row.textBody).toContain('/forgot-password');
  expect(row.textBody).toContain('/account');
  expect(row.textBody).toContain(opening(texts.security_notice.when!));
  expect(row.textBody).not.toContain('{{');
  if (language !== 'en')
    expect(row.textBody).not.toContain(textsOf('en').security_notice.steps!.split('\n')[0]);
  return row;
}

const browserCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name.endsWith('recourse_browser'));

type Browser = { cookie?: string; ip: string; userAgent: string };

/** A password sign-in from `browser`; remembers the browser id cookie the answer sets. */
async function passwordStep(username: string, password: string, browser: Browser) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: browser.ip,
    headers: { 'user-agent': browser.userAgent, ...(browser.cookie ? { cookie: browser.cookie } : {}) },
    payload: { username, password },
  });
  expect(response.statusCode).toBe(200);
  const id = browserCookieOf(response);
  if (id) browser.cookie = `${id.name}=${id.value}`;
  return response;
}

describe('a sign-in from a browser not seen before', () => {
  it('is not told on the first sign-in nor from a known browser, and is told from a new one', async () => {
    const client = await createUser(t.db, { role: 'client', language: 'de' });
    const home: Browser = { ip: '198.51.100.4', userAgent: FIREFOX_ON_WINDOWS };
    const first = await passwordStep(client.username, client.password!, home);
    const set = browserCookieOf(first)!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 24 * 3600 });
    expect(await noticesOf(client.id, 'new_sign_in')).toHaveLength(0);

    await passwordStep(client.username, client.password!, home);
    expect(await noticesOf(client.id, 'new_sign_in')).toHaveLength(0);
    expect(home.cookie).toBe(`${set.name}=${set.value}`); // the same id, renewed

    await passwordStep(client.username, client.password!, {
      ip: '203.0.113.7',
      userAgent: FIREFOX_ON_WINDOWS,
    });
    const notice = await expectOneNotice(client.id, 'new_sign_in', 'de');
    expect(notice.textBody).toContain('203.0.113.7');
    expect(notice.textBody).toContain('Firefox unter Windows');
    expect(notice.textBody).not.toContain(set.value); // the browser id stays secret
  });

  it('counts a staff sign-in once its second step (or enrolment) is done, not at the password', async () => {
    const lawyer = await createUser(t.db, { role: 'lawyer', language: 'fr' });
    const office: Browser = { ip: '198.51.100.20', userAgent: FIREFOX_ON_WINDOWS };
    // First sign-in: the password opens enrolment; confirming the app completes it (no notice).
    const partial = sessionCookieOf(await passwordStep(lawyer.username, lawyer.password!, office))!;
    const both = { cookie: `${partial}; ${office.cookie}`, 'user-agent': office.userAgent };
    const started = await t.app.inject({ method: 'POST', url: '/api/auth/totp/enrolment', headers: both });
    const { secret } = started.json() as { secret: string };
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/totp/enrolment/confirm',
      remoteAddress: office.ip,
      headers: both,
      payload: { code: await unusedCode(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await noticesOf(lawyer.id, 'new_sign_in')).toHaveLength(0);

    // A new browser: the password step alone tells nothing yet; the second step does.
    const phone: Browser = {
      ip: '203.0.113.99',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    };
    const phonePartial = sessionCookieOf(await passwordStep(lawyer.username, lawyer.password!, phone))!;
    expect(await noticesOf(lawyer.id, 'new_sign_in')).toHaveLength(0);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/totp',
      remoteAddress: phone.ip,
      headers: { cookie: `${phonePartial}; ${phone.cookie}`, 'user-agent': phone.userAgent },
      payload: { code: await unusedCode(secret) },
    });
    expect(second.statusCode).toBe(200);
    const notice = await expectOneNotice(lawyer.id, 'new_sign_in', 'fr');
    expect(notice.textBody).toContain('203.0.113.99');
    expect(notice.textBody).toContain('Safari sous iOS');
  });

  it('takes the second step from a known browser without a notice', async () => {
    const manager = await createUser(t.db, { role: 'manager', language: 'it' });
    const secret = newTotpSecret();
    await enrolTotpDirectly(t.db, t.config.sessionSecret, manager.id, secret);
    const desk: Browser = { ip: '198.51.100.30', userAgent: FIREFOX_ON_WINDOWS };
    for (let i = 0; i < 2; i++) {
      const partial = sessionCookieOf(await passwordStep(manager.username, manager.password!, desk))!;
      const step = await t.app.inject({
        method: 'POST',
        url: '/api/auth/second-factor/totp',
        headers: { cookie: `${partial}; ${desk.cookie}` },
        payload: { code: await unusedCode(secret) },
      });
      expect(step.statusCode).toBe(200);
    }
    expect(await noticesOf(manager.id, 'new_sign_in')).toHaveLength(0);
  });
});

describe('a sign-in from a new browser by passkey or emailed code', () => {
  const elsewhere = () => ({ 'user-agent': FIREFOX_ON_WINDOWS });

  it('is told after a passkey sign-in from a browser not seen before (nl)', async () => {
    const { user, cookie } = await loginAs(t, 'client', { language: 'nl' });
    const device = new SoftAuthenticator(relyingPartyOf(t));
    const added = await addPasskeyThroughApi(t.app, cookie, device, 'Telefoon');
    expect(added.statusCode, added.body).toBe(200);

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkey-sign-in',
      remoteAddress: '203.0.113.41',
      headers: elsewhere(),
      payload: await passkeyAnswer(t.app, device),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(browserCookieOf(signedIn)).toBeDefined();
    const notice = await expectOneNotice(user.id, 'new_sign_in', 'nl');
    expect(notice.textBody).toContain('203.0.113.41');
  });

  it('is told after an emailed code signed in from a browser not seen before (es)', async () => {
    const { user } = await loginAs(t, 'client', { language: 'es' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-code',
      remoteAddress: '203.0.113.42',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(202);
    const [sent] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.userId, user.id), eq(outboxEmails.template, 'sign_in_code')));
    const code = /^(\d{6})$/m.exec(t.app.deps.mail.sealer.open(sent!.sealedBody!))![1]!;
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-code/verify',
      remoteAddress: '203.0.113.42',
      headers: elsewhere(),
      payload: { email: user.email, code },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(browserCookieOf(signedIn)).toBeDefined();
    const notice = await expectOneNotice(user.id, 'new_sign_in', 'es');
    expect(notice.textBody).toContain('203.0.113.42');
  });
});

describe('a password changed', () => {
  it('is told after changing it while signed in (it)', async () => {
    const client = await createUser(t.db, { role: 'client', language: 'it' });
    const browser: Browser = { ip: '198.51.100.40', userAgent: FIREFOX_ON_WINDOWS };
    const cookie = sessionCookieOf(await passwordStep(client.username, client.password!, browser))!;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      remoteAddress: browser.ip,
      headers: { cookie },
      payload: { currentPassword: client.password, newPassword: 'Nuova-Password-Sicura-77' },
    });
    expect(changed.statusCode).toBe(204);
    const notice = await expectOneNotice(client.id, 'password_changed', 'it');
    expect(notice.textBody).toContain('198.51.100.40');
  });

  it('is told after a reset link replaced the password (es), not when a first password is set', async () => {
    const client = await createUser(t.db, { role: 'client', language: 'es' });
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: client.email },
    });
    expect(forgot.statusCode).toBe(202);
    const token = await issueOneTimeToken(t.db, t.config.sessionSecret, {
      userId: client.id,
      purpose: 'set_password',
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: '198.51.100.50',
      payload: { token, password: 'Contrasena-Nueva-Segura-88' },
    });
    expect(reset.statusCode).toBe(200);
    const notice = await expectOneNotice(client.id, 'password_changed', 'es');
    expect(notice.textBody).toContain('198.51.100.50');

    const invited = await createUser(t.db, { role: 'client', language: 'es', password: null });
    const invitation = await issueOneTimeToken(t.db, t.config.sessionSecret, {
      userId: invited.id,
      purpose: 'invitation',
    });
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: invitation, password: 'Primera-Contrasena-Segura-9' },
    });
    expect(set.statusCode).toBe(204);
    expect(await noticesOf(invited.id, 'password_changed')).toHaveLength(0);
  });
});

describe('money: a payout method added, a withdrawal requested', () => {
  it('tells the client in their language, with the method masked and the amount formatted', async () => {
    const { user: lawyer, cookie: lawyerCookie } = await loginAs(t, 'lawyer');
    const client = await createUser(t.db, {
      role: 'client',
      language: 'nl',
      firstName: 'Anna',
      lastName: 'de Vries',
    });
    const browser: Browser = { ip: '198.51.100.60', userAgent: FIREFOX_ON_WINDOWS };
    const cookie = sessionCookieOf(await passwordStep(client.username, client.password!, browser))!;
    const theCase = await createCase(t.db, { clientId: client.id, lawyerId: lawyer.id });
    const recovered = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${theCase.id}/recoveries`,
      payload: { amount: 10_000, receivedAt: '2026-02-01', source: 'settlement', reference: 'SET-1' },
      headers: { cookie: lawyerCookie, 'idempotency-key': `notice-rec-${client.id}` },
    });
    expect(recovered.statusCode).toBe(201);
    await confirmReported(t, theCase.id, recovered.json().id); // D26: a second person confirms it

    const method = await t.app.inject({
      method: 'POST',
      url: '/api/client/payout-methods',
      remoteAddress: browser.ip,
      headers: { cookie },
      payload: {
        kind: 'bank_account',
        holderName: 'Anna de Vries',
        iban: 'NL91 ABNA 0417 1643 00',
        bankName: 'ABN AMRO',
      },
    });
    expect(method.statusCode).toBe(201);
    const added = await expectOneNotice(client.id, 'payout_method_added', 'nl');
    expect(added.textBody).toContain('ABN AMRO (NL91 •••• 4300)');
    expect(added.textBody).not.toContain('0417');
    expect(added.textBody).toContain('198.51.100.60');

    const request = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/client/withdrawals',
        remoteAddress: browser.ip,
        headers: { cookie, 'idempotency-key': `notice-wd-${client.id}` },
        payload: { amount: 1000, payoutMethodId: method.json().id },
      });
    const first = await request();
    expect(first.statusCode, first.body).toBe(201);
    expect((await request()).statusCode).toBe(200); // a retried request is one withdrawal, one notice
    const requested = await expectOneNotice(client.id, 'withdrawal_requested', 'nl');
    expect(requested.subject).toMatch(/US\$\s1\.000,00/); // USD, the default currency, written the Dutch way
    expect(requested.textBody).toMatch(/US\$\s1\.000,00/);
    expect(requested.textBody).toContain('NL91 •••• 4300');
  });
});

describe('every notice text, in every language', () => {
  const templates = Object.keys(textsOf('en')).filter(
    (k) => k.startsWith('security_') && k !== 'security_notice',
  );

  it('has all eight notices in each language, none falling back to English', () => {
    expect(templates).toHaveLength(8);
    for (const language of LANGUAGES) {
      for (const template of templates) {
        const own = textsOf(language)[template];
        expect(own?.subject, `${language} ${template}`).toBeTruthy();
        expect(own?.body).toContain('{{steps}}');
        expect(own?.body).toContain('{{details}}');
        if (language !== 'en') expect(own?.body).not.toBe(textsOf('en')[template]!.body);
      }
      const steps = textsOf(language).security_notice.steps!;
      for (const link of ['{{resetLink}}', '{{contactLink}}', '{{accountLink}}'])
        expect(steps).toContain(link);
    }
  });

  // The notices other flows send (factors, recovery codes, an admin's reset), with their parameters.
  const samples: { [N in SecurityNotice]?: SecurityNoticeParams[N] } = {
    factor_added: { factor: 'passkey', name: 'Laptop $1', ip: '192.0.2.1', userAgent: FIREFOX_ON_WINDOWS },
    factor_removed: { factor: 'authenticator', ip: '192.0.2.2' },
    recovery_code_used: { left: 7, ip: '192.0.2.3', userAgent: FIREFOX_ON_WINDOWS },
    factors_reset: { ip: '192.0.2.4' },
  };
  it.each(LANGUAGES)('renders the notices other flows send completely in %s', (language) => {
    const at = new Date('2026-03-04T05:06:00Z');
    for (const [notice, params] of Object.entries(samples)) {
      const rendered = renderEmail(
        `security_${notice as SecurityNotice}`,
        language,
        'Alex',
        securityNoticeParams(t.app.deps.mail, language, notice as SecurityNotice, { ...params, at } as never),
      );
      const texts = textsOf(language);
      expect(rendered.subject).toBe(texts[`security_${notice}`]!.subject);
      expect(rendered.text).not.toContain('{{');
      expect(rendered.text).toContain(texts.security_notice.steps!.split('\n')[0]);
      expect(rendered.text).toContain(texts.security_notice.when!.split('{{')[0]);
      expect(rendered.text).toContain(new Intl.DateTimeFormat(language, { year: 'numeric' }).format(at));
      if (language !== 'en') {
        expect(rendered.subject).not.toBe(textsOf('en')[`security_${notice}`]!.subject);
        expect(rendered.text).not.toContain('If this was not you');
      }
    }
    const passkey = securityNoticeParams(t.app.deps.mail, language, 'factor_added', {
      ...samples.factor_added!,
      at,
    });
    expect(passkey.factor).toContain('Laptop $1');
    expect(securityNoticeParams(t.app.deps.mail, language, 'recovery_code_used', { left: 7, at }).left).toBe(
      '7',
    );
    // An admin's reset does not show the admin's address to the person.
    expect(
      securityNoticeParams(t.app.deps.mail, language, 'factors_reset', { ip: '192.0.2.4', at }).details,
    ).not.toContain('192.0.2.4');
  });
});
