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
export function parseProcStat(stat: string): { group: number; cpuTicks: number } | undefined {
  const fields = stat.slice(stat.lastIndexOf(`)`) + 2).split(` `)
  // After the name: state(3) ppid(4) pgrp(5) … utime(14) stime(15) cutime(16) cstime(17).
  const [group, utime, stime, cutime, cstime] = [2, 11, 12, 13, 14].map(index => Number(fields[index]))
  if ([group, utime, stime, cutime, cstime].some(Number.isNaN)) return undefined
  return { group, cpuTicks: utime + stime + cutime + cstime }
}

/**
 * Seconds of CPU the group's processes have used (with the children they have already reaped), or
 * undefined where there is no /proc to read.
 */
export function groupCpuSeconds(group: number): number | undefined {
  let entries: Array<string>
  try {
    entries = fs.readdirSync(`/proc`)
  } catch {
    return undefined
  }
  let ticks = 0
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, `utf8`)
    } catch {
      continue // ended since the listing
    }
    const parsed = parseProcStat(stat)
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
