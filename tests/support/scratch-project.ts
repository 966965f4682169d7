import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import http from "http"
import path from "path"

/**
 * A scratch copy of the project for tests and benches that edit content or build it. It lives inside the
 * project (in the git-ignored .scratch/), so Node finds the project's node_modules by walking up:
 * a symlinked node_modules makes `gatsby develop` load its babel loader twice and fail. The sources
 * are copied; the project itself is never touched.
 */
export const PROJECT_ROOT = path.resolve(__dirname, `../..`)

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

export function scratchCopy(prefix = `docs-scratch-`): string {
  const parent = path.join(PROJECT_ROOT, `.scratch`)
  fs.mkdirSync(parent, { recursive: true })
  const dir = fs.mkdtempSync(path.join(parent, prefix))
  for (const entry of COPIED)
    fs.cpSync(path.join(PROJECT_ROOT, entry), path.join(dir, entry), { recursive: true })
  return dir
}

/**
 * The environment for a Gatsby child process: Jest sets NODE_ENV=test, which Gatsby would inherit and
 * build a broken development bundle with; Gatsby sets NODE_ENV itself.
 */
export function gatsbyEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: `1`, CI: `1` }
  delete env.NODE_ENV
  return env
}

export function gatsbyBin(): string {
  return path.join(PROJECT_ROOT, `node_modules`, `.bin`, `gatsby`)
}

export interface DevelopServer {
  url: string
  output: () => string
  stop: () => Promise<void>
}

function answers(url: string): Promise<boolean> {
  return new Promise(resolve => {
    const request = http.get(url, response => {
      response.resume()
      resolve((response.statusCode ?? 500) < 500)
    })
    request.on(`error`, () => resolve(false))
    request.setTimeout(2000, () => request.destroy())
  })
}

/** Starts `gatsby develop` in `dir` and waits until it serves pages (at most `timeoutMs`). */
export async function startDevelop(dir: string, port: number, timeoutMs = 180000): Promise<DevelopServer> {
  const child: ChildProcess = spawn(gatsbyBin(), [`develop`, `--port`, String(port), `--host`, `localhost`], {
    cwd: dir,
    detached: true,
    env: gatsbyEnv(),
  })
  let output = ``
  child.stdout?.on(`data`, chunk => (output += chunk))
  child.stderr?.on(`data`, chunk => (output += chunk))
  const stop = () =>
    new Promise<void>(resolve => {
      if (child.exitCode !== null) return resolve()
      child.on(`exit`, () => resolve())
      process.kill(-(child.pid as number), `SIGTERM`)
      setTimeout(
        () => child.exitCode === null && process.kill(-(child.pid as number), `SIGKILL`),
        5000,
      ).unref()
    })
  const url = `http://localhost:${port}`
  const deadline = Date.now() + timeoutMs
  while (!/You can now view|http:\/\/localhost/.test(output) || !(await answers(`${url}/documentation/`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`gatsby develop did not start:\n${output.slice(-3000)}`)
    }
    await new Promise(resolve => setTimeout(resolve, 500))
  }
  return { url, output: () => output, stop }
}
