import { loadTexts } from '@web/lib/i18n/texts';

export { StatusCards } from './components/status-cards';
export { SystemHealth } from './components/system-health';

loadTexts('system');
