/*
 * A build the benches measure: `gatsby build` under the bench limits with its peak memory (the whole
 * process tree's resident memory, sampled every 250 ms) and the step it came after, and Gatsby's own
 * step times read from its output.
 */
import fs from "fs"
import { gatsbyBuild, type GatsbyBuildOptions } from "../time-limits/gatsby-build"
import { plainText, type LimitedRun } from "../time-limits/limited-run"
import { treeRssKiB } from "./measure"

export interface MeasuredBuild {
  run: LimitedRun
  peakMiB: number
  /** The last step Gatsby had ended when memory peaked (the peak is in the step after it). */
  peakAfter: string
}

export async function measuredBuild(options: GatsbyBuildOptions): Promise<MeasuredBuild> {
  let peak = 0
  /** How much of the build's log was written when memory peaked (the run opens it as the build starts). */
  let logBytesAtPeak = 0
  let sampler: NodeJS.Timeout | undefined
  const sample = (pid: number) => {
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
  return { run, peakMiB: peak / 1024, peakAfter: lastStep(logAtPeak) ?? `the start` }
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
  return [...plainText(output).matchAll(/^success (.+?) - ([\d.]+)s/gm)]
    .map(match => ({ name: match[1], seconds: Number(match[2]) }))
    .filter(step => !/^Running .+ jobs$/.test(step.name))
}

/** The name of the last step the output says has ended, if any. */
export function lastStep(output: string): string | undefined {
  return stepTimes(output).at(-1)?.name
}
