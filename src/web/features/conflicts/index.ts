// The conflict check (issue 21 item 5, issue 31): the admins' adverse parties, the matches as a
// lead card or an assign dialog shows them, and a case's own check.
import { loadTexts } from '@web/lib/i18n/texts';

export { conflictsKeys } from './api/conflicts-keys';
export { useCaseConflicts } from './api/get-case-conflicts';
export { AdversePartiesSection } from './components/adverse-parties-section';
export { ConflictMatches } from './components/conflict-matches';

loadTexts('conflicts');
