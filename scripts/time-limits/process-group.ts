/*
 * A process group as one thing: the CPU time all its processes have used so far, and one call that ends
 * them all. A build started in a group of its own (spawn's `detached`) takes its workers with it, so a
 * build that hangs can be ended whole, Gatsby's query and HTML workers included
 * (https://nodejs.org/api/child_process.html#optionsdetached).
 */
import fs from "fs"

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on every Linux Node supports). */
const TICKS_PER_SECOND = 100

/**
 * The fields of /proc/<pid>/stat that matter here. The command name (field 2) is in parentheses and
 * may hold spaces, so the fields are counted from the last `)` (proc(5)).
 */
export function parseProcStat(
  stat: string,
): { group: number; cpuTicks: number; state: string; parent: number } | undefined {
  const fields = stat.slice(stat.lastIndexOf(`)`) + 2).split(` `)
  // After the name: state(3) ppid(4) pgrp(5) … utime(14) stime(15) cutime(16) cstime(17).
  const [parent, group, utime, stime, cutime, cstime] = [1, 2, 11, 12, 13, 14].map(index =>
    Number(fields[index]),
  )
  if ([parent, group, utime, stime, cutime, cstime].some(Number.isNaN)) return undefined
  return { group, cpuTicks: utime + stime + cutime + cstime, state: fields[0], parent }
}

/** One process of a group as /proc shows it, for the log of a run that hung. */
export interface GroupProcess {
  pid: number
  parent: number
  /** R running, S sleeping, D waiting on the disk, Z ended but not reaped (proc(5)). */
  state: string
  /** The kernel function it sleeps in (`ep_poll`, `futex_wait_queue`, `pipe_read`…). */
  waitingIn: string
  cpuSeconds: number
  command: string
}

function readProc(pid: string, file: string): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, `utf8`)
  } catch {
    return undefined // ended since the listing, or not ours to read
  }
}

function processIds(): Array<string> {
  try {
    return fs.readdirSync(`/proc`).filter(entry => /^\d+$/.test(entry))
  } catch {
    return []
  }
}

/** Every process of the group with what it waits in: what a stalled build is written down as. */
export function groupProcesses(group: number): Array<GroupProcess> {
  return processIds().flatMap(pid => {
    const parsed = parseProcStat(readProc(pid, `stat`) ?? ``)
    if (parsed?.group !== group) return []
    const command = (readProc(pid, `cmdline`) ?? ``).split(`\0`).join(` `).trim().slice(0, 160)
    return [
      {
        pid: Number(pid),
        parent: parsed.parent,
        state: parsed.state,
        waitingIn: (readProc(pid, `wchan`) ?? ``).trim() || `-`,
        cpuSeconds: parsed.cpuTicks / TICKS_PER_SECOND,
        command,
      },
    ]
  })
}

/**
 * Seconds of CPU the group's processes have used (with the children they have already reaped), or
 * undefined where there is no /proc to read.
 */
export function groupCpuSeconds(group: number): number | undefined {
  if (!fs.existsSync(`/proc/self/stat`)) return undefined
  let ticks = 0
  for (const pid of processIds()) {
    const parsed = parseProcStat(readProc(pid, `stat`) ?? ``)
    if (parsed?.group === group) ticks += parsed.cpuTicks
  }
  return ticks / TICKS_PER_SECOND
}

/** Sends `signal` to every process of the group; false when none is left. */
export function signalGroup(group: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-group, signal)
    return true
  } catch {
    return false
  }
}
