import { MAX_DOCUMENT_BYTES } from '@shared/domain/documents';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from './api-client';
import { evidenceFileProblem, uploadRefusal } from './upload-file';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('evidenceFileProblem (checked before sending)', () => {
  it('accepts the five types by name, in any case, up to exactly 10 MB', () => {
    for (const name of ['a.pdf', 'b.JPG', 'c.jpeg', 'd.png', 'e.doc', 'f.DOCX']) {
      expect(evidenceFileProblem(file(name))).toBeNull();
    }
    expect(evidenceFileProblem(file('big.pdf', MAX_DOCUMENT_BYTES))).toBeNull();
  });

  it('refuses other names and anything over 10 MB', () => {
    expect(evidenceFileProblem(file('setup.exe'))).toBe('type');
    expect(evidenceFileProblem(file('archive.pdf.zip'))).toBe('type');
    expect(evidenceFileProblem(file('big.pdf', MAX_DOCUMENT_BYTES + 1))).toBe('size');
  });

  it('leaves what the bytes are to the server: a program named .pdf passes here', () => {
    expect(evidenceFileProblem(new File(['MZ\x90\x00'], 'statement.pdf'))).toBeNull();
  });
});

describe('uploadRefusal', () => {
  it('names the refusals said in the reader’s language', () => {
    expect(uploadRefusal(new ApiError(415, 'unsupported_media_type', 'x'))).toBe('type');
    expect(uploadRefusal(new ApiError(413, 'payload_too_large', 'x'))).toBe('size');
    expect(uploadRefusal(new ApiError(0, NETWORK_ERROR, ''))).toBe('network');
    expect(uploadRefusal(new ApiError(404, 'not_found', 'x'))).toBe('other');
    // Issue 15: by code, so a macro refusal is not "wrong type" and a full case is not "other".
    expect(uploadRefusal(new ApiError(415, 'document_has_macros', 'x'))).toBe('macros');
    expect(uploadRefusal(new ApiError(409, 'case_document_limit', 'x'))).toBe('caseDocuments');
    expect(uploadRefusal(new ApiError(409, 'case_storage_limit', 'x'))).toBe('caseStorage');
    expect(uploadRefusal(new ApiError(429, 'rate_limited', 'x'))).toBe('rate');
  });
});
