import type { CreatePagesArgs, GatsbyNode, Reporter } from "gatsby"
import crypto from "crypto"
import fs from "fs"
import path from "path"
import { redirectFamilies } from "../redirects"
import { isStub, notFoundLookupScript, redirectsFile, stubFilePath, stubPage } from "../redirects/outputs"
import { buildRedirects } from "../redirects/pipeline"
import { isProxyRewrite, type GatsbyRedirect } from "../redirects/proxy-rewrites"
import type { RedirectRule } from "../redirects/types"
import { thirdPartyProxiedUrls } from "../src/config/third-party"
import { builtPages } from "./site-state"

/**
 * The one module of the redirect engine that touches Gatsby and the disk (issue 5, items 3 and 5).
 * The pipeline is pure (redirects/pipeline.ts); this calls createRedirect per rule and writes outputs.
 */
let emitted: Array<RedirectRule> = []
let tableFile = { path: `/redirect-table.json`, body: `[]` }

/** The browser's copy of the table: `[fromPath, toPath]` rows, named by content hash so hosts may cache it forever. */
export function redirectTablePath(): string {
  return tableFile.path
}

export function createRedirectRules({
  actions,
  reporter,
}: Pick<CreatePagesArgs, `actions` | `reporter`>): void {
  const pages = new Set(builtPages().paths)
  const { rules, problems } = buildRedirects(redirectFamilies, pages)
  if (problems.length > 0) {
    reporter.panicOnBuild(`The redirect table has ${problems.length} problem(s):\n${problems.join(`\n`)}`)
    return
  }
  emitted = rules.map(({ fromPath, toPath, isPermanent, ignoreCase, redirectInBrowser }) => ({
    fromPath,
    toPath,
    isPermanent,
    ignoreCase,
    redirectInBrowser,
  }))
  for (const rule of emitted) actions.createRedirect({ ...rule })
  const body = JSON.stringify(emitted.map(rule => [rule.fromPath.toLowerCase(), rule.toPath]))
  tableFile = {
    path: `/redirect-table-${crypto.createHash(`md5`).update(body).digest(`hex`).slice(0, 12)}.json`,
    body,
  }
  reporter.info(`redirects: ${emitted.length} rules from ${redirectFamilies.length} families`)
}

/** Gatsby keeps public/ between builds: stubs of rules since removed must not linger. */
const STUB_LIST = `_redirect-stubs.txt`

function removeStubsOfEarlierBuilds(publicDir: string): void {
  const list = path.join(publicDir, STUB_LIST)
  if (!fs.existsSync(list)) return
  for (const relative of fs.readFileSync(list, `utf8`).split(`\n`).filter(Boolean)) {
    const file = path.join(publicDir, relative)
    if (fs.existsSync(file) && isStub(fs.readFileSync(file, `utf8`))) fs.rmSync(file)
  }
}

const NOT_FOUND_PAGES = [`404.html`, path.join(`404`, `index.html`)]

function injectIntoHead(file: string, script: string): void {
  if (!fs.existsSync(file)) return
  const html = fs.readFileSync(file, `utf8`)
  fs.writeFileSync(file, html.replace(/<head>/, `<head><script>${script}</script>`))
}

/**
 * The proxy rewrites Gatsby created for `partytownProxiedURLs` (issue 6, item 5), read from every
 * redirect of the build rather than re-derived, so the host rules are Gatsby's own. Stops the build if
 * an allowed URL has none, as would happen if a Gatsby upgrade changed how its Partytown plugin works.
 */
function partytownProxyRewrites(redirects: Array<GatsbyRedirect>, reporter: Reporter): Array<GatsbyRedirect> {
  const rewrites = redirects.filter(isProxyRewrite)
  const missing = thirdPartyProxiedUrls.filter(url => !rewrites.some(rewrite => rewrite.toPath === url))
  if (missing.length > 0)
    reporter.panicOnBuild(
      `redirects: Gatsby created no proxy rule for ${missing.join(`, `)} (partytownProxiedURLs in src/config/third-party.ts); check gatsby/dist/internal-plugins/partytown/gatsby-node.js after a Gatsby upgrade`,
    )
  return rewrites
}

/** `redirects`: every redirect of the build, Gatsby's own (Partytown's proxy rules) among ours. */
export function writeRedirectOutputs(reporter: Reporter, redirects: Array<GatsbyRedirect>): void {
  const publicDir = path.resolve(`public`)
  fs.writeFileSync(
    path.join(publicDir, `_redirects`),
    redirectsFile(emitted, partytownProxyRewrites(redirects, reporter)),
  )
  fs.writeFileSync(path.join(publicDir, tableFile.path), tableFile.body)
  removeStubsOfEarlierBuilds(publicDir)
  const written = new Map<string, RedirectRule>()
  for (const rule of emitted) {
    const file = path.join(publicDir, stubFilePath(rule.fromPath))
    const earlier = written.get(file)
    if (earlier && earlier.toPath === rule.toPath) continue
    if (earlier || fs.existsSync(file)) {
      const owner = earlier ? `the stub of rule "${earlier.fromPath}" -> "${earlier.toPath}"` : `a built page`
      reporter.panicOnBuild(
        `redirects: the stub for rule "${rule.fromPath}" -> "${rule.toPath}" would overwrite ${owner} (${path.relative(publicDir, file)}); give both old addresses one target`,
      )
      return
    }
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, stubPage(rule.toPath))
    written.set(file, rule)
  }
  fs.writeFileSync(
    path.join(publicDir, STUB_LIST),
    [...written.keys()].map(file => path.relative(publicDir, file)).join(`\n`),
  )
  const script = notFoundLookupScript(emitted)
  for (const page of NOT_FOUND_PAGES) injectIntoHead(path.join(publicDir, page), script)
}

/** `gatsby develop`: first loads of old addresses redirect too, not only in-app navigation (issue 5, item 3). */
export const onCreateDevServer: GatsbyNode[`onCreateDevServer`] = ({ app }) => {
  let lookup: Map<string, string> | undefined
  app.use(
    (
      request: { url: string },
      response: { redirect: (status: number, url: string) => void },
      next: () => void,
    ) => {
      // Built on the first request: the rules exist only once createPages has run.
      lookup ??= new Map(emitted.map(rule => [rule.fromPath.toLowerCase(), rule.toPath]))
      const url = new URL(request.url, `http://localhost`)
      const key = url.pathname.toLowerCase()
      const target = lookup.get(key) ?? lookup.get(key.endsWith(`/`) ? key : `${key}/`)
      if (!target) return next()
      response.redirect(301, target + url.search)
    },
  )
}
