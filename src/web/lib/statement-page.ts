/**
 * Styles of a downloaded or printed statement (a client's, a reconciliation): a standalone file,
 * readable on screen and on paper.
 */
const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f2742;margin:2rem auto;max-width:60rem;padding:0 1rem;line-height:1.45}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.1rem;margin:1.75rem 0 .5rem}
p{margin:.25rem 0}.muted{color:#4b5d73;font-size:.875rem}
.notice{border:1px solid #0f766e;background:#f0fdfa;padding:.75rem 1rem;border-radius:.5rem;margin:1rem 0}
table{width:100%;border-collapse:collapse;font-size:.875rem}
th,td{border-bottom:1px solid #d8dee6;padding:.4rem .5rem;text-align:left;vertical-align:top}
th{background:#f3f5f8}td.num,th.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.scroll{overflow-x:auto}
tfoot td,tfoot th{font-weight:600;border-top:2px solid #0f2742}
@media (max-width:40rem){body{margin:1rem auto;padding:0 .75rem}}
@media print{body{margin:0}.notice{break-inside:avoid}tr{break-inside:avoid}}
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A whole HTML document around the statement's markup, in the reader's language. */
export function statementPage(args: { lang: string; title: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(args.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(args.title)}</title><style>${STYLE}</style></head>
<body>${args.body}</body>
</html>
`;
}
