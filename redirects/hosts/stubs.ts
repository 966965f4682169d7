import { redirectHitKey } from "../../src/config/redirects"
import { siteUrl } from "../../src/config/site"
import type { RedirectHit } from "../../src/browser/redirects/hits"
import { escapeHtml } from "../../src/lib/html"
import { decodedPath } from "../address"
import type { PlannedRule } from "../pipeline"

// Plain buckets (S3 websites, GitHub Pages) have no rules: a small page at every old address sends the
// browser on. Written as `/old/path/index.html`, never `/old/path.html`, which makes hosts loop
// (https://github.com/facebook/docusaurus/issues/5055); an old address that itself ended in `.html`
// gets its stub at that very file. The folders are named decoded (`old page/`, `café/`), as a bucket
// decodes the request path to find its file (`/old%20page/`, `/caf%C3%A9/menu` in the request line).

export function stubFilePath(fromPath: string): string {
  const relative = decodedPath(fromPath).replace(/^\//, ``)
  if (/\.html?$/i.test(relative)) return relative
  return `${relative}${relative === `` || relative.endsWith(`/`) ? `` : `/`}index.html`
}

/** Marks a file as a redirect stub, so a rebuild may replace or remove it but never a real page. */
export const STUB_MARKER = `<meta name="generator" content="redirect-stub">`

export function isStub(html: string): boolean {
  return html.includes(STUB_MARKER)
}

/**
 * The one script every stub runs (one script, so one hash in the Content-Security-Policy): it reads
 * the target from the canonical link, records the hit for the data layer, and moves on with the
 * reader's query and hash.
 */
const STUB_VIA: RedirectHit[`via`] = `stub`

export const STUB_SCRIPT = [
  `(function(){var l=location,t=new URL(document.querySelector('link[rel=canonical]').href).pathname;`,
  `try{sessionStorage.setItem(${JSON.stringify(redirectHitKey)},`,
  `JSON.stringify({from:l.pathname,to:t,via:${JSON.stringify(STUB_VIA)}}))}catch(e){}`,
  `l.replace(t+l.search+l.hash)})()`,
].join(``)

/** A stub for one target; without JavaScript, the meta refresh and the link do the same. */
export function stubPage(toPath: string): string {
  const href = escapeHtml(toPath)
  return [
    `<!DOCTYPE html>`,
    `<html lang="en"><head><meta charset="utf-8">`,
    STUB_MARKER,
    `<link rel="canonical" href="${escapeHtml(siteUrl + toPath)}">`,
    `<script>${STUB_SCRIPT}</script>`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<meta name="robots" content="noindex">`,
    `<title>This page has moved</title>`,
    `</head><body><p>This page has moved to <a href="${href}">${href}</a>.</p></body></html>`,
    ``,
  ].join(`\n`)
}

export interface StubPlan {
  files: Array<{ file: string; toPath: string }>
  problems: Array<string>
}

/**
 * Which stub files to write: one per old address. A stub never replaces a page the build made
 * (`existing` holds the relative paths of files that are not stubs), nor another rule's stub.
 */
export function planStubFiles(rules: ReadonlyArray<PlannedRule>, existing: ReadonlySet<string>): StubPlan {
  const byFile = new Map<string, PlannedRule>()
  const problems: Array<string> = []
  for (const rule of rules) {
    const file = stubFilePath(rule.fromPath)
    const earlier = byFile.get(file)
    if (earlier?.toPath === rule.toPath) continue
    if (earlier || existing.has(file)) {
      const owner = earlier
        ? `the stub of rule "${earlier.fromPath}" -> "${earlier.toPath}"`
        : `a page of the build`
      problems.push(
        `${rule.module}: rule "${rule.fromPath}" -> "${rule.toPath}": its stub ${file} would overwrite ${owner}; give both old addresses one target`,
      )
      continue
    }
    byFile.set(file, rule)
  }
  return { files: [...byFile].map(([file, rule]) => ({ file, toPath: rule.toPath })), problems }
}
