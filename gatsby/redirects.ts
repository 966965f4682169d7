import type { CreatePagesArgs, GatsbyNode, Reporter } from "gatsby"
import fs from "fs"
import path from "path"
import { redirectFamilies } from "../redirects"
import { notFoundLookupScript, redirectsFile, stubFilePath, stubPage } from "../redirects/outputs"
import { buildRedirects } from "../redirects/pipeline"
import type { RedirectRule } from "../redirects/types"
import { builtPages } from "./site-state"

/**
 * The one module of the redirect engine that touches Gatsby and the disk (issue 5, items 3 and 5).
 * The pipeline is pure (redirects/pipeline.ts); this calls createRedirect per rule and writes outputs.
 */
let emitted: Array<RedirectRule> = []

export function createRedirectRules({ actions, reporter }: Pick<CreatePagesArgs, `actions` | `reporter`>): void {
  const pages = new Set(builtPages().paths)
  const { rules, problems } = buildRedirects(redirectFamilies, pages)
  if (problems.length > 0) {
    reporter.panicOnBuild(`The redirect table has ${problems.length} problem(s):\n${problems.join(`\n`)}`)
    return
  }
  emitted = rules.map(({ fromPath, toPath, isPermanent, ignoreCase, redirectInBrowser }) => ({ fromPath, toPath, isPermanent, ignoreCase, redirectInBrowser }))
  for (const rule of emitted) actions.createRedirect({ ...rule })
  reporter.info(`redirects: ${emitted.length} rules from ${redirectFamilies.length} families`)
}

const NOT_FOUND_PAGES = [`404.html`, path.join(`404`, `index.html`)]

function injectIntoHead(file: string, script: string): void {
  if (!fs.existsSync(file)) return
  const html = fs.readFileSync(file, `utf8`)
  fs.writeFileSync(file, html.replace(/<head>/, `<head><script>${script}</script>`))
}

export function writeRedirectOutputs(reporter: Reporter): void {
  const publicDir = path.resolve(`public`)
  fs.writeFileSync(path.join(publicDir, `_redirects`), redirectsFile(emitted))
  for (const rule of emitted) {
    const file = path.join(publicDir, stubFilePath(rule.fromPath))
    if (fs.existsSync(file)) {
      reporter.panicOnBuild(`redirect stub ${file} would overwrite a built file; rule "${rule.fromPath}" -> "${rule.toPath}"`)
      return
    }
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, stubPage(rule.toPath))
  }
  const script = notFoundLookupScript(emitted)
  for (const page of NOT_FOUND_PAGES) injectIntoHead(path.join(publicDir, page), script)
}

/** `gatsby develop`: first loads of old addresses redirect too, not only in-app navigation (issue 5, item 3). */
export const onCreateDevServer: GatsbyNode[`onCreateDevServer`] = ({ app }) => {
  app.use((request: { url: string }, response: { redirect: (status: number, url: string) => void }, next: () => void) => {
    const lookup = new Map(emitted.map(rule => [rule.fromPath.toLowerCase(), rule.toPath]))
    const url = new URL(request.url, `http://localhost`)
    const key = url.pathname.toLowerCase()
    const target = lookup.get(key) ?? lookup.get(key.endsWith(`/`) ? key : `${key}/`)
    if (!target) return next()
    response.redirect(301, target + url.search)
  })
}
