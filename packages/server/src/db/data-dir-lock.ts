import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Whether process `pid` runs (signal 0 only asks). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock file of an embedded database folder for this process, so that a second process
 * (a second server, or a `dating-server discount-codes` command while the server runs) stops with
 * a clear message instead of opening the same PGlite files, which only one process may do. A lock
 * left by a process that no longer runs (a crash, kill -9) is taken over. Answers the release.
 */
export function lockDataDir(lockFile: string): () => void {
  const mine = String(process.pid);
  try {
    writeFileSync(lockFile, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(holder) && holder !== process.pid && running(holder)) {
      throw new Error(
        `The database in ${lockFile.replace(/\.lock$/, '')} is open in process ${holder} (a running dating-server?). Stop that process first, or use DATABASE_URL: PostgreSQL serves many processes.`,
      );
    }
    writeFileSync(lockFile, mine);
  }
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === mine) rmSync(lockFile);
    } catch {
      // Already gone.
    }
  };
}
