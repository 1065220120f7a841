// Evidence packs (issue 21 item 4): the section of the staff's case drawer.
import { loadTexts } from '@web/lib/i18n/texts';

export { EvidencePacksSection } from './components/evidence-packs-section';

loadTexts('evidencePacks');
