// Architecture rules of issue 16 (docs/architecture.md, "one domain axis"), checked by
// `npm run deps` as part of `npm run check` and CI. The rules and their reasons are in
// scripts/lib/architecture-rules.cjs; scripts/architecture-rules.test.ts proves each one fires.

/**
 * Which server module may import which other module (through that module's index.ts only).
 * Keys and values are folder names under src/server/modules/, e.g. `cases: ['ledger', 'people']`.
 * A pair missing here is a `module-boundaries` error: add it only as a deliberate decision.
 */
const MODULE_IMPORTS = {};

const { architectureConfig } = require('./scripts/lib/architecture-rules.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = architectureConfig(MODULE_IMPORTS);
