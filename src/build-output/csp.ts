/*
 * Each HTML file's own Content-Security-Policy: the hashes of exactly its inline scripts, in a meta
 * element first in its head (a meta policy governs only what comes after it). Every built page is read,
 * so they are found with htmlparser2's streaming tokenizer, six times faster than building parse5's
 * tree; script text is raw text to both, so the hashes are the same. A script it missed would be
 * blocked by the policy, never allowed. The same pass finds the element Pagefind indexes, so each page is
 * parsed once for both (gatsby/host-files.ts, gatsby/search-index.ts).
 */
import { Parser } from "htmlparser2"
import { scriptHash } from "../config/content-security-policy"

// `text/partytown`: Partytown's snippet runs these in its worker, but when the worker has not started
// within 10,000 ms it falls back to running each one's text as a new inline script on the main thread
// (the snippet's `fallback`), so the same text must be allowed there.
const EXECUTABLE_TYPES = new Set([
  ``,
  `text/javascript`,
  `application/javascript`,
  `module`,
  `text/partytown`,
])

/** The attribute that marks what Pagefind indexes of a page (src/components/DocPage.tsx). */
const SEARCH_BODY = `data-pagefind-body`

export interface BuiltPage {
  /** `'sha256-…'` of each inline script a browser would run, Partytown's fallback included (not JSON). */
  scriptHashes: Array<string>
  /** The first element marked `data-pagefind-body`, as written; undefined when the page has none. */
  searchBody: string | undefined
}

/** Reads a built page in one pass: its inline scripts' hashes and its search body. */
export function readBuiltPage(html: string): BuiltPage {
  const hashes = new Set<string>()
  let script: string | undefined
  // The search body: where it starts, its tag, and how many elements of that tag are open inside it.
  let body: { start: number; tag: string; open: number } | undefined
  let searchBody: string | undefined
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        const type = (attributes.type ?? ``).trim().toLowerCase()
        if (name === `script` && !(`src` in attributes) && EXECUTABLE_TYPES.has(type)) script = ``
        if (searchBody !== undefined) return
        if (body && name === body.tag) body.open += 1
        else if (!body && SEARCH_BODY in attributes) body = { start: parser.startIndex, tag: name, open: 1 }
      },
      ontext(text) {
        if (script !== undefined) script += text
      },
      onclosetag(name) {
        if (body && searchBody === undefined && name === body.tag && --body.open === 0)
          searchBody = html.slice(body.start, parser.endIndex + 1)
        if (name !== `script` || script === undefined) return
        hashes.add(scriptHash(script))
        script = undefined
      },
    },
    { decodeEntities: false },
  )
  parser.end(html)
  return { scriptHashes: [...hashes], searchBody }
}

/** `'sha256-…'` of each inline script a browser would run, Partytown's fallback included (not JSON). */
export function inlineScriptHashes(html: string): Array<string> {
  return readBuiltPage(html).scriptHashes
}

/** The policy as the head's first element, replacing one a previous build put there. */
export function withCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll(`"`, `&quot;`)}">`
  return html
    .replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/g, ``)
    .replace(/<head>/, () => `<head>${meta}`)
}
