/*
 * `npm run build` (and so `npm start`): `gatsby build` of the project under its time limits
 * (src/config/build-limits.ts), its output shown as it comes and kept in build/logs/gatsby-build.log.
 * A build that hangs, or runs past its limit, is ended with all its workers and says so.
 * `--limit-minutes N` and `--stall-seconds N` change the limits; what follows a second `--` goes to
 * `gatsby build` (`npm run build -- -- --verbose`). Any other argument, or a limit that is not a
 * number above 0, stops with the usage line before gatsby starts.
 */
import path from "path"
import { siteBuildLimits } from "../src/config/build-limits"
import { buildArguments } from "./cli/arguments"
import { runCommand } from "./cli/command-line"
import { gatsbyBuild } from "./time-limits/gatsby-build"
import { failureReport, type RunLimits } from "./time-limits/limited-run"
import { noSpaceMessage } from "./time-limits/no-space"

async function main(args: Array<string>): Promise<number> {
  const { limitMinutes, stallSeconds, gatsbyArgs } = buildArguments(args)
  const limits: RunLimits = {
    ...siteBuildLimits,
    ...(limitMinutes && { totalMs: limitMinutes * 60000 }),
    ...(stallSeconds && { stallMs: stallSeconds * 1000 }),
  }
  const run = await gatsbyBuild({
    dir: process.cwd(),
    limits,
    logFile: path.join(`build`, `logs`, `gatsby-build.log`),
    echo: true,
    args: gatsbyArgs,
  })
  if (run.ok) return 0
  // The output was shown as it came; a build ended by a limit or a full disk also gets its own message.
  console.error(`
${noSpaceMessage(run, process.cwd()) ?? failureReport(`gatsby build`, run, 0)}`)
  return run.code || 1
}

runCommand(main)
