import type { ExportIndicator } from './export-indicator';

/** One indicator of every kind, with values that test escaping where a kind allows it. */
export const EVERY_KIND: ExportIndicator[] = (
  [
    ['domain', 'xn--fx-trade-9za.example'],
    ['iban', 'DE89370400440532013000'],
    ['bank_account', 'DEUTDEFF/0532013000'],
    ['bank_account', '12345678'],
    ['crypto_address', 'evm:0x52908400098527886E0F7030069857D2E4169EE7'],
    ['crypto_address', 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['card_merchant', "O'BRIEN \\ PARTNERS FX"],
    ['phone', '+4915112345678'],
    ['email', 'support@fx-trade.example'],
    ['messenger', 'telegram:fx_support'],
    ['app', 'metatradex pro'],
  ] as const
).map(([kind, value], i) => ({
  kind,
  value,
  status: i % 2 ? 'unreviewed' : 'confirmed',
  firstSeen: new Date(Date.UTC(2025, 10, 1 + i, 9, 15, 30, 250)),
  lastSeen: new Date(Date.UTC(2026, 0, 1 + i)),
  cases: i + 1,
  clients: 1,
  totals: [{ currency: 'EUR', cents: 987_654_321 }],
}));
