/*
 * One Gatsby run per checkout. Two runs share .cache/ and public/: a second build took the first's
 * in-progress marker (gatsby/cache-guard.ts) for a dead build and dropped the cache under it. So the
 * first thing a run does (onPreInit, before the cache guard) is take a lock naming its process; a
 * second run refuses to start while that process lives, and takes over a lock whose process is gone
 * (a build killed with SIGKILL, a machine restarted). The lock is outside .cache/, which Gatsby itself
 * may empty.
 */
import fs from "fs"
import path from "path"

export const RUN_LOCK = path.join(`build`, `gatsby-run.lock`)

export interface RunLock {
  pid: number
  command: string
  startedAt: string
}

/** Whether a process still runs (one that is not ours to signal still runs). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === `EPERM`
  }
}

/** Why this run may not start, given the lock found (if any), or undefined when it may. */
export function lockRefusal(found: RunLock | undefined, runs: (pid: number) => boolean): string | undefined {
  if (!found || !Number.isInteger(found.pid) || found.pid === process.pid || !runs(found.pid))
    return undefined
  return (
    `${RUN_LOCK}: ${found.command} is already running in this checkout (process ${found.pid}, started ` +
    `${found.startedAt}), and two runs would overwrite each other's .cache/ and public/; wait for it ` +
    `to finish, or end it (kill ${found.pid}), then run this again`
  )
}

function readLock(file: string): RunLock | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, `utf8`)) as RunLock
  } catch {
    return undefined // none, or cut short while written: its process is gone
  }
}

/** Creates the lock unless one is there (`wx`: of two runs starting at once, one creates it). */
function claim(file: string, lock: RunLock): boolean {
  try {
    fs.writeFileSync(file, JSON.stringify(lock), { flag: `wx` })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === `EEXIST`) return false
    throw error
  }
}

/** Takes the checkout's run lock for this process, or stops the run naming the one that holds it. */
export function takeRunLock(reporter: { panic: (message: string) => never }, root = process.cwd()): void {
  const file = path.join(root, RUN_LOCK)
  const lock: RunLock = {
    pid: process.pid,
    command: `gatsby ${process.env.gatsby_executing_command ?? `build`}`,
    startedAt: new Date().toISOString(),
  }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  if (!claim(file, lock)) {
    const refusal = lockRefusal(readLock(file), processRuns)
    if (refusal) return reporter.panic(refusal)
    // The holder is gone: its lock is stale.
    fs.rmSync(file, { force: true })
    if (!claim(file, lock)) return reporter.panic(lockRefusal(readLock(file), () => true) ?? RUN_LOCK)
  }
  process.on(`exit`, () => {
    if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true })
  })
}
