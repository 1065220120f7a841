import { forgetUsedSteps } from './totp-codes';

/**
 * Runs before each API test file (vitest.config.ts setupFiles), in a worker that keeps its modules
 * from the files before (isolate: false): what a file's helpers remember about its own database
 * starts empty, as it did when every file loaded them afresh.
 */
forgetUsedSteps();
