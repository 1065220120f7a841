import { friendlyFormatIBAN } from 'ibantools';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { toChecksumAddress } from './crypto';
import type { Indicator } from './indicators';
import { MESSENGERS, type Messenger } from './options';

/**
 * An indicator as a person reads it: an IBAN in groups of four, a phone number in international
 * format ("+44 20 7946 0958"), a wallet address without its family (an EVM one in its EIP-55
 * capitals, as wallets show it), a messenger contact as its handle alone. The platform is not
 * worded here: the interface names it in the reader's language (indicatorPlatform).
 */
export function displayIndicator({ kind, value }: Indicator): string {
  switch (kind) {
    case 'iban':
      return friendlyFormatIBAN(value) ?? value;
    case 'phone':
      return parsePhoneNumberFromString(value)?.formatInternational() ?? value;
    case 'crypto_address': {
      const [family, ...rest] = value.split(':');
      const address = rest.join(':');
      return family === 'evm' ? toChecksumAddress(address) : address;
    }
    case 'messenger':
      return value.slice(value.indexOf(':') + 1);
    default:
      return value;
  }
}

/** The platform of a messenger indicator ("telegram:fx_support" → telegram), for its label. */
export function indicatorPlatform({ kind, value }: Indicator): Messenger | undefined {
  const platform = value.slice(0, value.indexOf(':'));
  return kind === 'messenger' && (MESSENGERS as readonly string[]).includes(platform)
    ? (platform as Messenger)
    : undefined;
}
