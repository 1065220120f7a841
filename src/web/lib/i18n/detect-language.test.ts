import { describe, expect, it } from 'vitest';
import { detectLanguage, languageFromTimeZone } from './detect-language';

describe('detectLanguage', () => {
  it('prefers the saved choice over every other signal', () => {
    expect(detectLanguage({ saved: 'it', timeZone: 'Europe/Berlin', browserLanguages: ['fr-FR'] })).toBe(
      'it',
    );
  });

  it('ignores a saved value that is not a supported language', () => {
    expect(detectLanguage({ saved: 'pt', timeZone: 'Europe/Paris' })).toBe('fr');
    expect(detectLanguage({ saved: '', browserLanguages: ['es'] })).toBe('es');
  });

  it.each([
    ['Europe/Amsterdam', 'nl'],
    ['Europe/Berlin', 'de'],
    ['Europe/Rome', 'it'],
    ['Europe/Paris', 'fr'],
    ['Europe/Madrid', 'es'],
    ['America/Toronto', 'en'],
    ['America/Vancouver', 'en'],
  ])('maps the time zone %s to %s before the browser language', (timeZone, expected) => {
    expect(detectLanguage({ timeZone, browserLanguages: ['es-ES', 'de'] })).toBe(expected);
  });

  it.each([
    ['Europe/Busingen', 'de'],
    ['Atlantic/Canary', 'es'],
    ['Africa/Ceuta', 'es'],
    ['America/Halifax', 'en'],
    ['America/Winnipeg', 'en'],
    ['Canada/Pacific', 'en'],
    ['America/Kralendijk', 'nl'],
  ])('maps %s, another zone of those countries, to %s', (timeZone, expected) => {
    expect(detectLanguage({ timeZone, browserLanguages: ['it'] })).toBe(expected);
  });

  it('leaves zones of other countries to the browser language', () => {
    expect(detectLanguage({ timeZone: 'Europe/Brussels', browserLanguages: ['it-IT'] })).toBe('it');
    expect(detectLanguage({ timeZone: 'America/New_York', browserLanguages: ['pt-BR'] })).toBe('en');
  });

  it('lets a language-specific address win, even over a saved choice (D109)', () => {
    expect(detectLanguage({ requested: 'de', saved: 'fr', timeZone: 'Europe/Rome' })).toBe('de');
    expect(detectLanguage({ requested: 'xx', saved: 'fr' })).toBe('fr');
  });

  it('matches any zone whose city part is one of the listed cities', () => {
    expect(languageFromTimeZone('Etc/Berlin')).toBe('de');
    expect(languageFromTimeZone('europe/amsterdam')).toBe('nl');
  });

  it('does not match a zone that only contains a city name inside another word', () => {
    expect(languageFromTimeZone('Europe/Romexyz')).toBeUndefined();
    expect(languageFromTimeZone('Europe/Vienna')).toBeUndefined();
  });

  it('falls back to the first supported browser language, using only its base', () => {
    expect(detectLanguage({ timeZone: 'Europe/Vienna', browserLanguages: ['de-AT', 'en'] })).toBe('de');
    expect(detectLanguage({ timeZone: 'Asia/Tokyo', browserLanguages: ['ja-JP', 'pt-BR', 'nl-BE'] })).toBe(
      'nl',
    );
    expect(detectLanguage({ browserLanguages: ['FR_ca'] })).toBe('fr');
  });

  it('falls back to English when nothing matches', () => {
    expect(detectLanguage({ timeZone: 'Asia/Tokyo', browserLanguages: ['ja', 'zh-CN'] })).toBe('en');
    expect(detectLanguage({})).toBe('en');
    expect(detectLanguage({ saved: null, timeZone: null, browserLanguages: null })).toBe('en');
  });
});
