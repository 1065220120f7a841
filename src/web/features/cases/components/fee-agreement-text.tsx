import type { FeeAgreement } from '@shared/contracts/cases-fee-agreement';

/** The agreement exactly as the server hashed it: headings and paragraphs, never HTML. */
export function FeeAgreementText({ agreement, label }: { agreement: FeeAgreement; label: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className="max-h-[45dvh] overflow-y-auto rounded-md border border-border bg-muted p-4 text-sm leading-relaxed"
    >
      <h3 className="mb-3 font-semibold text-navy">{agreement.title}</h3>
      <ol className="grid gap-3">
        {agreement.sections.map((section, index) => (
          <li key={section.heading}>
            <h4 className="font-semibold text-navy">
              {index + 1}. {section.heading}
            </h4>
            <p className="mt-1 whitespace-pre-line">{section.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
