import fs from "fs"
import { addressKey } from "./address"
import type { Resolution } from "./lookup"
import { hintText, movedPageHints, type MovedPageHint } from "./where-it-went"

// The table stays complete over time: `redirects/published-paths.txt` lists every address the site has
// published (its pages and its old addresses). An address, once published, may move but never vanish:
// each one must still be a page, an old address of a rule, or under a family's fallback.
// `npm run redirects -- --publish` adds the addresses of the latest build to the list.

export const PUBLISHED_PATHS_FILE = `redirects/published-paths.txt`

export function readPublishedPaths(file = PUBLISHED_PATHS_FILE): Array<string> {
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, `utf8`)
    .split(`\n`)
    .map(line => line.trim())
    .filter(line => line && !line.startsWith(`#`))
}

/** The list with the new addresses added, sorted, each once; nothing is ever taken out. */
export function publishedPathsText(earlier: ReadonlyArray<string>, current: ReadonlyArray<string>): string {
  const byKey = new Map<string, string>()
  for (const address of [...earlier, ...current])
    if (!byKey.has(addressKey(address))) byKey.set(addressKey(address), address)
  const header = [
    `# Every address this site has published: its pages and its old addresses, one per line.`,
    `# The build stops when one of them is neither a page nor redirected. Refresh after a build with`,
    `# \`npm run redirects -- --publish\`; never delete a line by hand.`,
  ]
  return `${[...header, ...[...byKey.values()].sort()].join(`\n`)}\n`
}

/** The published addresses that are neither a page nor redirected now. */
export function vanishedAddresses(
  published: ReadonlyArray<string>,
  resolve: (key: string) => Resolution | undefined,
): Array<string> {
  return published.filter(address => !resolve(addressKey(address)))
}

export type HintsFor = (
  vanished: ReadonlyArray<string>,
  published: ReadonlyArray<string>,
) => Array<MovedPageHint>

/** A hint is a help: when it cannot be worked out (content unreadable), the message goes without it. */
function hintsOrNone(hintsFor: HintsFor, vanished: ReadonlyArray<string>, published: ReadonlyArray<string>) {
  if (vanished.length === 0) return []
  try {
    return hintsFor(vanished, published)
  } catch {
    return []
  }
}

/**
 * `resolve` answers an address key from the site's table (pages, rules) and fallbacks. Each vanished
 * address is named with the page it most likely became and the lines to add (`hintsFor`, which reads
 * content/ and git only when an address has vanished).
 */
export function unpublishedProblems(
  published: ReadonlyArray<string>,
  resolve: (key: string) => Resolution | undefined,
  hintsFor: HintsFor = movedPageHints,
): Array<string> {
  const vanished = vanishedAddresses(published, resolve)
  const hints = new Map(hintsOrNone(hintsFor, vanished, published).map(hint => [hint.address, hint]))
  return vanished.map(address => {
    const problem =
      `${address} was removed or moved: add a rule to redirects/families/… or \`redirect_from: [${address}]\` ` +
      `to the front matter of the page that replaced it (${PUBLISHED_PATHS_FILE} lists every address the site has published)`
    const hint = hints.get(address)
    return hint ? `${problem}; ${hintText(hint)}` : problem
  })
}
