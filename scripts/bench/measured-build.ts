/*
 * A build the benches measure: `gatsby build` under the bench limits with its peak memory (the whole
 * process tree's resident memory, sampled every 250 ms) and the step it came after, the CPU time its
 * processes used, and Gatsby's own step times read from its output.
 */
import fs from "fs"
import { gatsbyBuild, type GatsbyBuildOptions } from "../time-limits/gatsby-build"
import { stripVTControlCharacters } from "util"
import type { LimitedRun } from "../time-limits/limited-run"
import { groupCpuSeconds } from "../time-limits/process-group"
import { treeRssKiB } from "./measure"

export interface MeasuredBuild {
  run: LimitedRun
  peakMiB: number
  /** The last step Gatsby had ended when memory peaked (the peak is in the step after it). */
  peakAfter: string
  /**
   * CPU seconds the build's processes used, as last sampled (Gatsby's main process counts the workers it
   * has reaped): steadier than the wall time on a machine shared with other work. Undefined without /proc.
   */
  cpuSeconds: number | undefined
}

export async function measuredBuild(options: GatsbyBuildOptions): Promise<MeasuredBuild> {
  let peak = 0
  /** How much of the build's log was written when memory peaked (the run opens it as the build starts). */
  let logBytesAtPeak = 0
  let sampler: NodeJS.Timeout | undefined
  let cpuSeconds: number | undefined
  const sample = (pid: number) => {
    const cpu = groupCpuSeconds(pid)
    if (cpu !== undefined) cpuSeconds = Math.max(cpuSeconds ?? 0, cpu)
    const kib = treeRssKiB(pid)
    if (kib <= peak) return
    peak = kib
    logBytesAtPeak = fs.existsSync(options.logFile) ? fs.statSync(options.logFile).size : 0
  }
  const run = await gatsbyBuild({
    ...options,
    onStart: pid => (sampler = setInterval(() => sample(pid), 250)),
  })
  clearInterval(sampler)
  const logAtPeak = fs.readFileSync(options.logFile).subarray(0, logBytesAtPeak).toString(`utf8`)
  return { run, peakMiB: peak / 1024, peakAfter: lastStep(logAtPeak) ?? `the start`, cpuSeconds }
}

export interface StepTime {
  name: string
  seconds: number
}

/**
 * Gatsby's `success <step> - 1.234s` lines. Job queues ("Running gatsby-plugin-sharp.IMAGE_PROCESSING
 * jobs") are left out: Gatsby ends their progress bar only when the build next waits on jobs, so the
 * time it prints runs from the first job's creation to that wait, not what the jobs cost
 * (gatsby/dist/utils/jobs/manager.js).
 */
export function stepTimes(output: string): Array<StepTime> {
  return [...stripVTControlCharacters(output).matchAll(/^success (.+?) - ([\d.]+)s/gm)]
    .map(match => ({ name: match[1], seconds: Number(match[2]) }))
    .filter(step => !/^Running .+ jobs$/.test(step.name))
}

/** `, 123 s of CPU` when the CPU time is known. */
export function cpuText(build: Pick<MeasuredBuild, `cpuSeconds`>): string {
  return build.cpuSeconds === undefined ? `` : `, ${build.cpuSeconds.toFixed(0)} s of CPU`
}

/** The name of the last step the output says has ended, if any. */
export function lastStep(output: string): string | undefined {
  return stepTimes(output).at(-1)?.name
}
