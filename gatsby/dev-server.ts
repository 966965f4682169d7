import { execFile } from "child_process"
import chokidar from "chokidar"
import { createRequire } from "module"
import type { GatsbyNode, Reporter } from "gatsby"
import path from "path"
import { addressKey, decodedPath, redirectLocation } from "../redirects/address"
import type { RedirectDataLocation } from "../redirects/hosts/browser-data"
import { resolveKey } from "../redirects/lookup"
import type { RedirectFamily } from "../redirects/types"
import { devProblemsPath } from "../src/config/redirects"
import { buildState, developState, hasBuildState, setBuildState, setDevelopState } from "./build-state"
import { planSiteRedirects } from "./redirects"

/**
 * `gatsby develop` answers old addresses as production does, and keeps the writer informed:
 * - the browser fetches the table from here (one shard, never cached, so edits apply at once), and a
 *   first load of an old address gets its 301 here;
 * - redirects/ is watched: a valid edit applies without a restart, an invalid one is reported while the
 *   last valid table keeps working;
 * - the problems of the content and the table are served as JSON for the browser's banner
 *   (src/browser/dev-problems.ts).
 */
export const devRedirectData: RedirectDataLocation = { base: `/__redirect-data/`, shards: 1, fresh: true }

interface DevRequest {
  url: string
  method: string
}

interface DevResponse {
  redirect: (status: number, url: string) => void
  json: (body: unknown) => void
  set: (headers: Record<string, string>) => void
}

function answerData(pathname: string, response: DevResponse): boolean {
  if (pathname === devProblemsPath) {
    const { problems, redirectProblems } = developState()
    response.set({ "Cache-Control": `no-store` })
    response.json([...problems, ...redirectProblems])
    return true
  }
  if (!pathname.startsWith(devRedirectData.base) || !hasBuildState()) return false
  const { table, fallbacks } = buildState().redirects
  response.set({ "Cache-Control": `no-store` })
  response.json(pathname.endsWith(`/fallbacks.json`) ? fallbacks : Object.fromEntries(table))
  return true
}

function redirectOldAddress(request: DevRequest, response: DevResponse): boolean {
  if (!hasBuildState()) return false
  const url = new URL(request.url, `http://localhost`)
  const { table, fallbacks } = buildState().redirects
  const resolution = resolveKey(addressKey(url.pathname), candidate => table.get(candidate), fallbacks)
  // A page itself (and Gatsby's own files, which are not in the table) goes on to Gatsby.
  if (!resolution || resolution.target === decodedPath(url.pathname)) return false
  const movedFrom = resolution.fallback ? url.pathname : undefined
  response.redirect(301, redirectLocation(resolution.target, url.search, ``, movedFrom))
  return true
}

/** Reads redirects/ afresh in a child process (the compiled gatsby-node keeps its first copy). */
function readFamilies(): Promise<Array<RedirectFamily>> {
  // Resolved from the site (a bare require.resolve does not survive Gatsby's compile of gatsby-node).
  const tsx = createRequire(path.resolve(`package.json`)).resolve(`tsx/cli`)
  const script = path.resolve(`scripts`, `redirect-families.ts`)
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [tsx, script], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(stderr.trim() || error.message)) : resolve(JSON.parse(stdout)),
    ),
  )
}

async function applyRedirectEdit(reporter: Reporter): Promise<void> {
  if (!hasBuildState()) return
  let families: Array<RedirectFamily>
  try {
    families = await readFamilies()
  } catch (error) {
    const problem = `redirects/ could not be read: ${(error as Error).message.split(`\n`).slice(0, 6).join(`\n`)}`
    setDevelopState({ redirectProblems: [problem] })
    reporter.error(problem)
    return
  }
  const redirects = planSiteRedirects(buildState().site, { families })
  if (redirects.problems.length > 0) {
    setDevelopState({ redirectProblems: redirects.problems })
    for (const problem of redirects.problems) reporter.error(problem)
    return
  }
  setBuildState({ ...buildState(), redirects })
  setDevelopState({ families, redirectProblems: [] })
  reporter.info(
    `redirects: ${redirects.plan.rules.length} rules, ${redirects.plan.fallbacks.length} fallbacks (applied)`,
  )
}

function watchRedirects(reporter: Reporter): void {
  let timer: NodeJS.Timeout | undefined
  chokidar.watch(path.resolve(`redirects`), { ignoreInitial: true }).on(`all`, () => {
    clearTimeout(timer)
    timer = setTimeout(() => void applyRedirectEdit(reporter), 150)
  })
}

export const onCreateDevServer: GatsbyNode[`onCreateDevServer`] = ({ app, reporter }) => {
  watchRedirects(reporter)
  app.use((request: DevRequest, response: DevResponse, next: () => void) => {
    if (request.method !== `GET` && request.method !== `HEAD`) return next()
    const pathname = new URL(request.url, `http://localhost`).pathname
    if (answerData(pathname, response) || redirectOldAddress(request, response)) return undefined
    return next()
  })
}
