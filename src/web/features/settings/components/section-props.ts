import type { SettingChange } from '@shared/contracts/settings';
import type { FirmSettings } from '@shared/domain/firm-settings';

/** What every settings section receives from the tab: the saved settings and who last changed them. */
export type SectionProps = { settings: FirmSettings; changes: SettingChange[] | undefined };
