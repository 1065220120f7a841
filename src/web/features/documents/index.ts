import { loadTexts } from '@web/lib/i18n/texts';

export { documentKeys } from './api/document-keys';
export { useCaseDocuments } from './api/get-case-documents';
export { CaseDocuments } from './components/case-documents';
export { DocumentsReviewTab } from './components/documents-review-tab';
export { EvidenceTab } from './components/evidence-tab';

loadTexts('documents');
