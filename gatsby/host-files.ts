import fs from "fs"
import path from "path"
import { cloudflareRedirects } from "../redirects/hosts/cloudflare"
import { netlifyRedirects, netlifyToml } from "../redirects/hosts/netlify"
import { nginxRedirects } from "../redirects/hosts/nginx"
import { isStub, planStubFiles, stubPage } from "../redirects/hosts/stubs"
import type { RedirectHost } from "../src/config/redirects"
import { nginxOutputDir, redirectDataDir } from "../src/config/redirects"
import { isHashedFile } from "../src/config/http-headers"
import { pagePolicy } from "../src/config/content-security-policy"
import { siteHeaders } from "../src/config/http-headers"
import { searchIndexDir } from "../src/config/search"
import { inlineScriptHashes, withCspMeta } from "../src/hosting/csp"
import { withHeadScript } from "../src/hosting/head-script"
import { withScriptsHeld } from "../src/hosting/held-scripts"
import { hashedHeaderPaths, headersFile } from "../src/hosting/headers-file"
import { proxyRules, type GatsbyRedirect } from "../redirects/proxy-rewrites"
import type { SiteRedirects } from "./redirects"

/**
 * The one module that writes what hosts read, after the pages exist: the browser's redirect data, a
 * stub page per old address (plain buckets), `_redirects` in the configured host's dialect, `_headers`,
 * the nginx include and snippet, and the lookup in 404.html. Every decision is made by the pure
 * planners of redirects/hosts/ and src/hosting/.
 */
export interface HostFilesInput {
  publicDir: string
  redirects: SiteRedirects
  /** Every page path of the site. */
  pages: ReadonlySet<string>
  host: RedirectHost
  /** Gatsby's Partytown proxy rewrites (see redirects/proxy-rewrites.ts). */
  proxyRewrites: ReadonlyArray<GatsbyRedirect>
  notFoundScript: string
}

/** Stubs of earlier builds are listed outside public/ (the list is not for publishing). */
const STUB_LIST = path.join(`build`, `redirect-stubs.txt`)

function write(file: string, body: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, body)
}

function removeStubsOfEarlierBuilds(publicDir: string): void {
  if (!fs.existsSync(STUB_LIST)) return
  for (const relative of fs.readFileSync(STUB_LIST, `utf8`).split(`\n`).filter(Boolean)) {
    const file = path.join(publicDir, relative)
    if (fs.existsSync(file) && isStub(fs.readFileSync(file, `utf8`))) fs.rmSync(file)
  }
}

/**
 * Every stub runs the same one script, so all share one policy: written in as the stub is written,
 * rather than read back and parsed like the pages Gatsby wrote.
 */
function stubWithPolicy(toPath: string, policy: string): string {
  return withCspMeta(stubPage(toPath), policy)
}

/** Writes the stubs; returns their files (relative to publicDir) and the problems found. */
async function writeStubs(
  publicDir: string,
  redirects: SiteRedirects,
): Promise<{ files: Set<string>; problems: Array<string> }> {
  removeStubsOfEarlierBuilds(publicDir)
  const occupied = new Set(
    redirects.plan.rules
      .map(rule => path.join(publicDir, rule.fromPath))
      .flatMap(file => [file, path.join(file, `index.html`)])
      .filter(
        file => fs.existsSync(file) && fs.statSync(file).isFile() && !isStub(fs.readFileSync(file, `utf8`)),
      )
      .map(file => path.relative(publicDir, file)),
  )
  const { files, problems } = planStubFiles(redirects.plan.rules, occupied)
  const policy = pagePolicy(inlineScriptHashes(stubPage(`/`)))
  for (const [index, stub] of files.entries()) {
    write(path.join(publicDir, stub.file), stubWithPolicy(stub.toPath, policy))
    await takeTurns(index)
  }
  write(STUB_LIST, files.map(stub => stub.file).join(`\n`))
  return { files: new Set(files.map(stub => stub.file)), problems }
}

/**
 * The search index is built meanwhile (gatsby/search-index.ts), in Pagefind's own process, fed page by
 * page from this one: writing thousands of files, this step gives it a turn every few of them.
 */
const TURN_EVERY = 5

async function takeTurns(index: number): Promise<void> {
  if (index % TURN_EVERY === TURN_EVERY - 1) await new Promise(resolve => setImmediate(resolve))
}

/** Every file under `dir` of public/, as its URL path (`/dir/…`). */
function publishedFiles(publicDir: string, dir = ``): Array<string> {
  const root = path.join(publicDir, dir)
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(
      entry =>
        `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join(`/`)}`,
    )
}

/** The 404 page's redirect lookup first in its head; its own scripts wait for the lookup. */
function addNotFoundLookup(file: string, script: string): void {
  if (!fs.existsSync(file)) return
  const html = fs.readFileSync(file, `utf8`)
  fs.writeFileSync(file, withScriptsHeld(withHeadScript(html, script, `docs-redirect-lookup`)))
}

/** Every page Gatsby wrote gets its own Content-Security-Policy, with the hashes of its inline scripts. */
async function addPagePolicies(publicDir: string, htmlFiles: ReadonlyArray<string>): Promise<void> {
  const policies = new Map<string, string>()
  for (const [index, relative] of htmlFiles.entries()) {
    const file = path.join(publicDir, relative)
    const html = fs.readFileSync(file, `utf8`)
    const hashes = inlineScriptHashes(html)
    const key = hashes.join(` `)
    if (!policies.has(key)) policies.set(key, pagePolicy(hashes))
    fs.writeFileSync(file, withCspMeta(html, policies.get(key) as string))
    await takeTurns(index)
  }
}

/**
 * Writes every host file but `_headers` (see writeHeadersFile); returns the problems found on the way
 * (none in a healthy build) and the files public/ then holds.
 */
export async function writeHostFiles({
  publicDir,
  redirects,
  pages,
  host,
  proxyRewrites,
  notFoundScript,
}: HostFilesInput): Promise<{ problems: Array<string>; published: Array<string> }> {
  fs.rmSync(path.join(publicDir, redirectDataDir), { recursive: true, force: true })
  for (const file of redirects.browserData.files) write(path.join(publicDir, file.path), file.body)
  const stubs = await writeStubs(publicDir, redirects)
  const redirectsPath = path.join(publicDir, `_redirects`)
  fs.rmSync(redirectsPath, { force: true })
  fs.rmSync(`netlify.toml`, { force: true })
  if (host === `netlify`) {
    write(redirectsPath, netlifyRedirects(redirects.plan))
    // Netlify reads netlify.toml from the project's base directory, not from public/.
    write(`netlify.toml`, netlifyToml(proxyRewrites))
  }
  // `npm start` proxies exactly these, as a host that honours the rules above would.
  write(path.join(`build`, `proxy-rules.json`), JSON.stringify(proxyRules(proxyRewrites)))
  if (host === `cloudflare`) write(redirectsPath, cloudflareRedirects(redirects.plan).text)
  const nginx = nginxRedirects(redirects.plan, pages)
  write(path.join(nginxOutputDir, `redirects.conf`), nginx.httpConfig)
  write(path.join(nginxOutputDir, `site.conf`), nginx.serverConfig)
  for (const page of [`404.html`, path.join(`404`, `index.html`)])
    addNotFoundLookup(path.join(publicDir, page), notFoundScript)
  const published = publishedFiles(publicDir)
  const pagesWritten = published
    .filter(file => file.endsWith(`.html`))
    .map(file => file.slice(1))
    .filter(file => !stubs.files.has(file))
  await addPagePolicies(publicDir, pagesWritten)
  return { problems: stubs.problems, published }
}

/**
 * `_headers` lists every content-named file for its long cache, the search index's among them: written
 * once the index is (`published` is public/ as writeHostFiles left it, the index being written meanwhile).
 */
export function writeHeadersFile(publicDir: string, published: ReadonlyArray<string>): void {
  const searchFiles = `/${searchIndexDir}/`
  const files = [
    ...published.filter(file => !file.startsWith(searchFiles)),
    ...publishedFiles(publicDir, searchIndexDir),
  ]
  write(path.join(publicDir, `_headers`), headersFile(hashedHeaderPaths(files, isHashedFile)))
  // `npm start` sends the headers this build was made with.
  write(path.join(`build`, `site-headers.json`), JSON.stringify(siteHeaders()))
}
