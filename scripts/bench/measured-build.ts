/*
 * A build the benches measure: `gatsby build` under the bench limits with its peak memory (the whole
 * process tree's resident memory, sampled every 250 ms), and Gatsby's own step times read from its output.
 */
import { gatsbyBuild, type GatsbyBuildOptions } from "../time-limits/gatsby-build"
import { plainText, type LimitedRun } from "../time-limits/limited-run"
import { treeRssKiB } from "./measure"

export interface MeasuredBuild {
  run: LimitedRun
  peakMiB: number
}

export async function measuredBuild(options: GatsbyBuildOptions): Promise<MeasuredBuild> {
  let peak = 0
  let sampler: NodeJS.Timeout | undefined
  const run = await gatsbyBuild({
    ...options,
    onStart: pid => (sampler = setInterval(() => (peak = Math.max(peak, treeRssKiB(pid))), 250)),
  })
  clearInterval(sampler)
  return { run, peakMiB: peak / 1024 }
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
