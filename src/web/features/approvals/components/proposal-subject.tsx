import type { ControlProposal } from '@shared/contracts/approvals';
import { useFormats } from '@web/lib/use-formats';
import { useTranslation } from 'react-i18next';

type Props = { kind: ControlProposal['kind']; subject: ControlProposal['subject'] };

/** A value as the panel shows it: numbers and yes/no in words; lists and texts only as "changed". */
function useValue() {
  const { t, i18n } = useTranslation('approvals');
  return (value: unknown) => {
    if (typeof value === 'number') return new Intl.NumberFormat(i18n.language).format(value);
    if (typeof value === 'boolean') return value ? t('values.on') : t('values.off');
    if (value === null) return t('values.none');
    if (Array.isArray(value)) return t('values.rules', { count: value.length });
    return t('values.changed');
  };
}

/** What the change is about: the person and role, a new address, the reason, or each setting from → to. */
export function ProposalSubjectLines({ kind, subject }: Props) {
  const { t } = useTranslation('approvals');
  const show = useValue();
  const role = (name: string | undefined) => (name ? t(`roles.${name}`) : '');
  return (
    <dl className="grid gap-1 text-sm">
      {subject.name ? (
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">{t('subject.person')}</dt>
          <dd>{subject.email ? `${subject.name} (${subject.email})` : subject.name}</dd>
        </div>
      ) : null}
      {subject.role && kind !== 'factor_reset' ? (
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">{t('subject.role')}</dt>
          <dd>
            {subject.fromRole ? `${role(subject.fromRole)} → ${role(subject.role)}` : role(subject.role)}
          </dd>
        </div>
      ) : null}
      {subject.newEmail ? (
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">{t('subject.newEmail')}</dt>
          <dd>{subject.newEmail}</dd>
        </div>
      ) : null}
      {subject.reason ? (
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">{t('subject.reason')}</dt>
          <dd>{subject.reason}</dd>
        </div>
      ) : null}
      {subject.trustAccount ? <TrustAccountLines account={subject.trustAccount} /> : null}
      {(subject.settings ?? []).map((setting) => (
        <div key={setting.key} className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">
            {t(`settings.${setting.key}`, { defaultValue: setting.key })}
          </dt>
          <dd>
            {show(setting.before)} → {show(setting.after)}
            {subject.weakened?.includes(setting.key) ? (
              <strong className="ml-2 font-medium text-navy">({t('subject.weakens')})</strong>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type ProposedAccount = NonNullable<ControlProposal['subject']['trustAccount']>;

/** D42: the trust account as it would be registered: bank, number (IBAN in groups of four), BIC, currency, opening. */
function TrustAccountLines({ account }: { account: ProposedAccount }) {
  const { t } = useTranslation('approvals');
  const formats = useFormats();
  const number = account.iban
    ? account.iban.replace(/(.{4})(?=.)/g, '$1 ')
    : `${account.accountNumber ?? ''} · ${t('trustAccount.bankCode')} ${account.bankCode ?? ''}`;
  const lines: [string, string][] = [
    [t('trustAccount.bank'), account.bankName],
    [account.iban ? t('trustAccount.iban') : t('trustAccount.accountNumber'), number],
    [t('trustAccount.bic'), account.bic],
    [t('trustAccount.currency'), account.currency],
    [t('trustAccount.openingDate'), formats.date(account.openingDate)],
  ];
  if (account.openingBalanceCents !== undefined)
    lines.push([
      t('trustAccount.openingBalance'),
      formats.money(account.openingBalanceCents, account.currency),
    ]);
  return lines.map(([label, value]) => (
    <div key={label} className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  ));
}
