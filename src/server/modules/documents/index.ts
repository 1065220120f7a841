// What the seed may use of documents: storing a document's bytes.
export { storeDocumentBytes } from './storage';
