/** The build's stamp (scripts/lib/build-stamp.mjs). */
export function buildInputsDigest(root: string): string;
export function buildIsCurrent(root: string): boolean;
export function writeBuildStamp(root: string, digest: string): void;
