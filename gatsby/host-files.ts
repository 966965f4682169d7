import fs from "fs"
import path from "path"
import type { HostPlan } from "../redirects/hosts/plan"
import { isStub } from "../redirects/hosts/stubs"
import { pagePolicy } from "../src/config/content-security-policy"
import { isHashedFile } from "../src/config/http-headers"
import { inlineScriptHashes, withCspMeta } from "../src/hosting/csp"
import { withHeadScript } from "../src/hosting/head-script"
import { hashedHeaderPaths, headersFile } from "../src/hosting/headers-file"
import { withScriptsHeld } from "../src/hosting/held-scripts"

/**
 * The one module that writes what hosts read, after the pages exist: every file the host plan holds
 * (redirects/hosts/plan.ts, made before the first page: the browser's table, the stubs, nginx's files,
 * Netlify's and Cloudflare's files and functions), then what only the built pages can give: the lookup
 * in 404.html, each page's Content-Security-Policy, and `_headers` for the hashed files the build named.
 * It decides nothing.
 */
export interface HostFilesInput {
  publicDir: string
  hosts: HostPlan
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

function publishedFiles(publicDir: string): Array<string> {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
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
 * Every HTML file gets its own Content-Security-Policy with the hashes of its inline scripts, after
 * everything else has been written into it. Stubs all run the same script: one hash, computed once.
 */
function addPagePolicies(publicDir: string, htmlFiles: ReadonlyArray<string>): void {
  const policies = new Map<string, string>()
  for (const relative of htmlFiles) {
    const file = path.join(publicDir, relative)
    const html = fs.readFileSync(file, `utf8`)
    const hashes = inlineScriptHashes(html)
    const key = hashes.join(` `)
    if (!policies.has(key)) policies.set(key, pagePolicy(hashes))
    fs.writeFileSync(file, withCspMeta(html, policies.get(key) as string))
  }
}

/** Writes every planned host file, then the files that depend on the built pages. */
export function writeHostFiles({ publicDir, hosts, notFoundScript }: HostFilesInput): void {
  removeStubsOfEarlierBuilds(publicDir)
  for (const removed of hosts.removed) fs.rmSync(removed, { recursive: true, force: true })
  for (const file of hosts.files) write(file.path, file.body)
  write(STUB_LIST, hosts.stubs.join(`\n`))
  for (const page of [`404.html`, path.join(`404`, `index.html`)])
    addNotFoundLookup(path.join(publicDir, page), notFoundScript)
  const files = publishedFiles(publicDir)
  addPagePolicies(
    publicDir,
    files.filter(file => file.endsWith(`.html`)).map(file => file.slice(1)),
  )
  write(path.join(publicDir, `_headers`), headersFile(hashedHeaderPaths(files, isHashedFile)))
}
