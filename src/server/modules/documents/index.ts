// What other modules (and the seed) may use of documents: the lawyer's review queue and storing bytes.
export { listLawyerDocuments } from './review-queue';
export { storeDocumentBytes } from './storage';
