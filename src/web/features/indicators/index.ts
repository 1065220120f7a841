// Indicators and schemes (issue 21): the section of the staff's case drawer.
import { loadTexts } from '@web/lib/i18n/texts';

export { CaseIndicatorsSection } from './components/case-indicators-section';

loadTexts('indicators');
