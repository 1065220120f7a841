// Evidence packs (issue 21 item 4): the section of the staff's case drawer.
export { EvidencePacksSection } from './components/evidence-packs-section';
