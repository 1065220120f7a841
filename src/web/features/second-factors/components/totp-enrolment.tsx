import type { TotpEnrolment as Enrolment, TotpConfirmed } from '@shared/contracts/second-factors';
import { FormError } from '@web/components/form-error';
import { TextareaField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Copy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmTotpEnrolment } from '../api/confirm-totp-enrolment';
import { useStartTotpEnrolment } from '../api/start-totp-enrolment';
import { copyWithNotice } from '../lib/clipboard';
import { stepErrorText } from '../lib/error-text';
import { CodeForm } from './code-form';

/** "JBSW Y3DP EHPK 3PXP": a key read aloud or typed off the screen, four characters at a time. */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The server's SVG as an image: drawn by us, so no third party ever sees the secret. */
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * Adding an authenticator app: asks the server for a new secret once, shows it as a QR code and
 * as a setup key, and confirms it with the app's first code. `onConfirmed` receives the recovery
 * codes (and, during a sign-in, where to go next). Used at /sign-in/enrol and on the account page.
 */
export function TotpEnrolment({ onConfirmed }: { onConfirmed: (confirmed: TotpConfirmed) => void }) {
  const { t } = useTranslation('secondFactors');
  const start = useStartTotpEnrolment();
  const confirm = useConfirmTotpEnrolment();
  const started = useRef(false);

  // Once per visit: a second request would replace the secret the person may already have scanned.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate();
  }, [start]);

  if (start.isError) {
    return (
      <div className="grid gap-3">
        <FormError>{`${t('enrol.startFailed')} ${stepErrorText(start.error, t)}`}</FormError>
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => start.mutate()}>
          {t('enrol.retry')}
        </Button>
      </div>
    );
  }
  if (!start.data) {
    return (
      <div className="grid justify-items-center gap-3" aria-busy="true">
        <Skeleton className="size-48" />
        <p className="text-sm text-muted-foreground">{t('enrol.loading')}</p>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <EnrolmentSecret enrolment={start.data} />
      <div className="grid gap-3">
        <p className="text-sm">{t('enrol.confirm')}</p>
        <CodeForm
          id="enrol-code"
          kind="totp"
          submit={async (code) => onConfirmed(await confirm.mutateAsync(code))}
        />
      </div>
    </div>
  );
}

function EnrolmentSecret({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useTranslation('secondFactors');
  return (
    <div className="grid gap-4">
      <p className="text-sm">{t('enrol.scan')}</p>
      <img
        src={svgDataUrl(enrolment.qrSvg)}
        alt={t('enrol.qrAlt')}
        width={192}
        height={192}
        className="justify-self-center rounded-md border border-border bg-white p-2"
      />
      <p className="text-sm text-muted-foreground">{t('enrol.cannotScan')}</p>
      {/* A text area, so the whole key wraps into view on a phone instead of scrolling sideways. */}
      <TextareaField
        id="enrol-setup-key"
        label={t('enrol.setupKey')}
        value={groupedKey(enrolment.secret)}
        readOnly
        rows={2}
        inputClassName="min-h-0 resize-none font-mono text-base tracking-wide"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => void copyWithNotice(enrolment.secret, t)}
      >
        <Copy aria-hidden="true" />
        {t('enrol.copy')}
      </Button>
    </div>
  );
}
