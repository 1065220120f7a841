import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies, ensureNodeVersion } from './ensure-deps.mjs';

ensureNodeVersion();
ensureDependencies(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
