// What other modules and the seed may use of documents: a store to keep and read a document's bytes.
export { createDocumentStore, type DocumentStore, localDocumentStore, storageFailure } from './storage';
