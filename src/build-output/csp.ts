/*
 * Each HTML file's own Content-Security-Policy: the hashes of exactly its inline scripts, in a meta
 * element first in its head (a meta policy governs only what comes after it). Every built page is read,
 * so they are found with htmlparser2's streaming tokenizer, six times faster than building parse5's
 * tree; script text is raw text to both, so the hashes are the same. A script it missed would be
 * blocked by the policy, never allowed.
 */
import { Parser } from "htmlparser2"
import { scriptHash } from "../config/content-security-policy"

const EXECUTABLE_TYPES = new Set([``, `text/javascript`, `application/javascript`, `module`])

/** `'sha256-…'` of each inline script a browser would run (not JSON, not Partytown's `text/partytown`). */
export function inlineScriptHashes(html: string): Array<string> {
  const hashes = new Set<string>()
  let script: string | undefined
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const type = (attributes.type ?? ``).trim().toLowerCase()
        if (name === `script` && !(`src` in attributes) && EXECUTABLE_TYPES.has(type)) script = ``
      },
      ontext(text) {
        if (script !== undefined) script += text
      },
      onclosetag(name) {
        if (name !== `script` || script === undefined) return
        hashes.add(scriptHash(script))
        script = undefined
      },
    },
    { decodeEntities: false },
  )
  parser.end(html)
  return [...hashes]
}

/** The policy as the head's first element, replacing one a previous build put there. */
export function withCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll(`"`, `&quot;`)}">`
  return html
    .replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/g, ``)
    .replace(/<head>/, () => `<head>${meta}`)
}
