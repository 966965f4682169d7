import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import path from "path"
import { scratchBuildLimits } from "../../src/config/build-limits"
import { failureReport, type LimitedRun, type RunLimits } from "../../scripts/time-limits/limited-run"
import {
  gatsbyBin,
  gatsbyBuild,
  gatsbyEnv,
  PROJECT_ROOT,
  writeGatsbyParcelConfig,
} from "../../scripts/time-limits/gatsby-build"
import { signalGroup } from "../../scripts/time-limits/process-group"
import { answersAt } from "./http-probe"

export { gatsbyBin, PROJECT_ROOT }

/**
 * A scratch copy of the project for tests and benches that edit content or build it. It lives inside the
 * project (in the git-ignored .scratch/), so Node finds the project's node_modules by walking up:
 * a symlinked node_modules makes `gatsby develop` load its babel loader twice and fail. The sources
 * are copied; the project itself is never touched.
 */
const COPIED = [
  `content`,
  `gatsby`,
  `plugins`,
  `redirects`,
  `scripts`,
  `src`,
  `static`,
  `gatsby-config.ts`,
  `gatsby-node.ts`,
  `gatsby-browser.tsx`,
  `gatsby-ssr.tsx`,
  `package.json`,
  `tsconfig.json`,
]

/** An empty folder in .scratch/, for a site built from nothing (bench:scale's minimal Gatsby site). */
export function emptyScratchDir(prefix: string): string {
  const parent = path.join(PROJECT_ROOT, `.scratch`)
  fs.mkdirSync(parent, { recursive: true })
  return fs.mkdtempSync(path.join(parent, prefix))
}

/** A copy of the project's sources (or of another checkout's, `source`, for measuring it alike). */
export function scratchCopy(prefix = `docs-scratch-`, source = PROJECT_ROOT): string {
  const dir = emptyScratchDir(prefix)
  for (const entry of COPIED) fs.cpSync(path.join(source, entry), path.join(dir, entry), { recursive: true })
  // Its own Parcel config, or Gatsby's for a checkout that has none (Parcel would find the project's).
  const parcelrc = path.join(source, `.parcelrc`)
  if (fs.existsSync(parcelrc)) fs.copyFileSync(parcelrc, path.join(dir, `.parcelrc`))
  else writeGatsbyParcelConfig(dir)
  return dir
}

/** Gatsby in a scratch copy runs as on CI: no prompts, no query-on-demand in develop. */
export function scratchEnv(): NodeJS.ProcessEnv {
  return gatsbyEnv({ CI: `1` })
}

/**
 * `gatsby build` of a scratch copy under the tests' time limits, its output in the copy's
 * build/logs/gatsby-build.log (a test that fails prints its end: `buildReport`).
 */
export function buildScratch(dir: string, limits: RunLimits = scratchBuildLimits): Promise<LimitedRun> {
  return gatsbyBuild({
    dir,
    limits,
    logFile: path.join(dir, `build`, `logs`, `gatsby-build.log`),
    env: { CI: `1` },
  })
}

/** What a scratch build printed last, for a failing assertion's message. */
export function buildReport(run: LimitedRun): string {
  return failureReport(`gatsby build`, run)
}

export interface DevelopServer {
  url: string
  output: () => string
  stop: () => Promise<void>
}

/** Starts `gatsby develop` in `dir` and waits until it serves pages (at most `timeoutMs`). */
export async function startDevelop(dir: string, port: number, timeoutMs = 180000): Promise<DevelopServer> {
  const child: ChildProcess = spawn(gatsbyBin(), [`develop`, `--port`, String(port), `--host`, `localhost`], {
    cwd: dir,
    detached: true,
    env: scratchEnv(),
  })
  let output = ``
  child.stdout?.on(`data`, chunk => (output += chunk))
  child.stderr?.on(`data`, chunk => (output += chunk))
  const stop = () =>
    new Promise<void>(resolve => {
      if (child.exitCode !== null) return resolve()
      child.on(`exit`, () => {
        signalGroup(child.pid as number, `SIGKILL`)
        resolve()
      })
      // Ctrl+C, as a writer stops it: develop exits through its handlers (gatsby/cache-guard.ts's among them).
      signalGroup(child.pid as number, `SIGINT`)
      setTimeout(() => child.exitCode === null && signalGroup(child.pid as number, `SIGKILL`), 5000).unref()
    })
  const url = `http://localhost:${port}`
  const deadline = Date.now() + timeoutMs
  while (
    !/You can now view|http:\/\/localhost/.test(output) ||
    !(await answersAt(`${url}/documentation/`, status => status < 500))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`gatsby develop did not start:\n${output.slice(-3000)}`)
    }
    await new Promise(resolve => setTimeout(resolve, 500))
  }
  return { url, output: () => output, stop }
}
