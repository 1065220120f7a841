import type { CreatePayoutMethodRequest } from '@shared/contracts/withdrawals';
import { InputField } from '@web/components/text-fields';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
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
  const { t } = useTranslation('payments');
  if (kind === 'crypto_wallet') {
    return (
      <>
        <FormField id="method-network" label={t('addMethod.network')} error={message('network')}>
          {(control) => (
            <NativeSelect {...control} {...register('network', optional)}>
              <option value="">{t('addMethod.chooseNetwork')}</option>
              {NETWORKS.map((network) => (
                <option key={network} value={network}>
                  {t(`addMethod.networks.${network}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <InputField
          id="method-wallet"
          label={t('addMethod.walletAddress')}
          error={message('walletAddress')}
          {...register('walletAddress')}
          autoComplete="off"
          spellCheck={false}
        />
      </>
    );
  }
  return (
    <>
      <InputField
        id="method-iban"
        label={t('addMethod.iban')}
        error={message('iban')}
        {...register('iban')}
        autoComplete="off"
        spellCheck={false}
      />
      <InputField
        id="method-bic"
        label={t('addMethod.bic')}
        error={message('bic')}
        {...register('bic', optional)}
        autoComplete="off"
        spellCheck={false}
      />
      <InputField
        id="method-bank"
        label={t('addMethod.bankName')}
        error={message('bankName')}
        {...register('bankName', optional)}
        autoComplete="off"
      />
    </>
  );
}
