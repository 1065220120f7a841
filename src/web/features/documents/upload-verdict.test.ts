import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@shared/domain/languages';
import { attachRefusalText } from '@web/features/messages';
import { ApiError } from '@web/lib/api-client';
import { uploadRefusal } from '@web/lib/upload-file';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { UploadItem } from './api/use-evidence-uploads';
import { refusalText } from './upload-verdict';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));
const i18n = i18next.createInstance();
await i18n.init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        ['documents', 'messages'].map((ns) => [
          ns,
          JSON.parse(readFileSync(`${localesDir}/${language}/${ns}.json`, 'utf8')),
        ]),
      ),
    ]),
  ),
  lng: 'en',
  interpolation: { escapeValue: false },
});
const t = (language: string, ns: string) => i18n.getFixedT(language, ns) as (k: string, p?: object) => string;

/** A row refused by the server with `error`, as useEvidenceUploads records it. */
const refusedRow = (error: ApiError): UploadItem => ({
  id: 'upload-1',
  name: 'contract.docm',
  progress: 100,
  state: 'refused',
  refusal: uploadRefusal(error),
  serverMessage: error.message,
  retryAfterSeconds: error.retryAfterSeconds,
});

const macros = new ApiError(415, 'document_has_macros', 'This document contains macros, …');
const fullCase = new ApiError(409, 'case_document_limit', 'This case already holds 200 documents, …');
const fullStorage = new ApiError(409, 'case_storage_limit', 'This file would take the case …');
const tooFast = new ApiError(429, 'rate_limited', 'You have sent 30 files …', undefined, 540);

describe('upload refusals in the reader’s language (issue 15)', () => {
  it('tells each refusal apart by its code', () => {
    expect([macros, fullCase, fullStorage, tooFast].map(uploadRefusal)).toEqual([
      'macros',
      'caseDocuments',
      'caseStorage',
      'rate',
    ]);
  });

  it('says each one in German on the evidence tab, with the wait from Retry-After', () => {
    const say = (error: ApiError) => refusalText(refusedRow(error), t('de', 'documents'), 'de');
    expect(say(macros)).toMatch(/^Dieses Dokument enthält Makros\./);
    expect(say(fullCase)).toMatch(/^Ihr Fall enthält bereits die Höchstzahl an Dokumenten/);
    expect(say(fullStorage)).toMatch(/^Mit dieser Datei würden die Dokumente Ihres Falls/);
    expect(say(tooFast)).toBe(
      'Sie haben in kurzer Zeit viele Dateien gesendet. Bitte warten Sie 9 Minuten und versuchen Sie es dann erneut.',
    );
  });

  it('says them in French when attaching to a message, and keeps the server’s words for English', () => {
    expect(attachRefusalText(macros, t('fr', 'messages'), 'fr')).toMatch(/^Ce document contient des macros/);
    expect(attachRefusalText(fullCase, t('fr', 'messages'), 'fr')).toMatch(/^Votre dossier contient déjà/);
    expect(attachRefusalText(tooFast, t('fr', 'messages'), 'fr')).toBe(
      'Vous avez envoyé beaucoup de fichiers en peu de temps. Veuillez patienter 9 minutes, puis réessayer.',
    );
    expect(attachRefusalText(fullCase, t('en', 'messages'), 'en')).toBe(fullCase.message);
  });
});
