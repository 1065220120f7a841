import type { CreatePayoutMethodRequest } from '@shared/contracts/withdrawals';
import { SelectOptions } from '@web/components/select-options';
import { InputField, SelectField } from '@web/components/text-fields';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export type PayoutField = 'holderName' | 'iban' | 'bic' | 'bankName' | 'network' | 'walletAddress';

const NETWORKS = ['bitcoin', 'ethereum', 'tron', 'solana', 'polygon'] as const;

/** An optional field left empty is absent, not an empty string the schema would refuse. */
const optional = { setValueAs: (value: string) => (value.trim() === '' ? undefined : value) };

type FieldsProps = {
  kind: CreatePayoutMethodRequest['kind'];
  register: UseFormRegister<CreatePayoutMethodRequest>;
  message: (name: PayoutField) => string | undefined;
};

/** The account details of the chosen kind: IBAN (BIC, bank) or a wallet's network and address. */
export function PayoutMethodFields({ kind, register, message }: FieldsProps) {
  const { t } = useTranslation('withdrawals');
  /** An account detail: codes and addresses are not words to spell-check; a bank's name is. */
  const detail = (name: PayoutField, id: string, as: { optional?: boolean; prose?: boolean } = {}) => (
    <InputField
      id={id}
      label={t(`addMethod.${name}`)}
      error={message(name)}
      {...register(name, as.optional ? optional : undefined)}
      autoComplete="off"
      spellCheck={as.prose ? undefined : false}
    />
  );
  if (kind === 'crypto_wallet') {
    return (
      <>
        <SelectField
          id="method-network"
          label={t('addMethod.network')}
          error={message('network')}
          {...register('network', optional)}
        >
          <SelectOptions
            placeholder={t('addMethod.chooseNetwork')}
            values={NETWORKS}
            label={(network) => t(`addMethod.networks.${network}`)}
          />
        </SelectField>
        {detail('walletAddress', 'method-wallet')}
      </>
    );
  }
  return (
    <>
      {detail('iban', 'method-iban')}
      {detail('bic', 'method-bic', { optional: true })}
      {detail('bankName', 'method-bank', { optional: true, prose: true })}
    </>
  );
}
