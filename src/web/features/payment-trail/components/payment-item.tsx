import type { TrailPayment } from '@shared/contracts/payment-trail';
import { useFormats } from '@web/lib/use-formats';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A label and its value on one line of a payment; long values (addresses, hashes) wrap anywhere. */
function Detail({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={mono ? 'font-mono break-all' : 'break-words'}>{children}</dd>
    </div>
  );
}

/** Where one payment went, in the words of its method (card, bank transfer, crypto, cash, other). */
export function PaymentDetails({ payment: p }: { payment: TrailPayment }) {
  const { t } = useTranslation('paymentTrail');
  const rows: ReactNode[] = [];
  const add = (key: string, value: string | null, mono = false) => {
    if (value)
      rows.push(
        <Detail key={key} label={t(`form.${key}`)} mono={mono}>
          {value}
        </Detail>,
      );
  };
  if (p.cardNetwork) add('cardNetwork', t(`cardNetworks.${p.cardNetwork}`));
  add('merchantDescriptor', p.merchantDescriptor);
  add('beneficiaryName', p.beneficiaryName);
  add('iban', p.iban, true);
  add('accountNumber', p.accountNumber, true);
  add('bic', p.bic, true);
  add('bankName', p.bankName);
  if (p.cryptoNetwork) add('cryptoNetwork', t(`cryptoNetworks.${p.cryptoNetwork}`));
  add('walletAddress', p.walletAddress, true);
  add('txHash', p.txHash, true);
  add('note', p.note);
  return <dl className="grid gap-1.5 text-sm">{rows}</dl>;
}

/** The payment's heading line: its date, amount and method. */
export function PaymentHeading({ payment: p }: { payment: TrailPayment }) {
  const { t } = useTranslation('paymentTrail');
  const f = useFormats();
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="font-semibold text-navy">{f.money(p.amountCents, p.currency)}</span>
      <span className="text-sm text-muted-foreground">{f.date(p.paidOn)}</span>
      <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-navy">
        {t(`methods.${p.method}`)}
      </span>
    </div>
  );
}
