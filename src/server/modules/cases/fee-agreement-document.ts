import {
  FEE_AGREEMENT_RECORD_LABELS,
  type FeeAgreementDocument,
} from '../../../shared/content/fee-agreement';
import type { feeAgreements } from '../../db/schema';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value put into the page goes through this: names and browsers are typed by people. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Print-friendly, self-contained: inline CSS only, no script, no external request (UI.md). */
const STYLE = `
  body { font-family: Georgia, "Times New Roman", serif; color: #0f1f3d; max-width: 44rem;
         margin: 2rem auto; padding: 0 1.5rem; line-height: 1.55; }
  header p { margin: 0; color: #42506b; }
  h1 { font-size: 1.6rem; margin: 0.5rem 0 1.5rem; }
  h2 { font-size: 1.1rem; margin: 1.5rem 0 0.25rem; }
  p { margin: 0 0 0.75rem; }
  section.record { margin-top: 2.5rem; border: 1px solid #0f1f3d; padding: 1rem 1.25rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.35rem 1.25rem; margin: 0; }
  dt { font-weight: bold; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .mono { font-family: "Courier New", monospace; font-size: 0.9rem; }
  @media print {
    body { margin: 0; max-width: none; font-size: 11pt; }
    section, h2 { break-inside: avoid; }
    section.record { border-color: #000; }
  }
`;

/**
 * The accepted agreement as a standalone HTML file, in the language it was accepted in: the
 * text, then the record of acceptance (name typed, time in UTC, IP, browser, version, SHA-256).
 */
export function renderFeeAgreementHtml(args: {
  reference: string;
  firmName: string;
  text: FeeAgreementDocument;
  acceptance: typeof feeAgreements.$inferSelect;
}): string {
  const { acceptance: a, text } = args;
  const labels = FEE_AGREEMENT_RECORD_LABELS[a.language];
  const readable = new Intl.DateTimeFormat(a.language, {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'UTC',
  }).format(a.acceptedAt);
  const rows: [string, string, boolean][] = [
    [labels.case, args.reference, false],
    [labels.acceptedBy, a.signedName, false],
    [labels.acceptedOn, `${readable} (${a.acceptedAt.toISOString()})`, false],
    [labels.ipAddress, a.ip ?? '—', true],
    [labels.browser, a.userAgent ?? '—', false],
    [labels.version, a.version, false],
    [labels.fingerprint, a.textSha256, true],
  ];
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${e(a.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(text.title)} · ${e(args.reference)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
${args.firmName ? `<p>${e(args.firmName)}</p>\n` : ''}<p>${e(labels.case)} ${e(args.reference)}</p>
</header>
<main>
<h1>${e(text.title)}</h1>
${text.sections.map((s, i) => `<section>\n<h2>${i + 1}. ${e(s.heading)}</h2>\n<p>${e(s.body)}</p>\n</section>`).join('\n')}
<section class="record">
<h2>${e(labels.record)}</h2>
<dl>
${rows.map(([label, value, mono]) => `<dt>${e(label)}</dt><dd${mono ? ' class="mono"' : ''}>${e(value)}</dd>`).join('\n')}
</dl>
</section>
</main>
</body>
</html>
`;
}
