import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** A process as the lock file names it: its id, and when it started where the system says. */
interface Holder {
  pid: number;
  /** Clock ticks after boot (field 22 of `/proc/<pid>/stat`); null where there is no /proc. */
  startTime: string | null;
}

/**
 * The state letter and start time of a process from Linux's `/proc/<pid>/stat`, or null when
 * the process does not exist; undefined where the system has no /proc.
 */
function processStat(pid: number): { state: string; startTime: string } | null | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') return undefined;
    try {
      readFileSync('/proc/self/stat');
      return null;
    } catch {
      return undefined;
    }
  }
  // The command name (field 2) is in parentheses and may itself hold spaces or parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
}

/** Whether process `pid` runs (signal 0 only asks); EPERM: it runs, as another user. */
function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process that wrote the lock still holds it: it runs, is not a zombie waiting to be
 * reaped (a server killed with kill -9 is one until its parent reaps it), and is the same process,
 * not a later one that was given its freed id (the start times differ).
 */
function holds(holder: Holder): boolean {
  const stat = processStat(holder.pid);
  if (stat === undefined) return signalReaches(holder.pid);
  if (stat === null || stat.state === 'Z' || stat.state === 'X') return false;
  return holder.startTime === null || holder.startTime === stat.startTime;
}

function readHolder(lockFile: string): Holder | null {
  const [pid, startTime] = readFileSync(lockFile, 'utf8').trim().split(/\s+/);
  const id = Number(pid);
  return Number.isInteger(id) && id > 0 ? { pid: id, startTime: startTime || null } : null;
}

/**
 * Takes the lock file of an embedded database folder for this process, so that a second process
 * (a second server, or a `dating-server discount-codes` command while the server runs) stops with
 * a clear message instead of opening the same PGlite files, which only one process may do. The
 * file names the process and when it started; a lock whose process is gone, a zombie, or another
 * process that reuses its id (after a crash, kill -9) is taken over. Answers the release.
 */
export function lockDataDir(lockFile: string): () => void {
  const mine = `${process.pid} ${processStat(process.pid)?.startTime ?? ''}`.trim();
  try {
    writeFileSync(lockFile, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = readHolder(lockFile);
    if (holder && holder.pid !== process.pid && holds(holder)) {
      throw new Error(
        `The database in ${lockFile.replace(/\.lock$/, '')} is open in process ${holder.pid} (a running dating-server?). Stop that process first, or use DATABASE_URL: PostgreSQL serves many processes.`,
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
