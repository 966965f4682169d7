import { scriptHash } from "../config/content-security-policy"
import { elementsIn } from "../lib/html-tree"

/**
 * Each HTML file's own Content-Security-Policy: the hashes of exactly its inline scripts, in a meta
 * element first in its head (a meta policy governs only what comes after it).
 */
const EXECUTABLE_TYPES = new Set([``, `text/javascript`, `application/javascript`, `module`])

/** `'sha256-…'` of each inline script a browser would run (not JSON, not Partytown's `text/partytown`). */
export function inlineScriptHashes(html: string): Array<string> {
  const hashes = elementsIn(html)
    .filter(element => element.tag === `script` && !element.attributes.has(`src`))
    .filter(element => EXECUTABLE_TYPES.has((element.attributes.get(`type`) ?? ``).trim().toLowerCase()))
    .map(element => scriptHash(element.text ?? ``))
  return [...new Set(hashes)]
}

/** The policy as the head's first element, replacing one a previous build put there. */
export function withCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll(`"`, `&quot;`)}">`
  return html
    .replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/g, ``)
    .replace(/<head>/, () => `<head>${meta}`)
}
