/*
 * `gatsby build` under the project's time limits (src/config/build-limits.ts), for every build the
 * project starts: `npm run build` and `npm start`, `npm test`'s build, the benches and the end-to-end
 * tests' scratch builds. The output goes to a log file, kept after the run.
 */
import path from "path"
import { runLimited, type LimitedRun, type RunLimits } from "./limited-run"

export const PROJECT_ROOT = path.resolve(__dirname, `../..`)

export function gatsbyBin(): string {
  return path.join(PROJECT_ROOT, `node_modules`, `.bin`, `gatsby`)
}

/**
 * The environment of a Gatsby child process: Jest sets NODE_ENV=test, which Gatsby would inherit and
 * build a broken development bundle with; Gatsby sets NODE_ENV itself.
 */
export function gatsbyEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: `1`, ...extra }
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
