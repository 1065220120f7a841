import { summariseUserAgent } from '@shared/domain/user-agent';
import { useTranslation } from 'react-i18next';

/** "Firefox on Windows" in the reader's language, from a User-Agent the server recorded. */
export function useBrowserName() {
  const { t } = useTranslation('account');
  return (userAgent: string | null) => {
    const { browser, os } = summariseUserAgent(userAgent);
    if (browser && os) return t('browser.named', { browser, os });
    if (browser) return browser;
    if (os) return t('browser.osOnly', { os });
    return t('browser.unknown');
  };
}
