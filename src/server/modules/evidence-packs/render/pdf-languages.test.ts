import { describe, expect, it } from 'vitest';
import { renderEvidencePdf } from './pdf';
import { pdfText, plainSpaces } from './pdf-text.test-support';
import { samplePack } from './sample-pack.test-support';

/** The addressee's language throughout, and nothing printed that the firm did not give. */

const read = async (overrides: Parameters<typeof samplePack>[0]) =>
  plainSpaces(pdfText(await renderEvidencePdf(samplePack(overrides)), 'layout'));

describe('the evidence pack in the addressee’s language', () => {
  it('is German for a German bank: labels, dates and amounts', async () => {
    const text = await read({ language: 'de' });
    for (const label of [
      'Beweismittelmappe',
      'Zahlungsverlauf',
      'Indikatoren',
      'Unterlagen',
      'Ihr Zeichen',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain('Banküberweisung');
    expect(text).toContain('1.234.567,89 €');
    expect(text).toContain('500,00 €');
    expect(text).toContain('Geprüft: Fehltreffer');
    expect(text).toMatch(/Seite 1 von \d+/);
    expect(text).toContain('Erstellt am 7. März 2025 von Mr Jörg Ångström');
    expect(text).toContain('14.01.2025');
    expect(text).not.toContain('Payment trail');
  });

  it('is French for a French police unit', async () => {
    const text = await read({
      language: 'fr',
      addressee: { kind: 'police', name: 'Brigade de répression de la délinquance astucieuse' },
    });
    for (const label of ['Dossier de preuves', 'Historique des paiements', 'Pièces', 'Cryptoactifs']) {
      expect(text).toContain(label);
    }
    expect(text).toContain('1 234 567,89 €');
    expect(text).toContain('Police');
    expect(text).toMatch(/Page 1 sur \d+/);
    expect(text).toContain('Établi le 7 mars 2025 par Mr Jörg Ångström');
    expect(text).not.toContain('Votre référence');
  });
});

describe('what the pack leaves out', () => {
  it('prints only the client fields the firm chose to share', async () => {
    const full = await read({});
    const minimal = await read({ client: { fullName: 'Ørsted Holding ApS' } });
    for (const label of [
      'Date of birth',
      'Country of residence',
      'Postal address',
      'Poland',
      'lukasz.zolc@example.pl',
    ]) {
      expect(full).toContain(label);
      expect(minimal).not.toContain(label);
    }
    expect(minimal).toContain('Ørsted Holding ApS');
  });

  it('says so honestly when nothing was recorded', async () => {
    const text = await read({ payments: [], indicators: [], timeline: [], documents: [] });
    expect(text).toContain('No payments have been recorded for this case.');
    expect(text).toContain('No indicators have been recorded for this case.');
    expect(text).toContain('No events have been recorded for this case.');
    expect(text).toContain('No documents have been recorded for this case.');
    expect(text).not.toContain('Total of the payments listed');
    expect(text).toMatch(/Page 1 of [12]\b/);
  });

  it('says so in the addressee’s language too', async () => {
    const text = await read({ language: 'nl', payments: [], documents: [] });
    expect(text).toContain('Voor deze zaak zijn geen betalingen geregistreerd.');
    expect(text).toContain('Voor deze zaak zijn geen documenten geregistreerd.');
  });
});

describe('long and awkward values', () => {
  it('splits a payment row taller than a page between pages and loses none of it', async () => {
    const note = Array.from({ length: 700 }, (_, i) => `word${i}`).join(' ');
    const base = samplePack().payments[2]!;
    const pdf = await renderEvidencePdf(samplePack({ payments: [{ ...base, note }] }));
    // The header row repeats between the halves, so compare the words in order, not one string.
    const words = [...pdfText(pdf, 'raw').matchAll(/word(\d+)/g)].map((match) => Number(match[1]));
    expect(words).toEqual(Array.from({ length: 700 }, (_, i) => i));
    expect(pdfText(pdf, 'layout')).toMatch(/Page 3 of \d+/);
  });

  it('draws text the font lacks without failing, and keeps the rest of the line', async () => {
    const text = await read({ client: { fullName: 'Wang Wei 王伟 🙂 Ørsted' } });
    expect(text).toContain('Wang Wei');
    expect(text).toContain('Ørsted');
  });
});
