import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * Takes an exclusive lock on the data directory. proper-lockfile refreshes the lock while we
 * run and treats it as stale 30 s after a crash, so a killed server does not block the next start.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'recourse.lock'),
      stale: 30_000,
      update: 10_000,
      realpath: false,
      // Someone removed the data directory or took the lock under us: writing on would risk
      // corrupting the database, so stop at once and say why.
      onCompromised: (error) => {
        console.error(`Recourse stopped: the lock on ${dataDir} was lost (${error.message}).`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another Recourse server. ` +
          'Stop that server first, or start this one with another DATA_DIR (or a DATABASE_URL).',
      );
    }
    throw error;
  }
}
