/*
 * `npm run build` (and so `npm start`): `gatsby build` of the project under its time limits
 * (src/config/build-limits.ts), its output shown as it comes and kept in build/logs/gatsby-build.log.
 * A build that hangs, or runs past its limit, is ended with all its workers and says so.
 * `--limit-minutes N` and `--stall-seconds N` change the limits; other arguments go to `gatsby build`.
 */
import path from "path"
import { siteBuildLimits } from "../src/config/build-limits"
import { gatsbyBuild } from "./time-limits/gatsby-build"
import { failureReport, type RunLimits } from "./time-limits/limited-run"
import { noSpaceMessage } from "./time-limits/no-space"

function limitsFrom(args: Array<string>): { limits: RunLimits; rest: Array<string> } {
  const limits = { ...siteBuildLimits }
  const rest: Array<string> = []
  for (let index = 0; index < args.length; index += 1) {
    const value = Number(args[index + 1])
    if (args[index] === `--limit-minutes` && value > 0) limits.totalMs = value * 60000
    else if (args[index] === `--stall-seconds` && value > 0) limits.stallMs = value * 1000
    else {
      rest.push(args[index])
      continue
    }
    index += 1
  }
  return { limits, rest }
}

async function main() {
  const { limits, rest } = limitsFrom(process.argv.slice(2))
  const run = await gatsbyBuild({
    dir: process.cwd(),
    limits,
    logFile: path.join(`build`, `logs`, `gatsby-build.log`),
    echo: true,
    args: rest,
  })
  if (run.ok) return
  // The output was shown as it came; a build ended by a limit or a full disk also gets its own message.
  console.error(`\n${noSpaceMessage(run, process.cwd()) ?? failureReport(`gatsby build`, run, 0)}`)
  process.exitCode = run.code || 1
}

main().catch(error => {
  console.error(error)
  process.exitCode = 1
})
