import type { TrailIssue } from './issues';
import type { Messenger } from './options';
import { normalizePhone } from './phone';

export type NormalizedContact =
  | { ok: true; kind: 'phone' | 'messenger'; value: string }
  | { ok: false; issue: TrailIssue };

/** Profile links a victim may paste instead of the handle: the handle is their first path segment. */
const PROFILE_LINK: Partial<Record<Messenger, RegExp>> = {
  telegram: /^(?:https?:\/\/)?(?:www\.)?(?:t|telegram)\.me\//i,
  instagram: /^(?:https?:\/\/)?(?:www\.)?instagram\.com\//i,
  facebook: /^(?:https?:\/\/)?(?:(?:www|m|web)\.)?(?:facebook\.com|fb\.com)\//i,
};

/** Each platform's own rule for a handle, once lowercased. */
const HANDLE: Record<Exclude<Messenger, 'whatsapp' | 'signal'>, RegExp> = {
  telegram: /^[a-z0-9_]{5,32}$/,
  instagram: /^[a-z0-9._]{1,30}$/,
  // A vanity name (letters, digits, dots; hyphens on pages) or the number of profile.php?id=.
  facebook: /^[a-z0-9.-]{2,80}$/,
  wechat: /^[a-z0-9_-]{6,20}$/,
  other: /^.{2,100}$/u,
};

function handleOf(platform: Messenger, input: string): string {
  let handle = input.trim();
  const link = PROFILE_LINK[platform];
  if (link?.test(handle)) {
    handle = handle.replace(link, '');
    const profileId = /^profile\.php\?(?:.*&)?id=(\d+)/.exec(handle)?.[1];
    handle = profileId ?? handle.replace(/[/?#].*$/, '');
  }
  if (platform === 'other')
    return handle.normalize('NFKC').toLowerCase().normalize('NFKC').replace(/\s+/g, ' ').trim();
  return handle.replace(/^@/, '').toLowerCase();
}

/**
 * A messenger contact → `<platform>:<handle>` ("telegram:fx_support"), or for WhatsApp and Signal,
 * whose accounts are phone numbers, the number in E.164 with kind `phone`: the same number typed as
 * a phone or as a WhatsApp contact is one indicator. A wa.me link gives its number; a number's
 * problem is reported as the phone's (`phone`, `phone_country`), which tells the victim more.
 */
export function normalizeMessenger(
  platform: Messenger,
  input: string,
  defaultCountry?: string,
): NormalizedContact {
  if (platform === 'whatsapp' || platform === 'signal') {
    const linked = /^(?:https?:\/\/)?wa\.me\/(\d+)/i.exec(input.trim())?.[1];
    const phone = normalizePhone(linked ? `+${linked}` : input, defaultCountry);
    return phone.ok ? { ok: true, kind: 'phone', value: phone.value } : phone;
  }
  const handle = handleOf(platform, input);
  if (!HANDLE[platform].test(handle)) return { ok: false, issue: 'messenger' };
  return { ok: true, kind: 'messenger', value: `${platform}:${handle}` };
}
