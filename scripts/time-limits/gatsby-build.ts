/*
 * `gatsby build` under the project's time limits (src/config/build-limits.ts), for every build the
 * project starts: `npm run build` and `npm start`, `npm test`'s build, the benches and the end-to-end
 * tests' scratch builds. The output goes to a log file, kept after the run.
 */
import fs from "fs"
import { createRequire } from "module"
import path from "path"
import { runLimited, type LimitedRun, type RunLimits } from "./limited-run"

export const PROJECT_ROOT = path.resolve(__dirname, `../..`)

export function gatsbyBin(): string {
  return path.join(PROJECT_ROOT, `node_modules`, `.bin`, `gatsby`)
}

/** Gatsby's own Parcel config as installed (gatsby-parcel-config), which the project's .parcelrc follows. */
export function gatsbyParcelConfigFile(): string {
  return createRequire(path.join(PROJECT_ROOT, `package.json`)).resolve(`gatsby-parcel-config`)
}

/**
 * Gatsby's own Parcel config, for a site in .scratch/ that should compile its gatsby-* files as Gatsby
 * does by default: Parcel looks for a .parcelrc from the site's folder up to the project's, and would
 * otherwise find the project's (which leaves out the optimizer).
 */
export function writeGatsbyParcelConfig(dir: string): void {
  fs.copyFileSync(gatsbyParcelConfigFile(), path.join(dir, `.parcelrc`))
}

/**
 * Node's options for every Gatsby process the project starts (its workers inherit them; `npm run develop`
 * sets the same in package.json). Rendering markdown and pages allocates short-lived objects by the
 * million; in V8's default young generation (two 16 MiB semi-spaces) many outlive a collection and are
 * copied into the old generation, to be collected again there. With 64 MiB semi-spaces, a cold build of
 * 5,000 pages took 93–103 s of user CPU instead of 111–128 s, and its largest process peaked lower.
 */
export const GATSBY_NODE_OPTIONS = `--max-semi-space-size=64`

/**
 * The environment of a Gatsby child process: Jest sets NODE_ENV=test, which Gatsby would inherit and
 * build a broken development bundle with; Gatsby sets NODE_ENV itself. Node's options are added to any
 * the caller has.
 */
export function gatsbyEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: `1`, ...extra }
  env.NODE_OPTIONS = [env.NODE_OPTIONS, GATSBY_NODE_OPTIONS].filter(Boolean).join(` `)
  delete env.NODE_ENV
  return env
}

export interface GatsbyBuildOptions {
  /** The site's folder (default: the project). */
  dir?: string
  limits: RunLimits
  logFile: string
  echo?: boolean
  env?: NodeJS.ProcessEnv
  /** More arguments for `gatsby build` (e.g. `--verbose`). */
  args?: Array<string>
  onStart?: (pid: number) => void
}

export function gatsbyBuild(options: GatsbyBuildOptions): Promise<LimitedRun> {
  return runLimited(
    gatsbyBin(),
    [`build`, ...(options.args ?? [])],
    {
      cwd: options.dir ?? PROJECT_ROOT,
      env: gatsbyEnv(options.env),
      limits: options.limits,
      logFile: options.logFile,
      echo: options.echo,
    },
    options.onStart,
  )
}
