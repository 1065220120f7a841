import type { Language } from '../../../../shared/domain/languages';
import { type EvidenceTexts, evidenceTexts } from '../../../locales';

export type { EvidenceTexts };

/** The pack's fixed texts in the addressee's language (src/server/locales/<language>/evidence.json). */
export function evidenceLabels(language: Language): EvidenceTexts {
  return evidenceTexts[language];
}

/**
 * Fills `{{name}}` placeholders. A placeholder without a value stays visible rather than
 * vanishing, so a missing value shows up in review instead of producing a silently wrong sentence.
 */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
