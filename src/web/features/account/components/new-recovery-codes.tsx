import { Button } from '@web/components/ui/button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * New recovery codes, shown once (after new codes are made, or an app is added here).
 */
export function NewRecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('account');
  const heading = useRef<HTMLHeadingElement>(null);
  // The codes replace the button that asked for them: focus moves to them, not to the page top.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="new-recovery-codes" className="grid gap-3 rounded-lg border border-border p-4">
      <h3 id="new-recovery-codes" ref={heading} tabIndex={-1} className="font-semibold text-navy">
        {t('recovery.newHeading')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('recovery.newNote')}</p>
      <ol className="grid grid-cols-1 gap-2 font-mono text-base tracking-wide min-[420px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-muted px-3 py-1.5">
            {code}
          </li>
        ))}
      </ol>
      <Button variant="outline" className="w-fit" onClick={onDone}>
        {t('done')}
      </Button>
    </section>
  );
}
