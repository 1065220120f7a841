// What the seed may use of documents: a store to keep a document's bytes in.
export { type DocumentStore, localDocumentStore } from './storage';
