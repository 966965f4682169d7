import { siteUrl } from "../src/config/site"
import { FILE_EXTENSION_GROUP, isFilePath } from "../src/lib/file-paths"
import { proxyRewriteLine, type GatsbyRedirect } from "./proxy-rewrites"
import type { RedirectRule } from "./types"

/**
 * Host-level outputs of the table (issue 5, item 5), as pure functions of the rules:
 * a `_redirects` file for hosts with rules, a stub page per old address for plain buckets,
 * and the lookup that 404.html runs for addresses no stub matches (other letter case).
 */

/**
 * Netlify / Cloudflare Pages `_redirects`: both slash forms of every rule, 301; query strings are kept
 * by the host. First, the 200 proxy rewrites Gatsby creates for Partytown (only hosts that proxy,
 * such as Netlify, honour them; see redirects/proxy-rewrites.ts).
 */
export function redirectsFile(rules: Array<RedirectRule>, proxyRewrites: Array<GatsbyRedirect> = []): string {
  const lines = rules.flatMap(rule => {
    const bare = rule.fromPath.length > 1 && rule.fromPath.endsWith(`/`) ? rule.fromPath.slice(0, -1) : null
    return [bare, rule.fromPath]
      .filter((from): from is string => Boolean(from))
      .map(from => `${from} ${rule.toPath} 301`)
  })
  return `# Generated from redirects/ at build time. Do not edit.\n${[...proxyRewrites.map(proxyRewriteLine), ...lines].join(`\n`)}\n`
}

/** Where a stub is written: `/old/path/` -> `old/path/index.html`, never `old/path.html` (hosts loop on that). */
export function stubFilePath(fromPath: string): string {
  const relative = fromPath.replace(/^\//, ``)
  return isFilePath(fromPath) ? relative : `${relative}index.html`
}

function escapeHtml(text: string): string {
  return text
    .replaceAll(`&`, `&amp;`)
    .replaceAll(`"`, `&quot;`)
    .replaceAll(`<`, `&lt;`)
    .replaceAll(`>`, `&gt;`)
}

/** Marks a file as a redirect stub, so a rebuild may replace or remove it but never a real page. */
export const STUB_MARKER = `<meta name="generator" content="redirect-stub">`

export function isStub(html: string): boolean {
  return html.includes(STUB_MARKER)
}

/** A stub that sends the browser on at once, keeping query and hash; meta refresh without JavaScript. */
export function stubPage(toPath: string): string {
  const href = escapeHtml(toPath)
  return [
    `<!DOCTYPE html>`,
    `<html lang="en"><head><meta charset="utf-8">`,
    STUB_MARKER,
    `<script>location.replace(${JSON.stringify(toPath)}+location.search+location.hash)</script>`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<link rel="canonical" href="${escapeHtml(siteUrl + toPath)}">`,
    `<meta name="robots" content="noindex">`,
    `<title>This page has moved</title>`,
    `</head><body><p>This page has moved to <a href="${href}">${href}</a>.</p></body></html>`,
    ``,
  ].join(`\n`)
}

/**
 * The script 404.html runs before anything paints: an address that matches a rule in another
 * letter case (no stub file matches it on a case-sensitive host) is sent on, keeping query and hash.
 */
export function notFoundLookupScript(rules: Array<RedirectRule>): string {
  const table = Object.fromEntries(rules.map(rule => [rule.fromPath.toLowerCase(), rule.toPath]))
  return [
    `(function(){var t=${JSON.stringify(table)},l=window.location,p;`,
    `try{p=decodeURIComponent(l.pathname).toLowerCase()}catch(e){p=l.pathname.toLowerCase()}`,
    `p=p.replace(/${FILE_EXTENSION_GROUP}\\/$/,"$1");`,
    `if(!/${FILE_EXTENSION_GROUP}$/.test(p)&&p.slice(-1)!=="/")p+="/";`,
    `var to=t[p];if(to){document.documentElement.style.display="none";l.replace(to+l.search+l.hash)}})();`,
  ].join(``)
}
