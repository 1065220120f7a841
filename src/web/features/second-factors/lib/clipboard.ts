import { notify } from '@web/lib/notify';

type Translate = (key: string) => string;

/** Copies text and says so; a browser that refuses (no permission, not https) is told plainly. */
export async function copyWithNotice(text: string, t: Translate): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(t('secondFactors:enrol.copied'));
  } catch {
    notify.error(t('secondFactors:enrol.copyFailed'));
  }
}
