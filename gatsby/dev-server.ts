import { execFile } from "child_process"
import chokidar from "chokidar"
import { createRequire } from "module"
import type { GatsbyNode, Reporter } from "gatsby"
import path from "path"
import { addressKey, decodedPath, redirectLocation } from "../redirects/address"
import type { RedirectDataLocation } from "../redirects/hosts/browser-data"
import { resolveKey } from "../redirects/lookup"
import { familiesFromJson, type RedirectFamily } from "../redirects/types"
import { devProblemsPath } from "../src/config/redirects"
import type { BuildResult, DevelopSession } from "./build-result"
import { planSiteRedirects, type SiteRedirects } from "./redirects"
import { errorMessage } from "../src/lib/error-message"
import { readTornSavesAgain } from "./torn-saves"

// `gatsby develop` answers old addresses as production does, and keeps the writer informed:
// - the browser fetches the table from here (one shard, never cached, so edits apply at once), and a
//   first load of an old address gets its 301 here;
// - redirects/ is watched: a valid edit applies without a restart, an invalid one is reported while the
//   last valid table keeps working;
// - the problems of the content and the table are served as JSON for the browser's banner
//   (src/browser/dev-problems.ts);
// - a content file Gatsby hashed mid-save is read again (gatsby/torn-saves.ts).

export const devRedirectData: RedirectDataLocation = { base: `/__redirect-data/`, shards: 1, fresh: true }

/** What the dev server reads and updates (gatsby/site-build.ts): the last good build and the session. */
export interface DevelopBuild {
  /** The last good createPages run's result; undefined before the first. */
  result: () => BuildResult | undefined
  /** A valid edit of redirects/ applied: the table this server and the next createPages use. */
  applyRedirects: (redirects: SiteRedirects, families: Array<RedirectFamily>) => void
  session: DevelopSession
}

interface DevRequest {
  url: string
  method: string
}

interface DevResponse {
  redirect: (status: number, url: string) => void
  json: (body: unknown) => void
  set: (headers: Record<string, string>) => void
}

function answerData(pathname: string, response: DevResponse, build: DevelopBuild): boolean {
  if (pathname === devProblemsPath) {
    const { problems, redirectProblems } = build.session
    response.set({ "Cache-Control": `no-store` })
    response.json([...problems, ...redirectProblems])
    return true
  }
  const result = build.result()
  if (!pathname.startsWith(devRedirectData.base) || !result) return false
  const { table, fallbacks } = result.redirects
  response.set({ "Cache-Control": `no-store` })
  response.json(pathname.endsWith(`/fallbacks.json`) ? fallbacks : Object.fromEntries(table))
  return true
}

function redirectOldAddress(request: DevRequest, response: DevResponse, build: DevelopBuild): boolean {
  const result = build.result()
  if (!result) return false
  const url = new URL(request.url, `http://localhost`)
  const { table, fallbacks } = result.redirects
  const resolution = resolveKey(addressKey(url.pathname), candidate => table.get(candidate), fallbacks)
  // A page itself (and Gatsby's own files, which are not in the table) goes on to Gatsby.
  if (!resolution || resolution.target === decodedPath(url.pathname)) return false
  const movedFrom = resolution.fallback ? url.pathname : undefined
  response.redirect(301, redirectLocation(resolution.target, url.search, ``, movedFrom))
  return true
}

/**
 * Reads redirects/ afresh in a child process (the compiled gatsby-node keeps its first copy), and checks
 * that what it printed is a list of families before anything uses it.
 */
function readFamilies(): Promise<Array<RedirectFamily>> {
  // Resolved from the site (a bare require.resolve does not survive Gatsby's compile of gatsby-node).
  const tsx = createRequire(path.resolve(`package.json`)).resolve(`tsx/cli`)
  const script = path.resolve(`scripts`, `redirect-families.ts`)
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [tsx, script], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(stderr.trim() || error.message)) : resolve(familiesFromJson(stdout)),
    ),
  )
}

async function applyRedirectEdit(reporter: Reporter, build: DevelopBuild): Promise<void> {
  const result = build.result()
  if (!result) return
  let families: Array<RedirectFamily>
  try {
    families = await readFamilies()
  } catch (error) {
    const problem = `redirects/ could not be read: ${errorMessage(error).split(`\n`).slice(0, 6).join(`\n`)}`
    build.session.redirectProblems = [problem]
    reporter.error(problem)
    return
  }
  const redirects = planSiteRedirects(result.site, { families })
  if (redirects.problems.length > 0) {
    build.session.redirectProblems = redirects.problems
    for (const problem of redirects.problems) reporter.error(problem)
    return
  }
  build.applyRedirects(redirects, families)
  reporter.info(
    `redirects: ${redirects.plan.rules.length} rules, ${redirects.plan.fallbacks.length} fallbacks (applied)`,
  )
}

function watchRedirects(reporter: Reporter, build: DevelopBuild): void {
  let timer: NodeJS.Timeout | undefined
  chokidar.watch(path.resolve(`redirects`), { ignoreInitial: true }).on(`all`, () => {
    clearTimeout(timer)
    timer = setTimeout(() => void applyRedirectEdit(reporter, build), 150)
  })
}

/** onCreateDevServer, given the build it serves (gatsby/site-build.ts). */
export function serveDevelop(
  { app, reporter, getNodesByType }: Parameters<NonNullable<GatsbyNode[`onCreateDevServer`]>>[0],
  build: DevelopBuild,
): void {
  watchRedirects(reporter, build)
  readTornSavesAgain(path.resolve(`content`), { getNodesByType, reporter })
  app.use((request: DevRequest, response: DevResponse, next: () => void) => {
    if (request.method !== `GET` && request.method !== `HEAD`) return next()
    const pathname = new URL(request.url, `http://localhost`).pathname
    if (answerData(pathname, response, build) || redirectOldAddress(request, response, build))
      return undefined
    return next()
  })
}
