// Deadlines (issue 21 item 3): the section of the staff's case drawer.
import { loadTexts } from '@web/lib/i18n/texts';

export { CaseDeadlinesSection } from './components/case-deadlines-section';

loadTexts('deadlines');
