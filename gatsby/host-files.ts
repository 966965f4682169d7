import fs from "fs"
import path from "path"
import type { HostPlan } from "../redirects/hosts/plan"
import { isStub } from "../redirects/hosts/stubs"
import { pagePolicy } from "../src/config/content-security-policy"
import { isHashedFile } from "../src/config/http-headers"
import { searchIndexDir } from "../src/config/search"
import { readBuiltPage, withCspMeta, type BuiltPage } from "../src/build-output/csp"
import { withHeadScript } from "../src/build-output/head-script"
import { hashedHeaderPaths, headersFile } from "../src/build-output/headers-file"
import { withScriptsHeld } from "../src/build-output/held-scripts"
import type { TimeStep } from "./step-timer"

// The one module that writes what hosts read, after the pages exist: first what only the built pages can
// give (the lookup in 404.html, each page's Content-Security-Policy), then every file the host plan holds
// (redirects/hosts/plan.ts, made before the first page: the browser's table, the stubs, nginx's files,
// Netlify's and Cloudflare's files and functions), and `_headers` for the hashed files the build named.
// It decides nothing.

export interface BuiltPagesInput {
  publicDir: string
  hosts: HostPlan
  notFoundScript: string
  /** Names its steps in the build's output (gatsby/step-timer.ts). */
  time?: TimeStep
  /** Each page as it is read for its policy (its HTML file under public/); resolves when it may go on. */
  eachPage?: (relative: string, page: BuiltPage) => Promise<void>
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
 * The search index is built meanwhile (gatsby/search-index.ts), in Pagefind's own process: fed page by
 * page from this one, then written while this one writes the host files. Writing thousands of files,
 * each step lets its answers in every few of them.
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

/**
 * Every page Gatsby wrote gets its own Content-Security-Policy, with the hashes of its inline scripts.
 * Each page is read and parsed once, and what else needs it (the search index) gets it here.
 */
async function addPagePolicies(
  publicDir: string,
  htmlFiles: ReadonlyArray<string>,
  eachPage: NonNullable<BuiltPagesInput[`eachPage`]>,
): Promise<void> {
  const policies = new Map<string, string>()
  for (const [index, relative] of htmlFiles.entries()) {
    const file = path.join(publicDir, relative)
    const html = fs.readFileSync(file, `utf8`)
    const page = readBuiltPage(html)
    const key = page.scriptHashes.join(` `)
    if (!policies.has(key)) policies.set(key, pagePolicy(page.scriptHashes))
    fs.writeFileSync(file, withCspMeta(html, policies.get(key) as string))
    await eachPage(relative, page)
    await takeTurns(index)
  }
}

/**
 * What only the built pages can give, before any host file is written: the lookup in 404.html, then each
 * page's Content-Security-Policy, reading each page once and handing it to `eachPage` too. The stubs of
 * earlier builds and the outputs the plan replaces go first, so every HTML file left is Gatsby's.
 */
export async function finishBuiltPages({
  publicDir,
  hosts,
  notFoundScript,
  time = (_name, step) => step(),
  eachPage = async () => undefined,
}: BuiltPagesInput): Promise<void> {
  removeStubsOfEarlierBuilds(publicDir)
  for (const removed of hosts.removed) fs.rmSync(removed, { recursive: true, force: true })
  for (const page of [`404.html`, path.join(`404`, `index.html`)])
    addNotFoundLookup(path.join(publicDir, page), notFoundScript)
  // In one order whatever the file system's: the search index numbers its pages in the order they come.
  const pages = publishedFiles(publicDir)
    .filter(file => file.endsWith(`.html`))
    .map(file => file.slice(1))
    .sort()
  await time(`each page's policy and search body (${pages.length})`, () =>
    addPagePolicies(publicDir, pages, eachPage),
  )
}

/**
 * Writes every planned host file (stubs come with their policy); every file but `_headers` (see
 * writeHeadersFile). Returns the files public/ then holds.
 */
export async function writeHostFiles({
  publicDir,
  hosts,
  time = (_name, step) => step(),
}: Pick<BuiltPagesInput, `publicDir` | `hosts` | `time`>): Promise<{ published: Array<string> }> {
  await time(`host files and stubs (${hosts.files.length})`, async () => {
    for (const [index, file] of hosts.files.entries()) {
      write(file.path, file.body)
      await takeTurns(index)
    }
    write(STUB_LIST, hosts.stubs.join(`\n`))
  })
  return { published: publishedFiles(publicDir) }
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
}
