/*
 * Runs a command that must end (a Gatsby build) in a process group of its own, with two limits: a total
 * time, and a stall limit (the whole group used no CPU for that long: it waits on itself and never
 * will finish). Either ends the whole group, SIGTERM then SIGKILL (a hung build can ignore SIGTERM), and
 * says so. Its output is always kept in a log file, and can be echoed as it comes.
 */
import { spawn } from "child_process"
import fs from "fs"
import path from "path"
import { stripVTControlCharacters } from "util"
import { groupCpuSeconds, groupProcesses, signalGroup, type GroupProcess } from "./process-group"
import { stallWatch } from "./stall-watch"

export interface RunLimits {
  totalMs: number
  stallMs: number
  /** How often the group's CPU time is sampled (default 2 s). */
  sampleMs?: number
  /** How long a group that was sent SIGTERM (or Ctrl+C's SIGINT) gets before SIGKILL (default 5 s). */
  graceMs?: number
}

export interface LimitedRunOptions {
  cwd?: string
  env?: NodeJS.ProcessEnv
  limits: RunLimits
  logFile: string
  /** Copy the output to this process's stdout and stderr as it comes. */
  echo?: boolean
}

export interface LimitedRun {
  ok: boolean
  code: number | null
  signal: NodeJS.Signals | null
  /** Set when a limit ended the run. */
  ended?: `time limit` | `stall`
  /** When a limit ended the run: its processes at that moment, with what each was waiting in. */
  endedProcesses?: Array<GroupProcess>
  seconds: number
  output: string
  logFile: string
  limits: RunLimits
  /** The process (and group) id, for sampling its memory while it runs. */
  pid: number
}

/** How often the group's CPU time is sampled, and how long SIGTERM gets before SIGKILL. */
const SAMPLE_MS = 2000
const GRACE_MS = 5000
const FORWARDED: Array<NodeJS.Signals> = [`SIGINT`, `SIGTERM`, `SIGHUP`]

type EndReason = NonNullable<LimitedRun[`ended`]>

/**
 * Watches a running group: at the total limit, or once it has stalled, it is sent SIGTERM, then SIGKILL
 * after a grace period. Returns the reason it was ended (if it was) and a stop for when it has exited.
 */
function guardGroup(
  pid: number,
  limits: RunLimits,
  onEnd: (why: EndReason, processes: Array<GroupProcess>) => void,
): { reason: () => EndReason | undefined; stop: () => void } {
  let reason: EndReason | undefined
  let grace: NodeJS.Timeout | undefined
  const end = (why: EndReason) => {
    if (reason) return
    reason = why
    // What every process was doing when it was ended: the evidence of what a hang waited on.
    onEnd(why, groupProcesses(pid))
    signalGroup(pid, `SIGTERM`)
    grace ??= setTimeout(() => signalGroup(pid, `SIGKILL`), limits.graceMs ?? GRACE_MS)
  }
  const limit = setTimeout(() => end(`time limit`), limits.totalMs)
  const watch = stallWatch(limits.stallMs)
  const sampler = setInterval(() => {
    const cpuSeconds = groupCpuSeconds(pid)
    if (cpuSeconds !== undefined && watch.observe({ at: performance.now(), cpuSeconds })) end(`stall`)
  }, limits.sampleMs ?? SAMPLE_MS)
  // The group is not the terminal's foreground group: Ctrl+C and a CI runner's SIGTERM reach it only from
  // here, and a group that ignores them is killed after the same grace as at a limit.
  const forward = (signal: NodeJS.Signals) => {
    signalGroup(pid, signal)
    grace ??= setTimeout(() => signalGroup(pid, `SIGKILL`), limits.graceMs ?? GRACE_MS)
  }
  const killOnExit = () => signalGroup(pid, `SIGKILL`)
  for (const signal of FORWARDED) process.on(signal, forward)
  process.on(`exit`, killOnExit)
  const stop = () => {
    for (const timer of [limit, grace]) clearTimeout(timer)
    clearInterval(sampler)
    for (const signal of FORWARDED) process.off(signal, forward)
    process.off(`exit`, killOnExit)
  }
  return { reason: () => reason, stop }
}

export function runLimited(
  command: string,
  args: Array<string>,
  options: LimitedRunOptions,
  onStart: (pid: number) => void = () => {},
): Promise<LimitedRun> {
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true })
  const log = fs.createWriteStream(options.logFile)
  const started = performance.now()
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: [`ignore`, `pipe`, `pipe`],
  })
  const pid = child.pid as number
  onStart(pid)
  let output = ``
  const take = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    output += chunk
    log.write(chunk)
    if (options.echo) stream.write(chunk)
  }
  child.stdout.on(`data`, take(process.stdout))
  child.stderr.on(`data`, take(process.stderr))
  let endedProcesses: Array<GroupProcess> | undefined
  const guard = guardGroup(pid, options.limits, (why, processes) => {
    endedProcesses = processes
    log.write(`\n${processTable(why, processes)}\n`)
  })
  // Workers the build left behind would keep its output open: the whole group goes with it.
  child.on(`exit`, () => signalGroup(pid, `SIGKILL`))
  return new Promise(resolve => {
    child.on(`close`, (code, signal) => {
      guard.stop()
      const ended = guard.reason()
      const seconds = (performance.now() - started) / 1000
      const run = { ok: code === 0 && !ended, code, signal, ended, seconds, output, pid }
      const result: LimitedRun = { ...run, endedProcesses, logFile: options.logFile, limits: options.limits }
      if (ended) log.write(`\n${endedMessage(result)}\n`)
      log.end(() => resolve(result))
    })
  })
}

/** The group's processes when it was ended, one line each, as written to the run's log. */
export function processTable(why: EndReason, processes: ReadonlyArray<GroupProcess>): string {
  const lines = processes.map(
    process =>
      `  ${process.pid} (parent ${process.parent}) ${process.state} in ${process.waitingIn}, ` +
      `${process.cpuSeconds.toFixed(1)} s CPU: ${process.command}`,
  )
  return [`the processes of the group when the ${why} ended it:`, ...lines].join(`\n`)
}

function endedMessage(run: LimitedRun): string {
  if (run.ended === `time limit`)
    return `did not finish within ${formatMs(run.limits.totalMs)}, so it was ended with all its processes`
  if (run.ended === `stall`)
    return (
      `used no CPU for ${formatMs(run.limits.stallMs)} (every process of it was waiting: it hung), ` +
      `so it was ended with all its processes`
    )
  if (run.signal) return `was ended by ${run.signal}`
  return run.code === 0 ? `finished` : `failed (exit code ${run.code})`
}

function formatMs(ms: number): string {
  return ms >= 60000 && ms % 60000 === 0 ? `${ms / 60000} min` : `${Math.round(ms / 1000)} s`
}

/**
 * The last `count` non-empty lines of an output, as plain text: without the terminal control
 * sequences Gatsby writes even into a pipe (colours, cursor moves and hiding, hyperlinks).
 */
export function lastLines(text: string, count: number): string {
  return stripVTControlCharacters(text)
    .split(`\n`)
    .filter(line => line.trim())
    .slice(-count)
    .join(`\n`)
}

/**
 * What a failed run says: how it ended, where its whole output is, and its last `lines` lines (none
 * when the output was already shown as it came).
 */
export function failureReport(name: string, run: LimitedRun, lines = 40): string {
  const summary = `${name} ${endedMessage(run)} after ${run.seconds.toFixed(1)} s. Its output is in ${run.logFile}`
  const processes = run.ended && run.endedProcesses ? `\n${processTable(run.ended, run.endedProcesses)}` : ``
  return lines > 0
    ? `${summary}; the last ${lines} lines:\n${lastLines(run.output, lines)}${processes}`
    : `${summary}.${processes}`
}
