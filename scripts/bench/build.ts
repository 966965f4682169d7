import { execFileSync } from "child_process"
import path from "path"
import { benchBuildLimits } from "../../src/config/build-limits"
import { gatsbyBin, gatsbyEnv } from "../time-limits/gatsby-build"
import { failureReport } from "../time-limits/limited-run"
import { measuredBuild, stepTimes } from "./measured-build"
import { noArguments } from "../cli/arguments"
import { runCommand } from "../cli/command-line"

// `npm run bench:build`: a cold production build (cache and output removed first) of the project in the
// current folder, with this project's Gatsby, so an older checkout can be measured alike. Prints the
// wall time, the peak memory of the whole process tree (Gatsby forks workers) and Gatsby's own steps
// that took over half a second. The build's output is kept in build/logs/bench-build.log.

async function main() {
  execFileSync(gatsbyBin(), [`clean`], { stdio: `ignore`, env: gatsbyEnv(), timeout: 60000 })
  const build = await measuredBuild({
    dir: process.cwd(),
    limits: benchBuildLimits,
    logFile: path.join(`build`, `logs`, `bench-build.log`),
    // Gatsby's plain output, as on CI: one line per step, no terminal redraws.
    env: { CI: `1` },
  })
  console.log(`cold build: ${build.run.ok ? `ok` : `FAILED`}`)
  console.log(`wall time: ${build.run.seconds.toFixed(1)} s`)
  if (build.cpuSeconds !== undefined) console.log(`CPU time (process tree): ${build.cpuSeconds.toFixed(1)} s`)
  console.log(`peak memory (process tree RSS): ${build.peakMiB.toFixed(0)} MiB, after ${build.peakAfter}`)
  for (const step of stepTimes(build.run.output).filter(step => step.seconds >= 0.5))
    console.log(`  ${step.seconds.toFixed(1).padStart(5)} s  ${step.name}`)
  if (!build.run.ok) {
    console.error(failureReport(`gatsby build`, build.run))
    process.exitCode = 1
  }
}

runCommand(
  args => {
    noArguments(args, `usage: npm run bench:build (no arguments)`)
    return main()
  },
  { exitOnError: true },
)
