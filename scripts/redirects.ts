import { redirectFamilies } from "../redirects"
import { buildRedirects, matchKey, normalizeRedirectPath } from "../redirects/pipeline"
import { pagesFromSources } from "./source-pages"

/**
 * The redirect checker (issue 5, item 6).
 *   npm run redirects -- '/rest_api/docs/core/tickets?x=1#y'   final address, and whether it is a page
 *   npm run redirects -- --report                               rules per family, and every problem
 */
const pages = pagesFromSources(`content`)
const { rules, problems } = buildRedirects(redirectFamilies, pages)

function report(): number {
  console.log(`family                         rules`)
  for (const family of redirectFamilies)
    console.log(`${family.name.padEnd(30)} ${String(family.rules.length).padStart(5)}`)
  console.log(`${`total (after merging duplicates)`.padEnd(30)} ${String(rules.length).padStart(5)}`)
  console.log(
    problems.length === 0 ? `problems: none` : `problems (${problems.length}):\n${problems.join(`\n`)}`,
  )
  return problems.length === 0 ? 0 : 1
}

function check(address: string): number {
  const url = new URL(address, `http://site.invalid`)
  const key = matchKey(normalizeRedirectPath(decodeURIComponent(url.pathname)))
  const rule = rules.find(candidate => matchKey(candidate.fromPath) === key)
  const finalPath = rule ? rule.toPath : normalizeRedirectPath(url.pathname)
  const isPage = pages.has(finalPath)
  console.log(
    `${address}\n  -> ${finalPath}${url.search}${url.hash}${rule ? `  (rule of ${rule.module})` : `  (no rule)`}\n  ${isPage ? `is a built page` : `is NOT a built page`}`,
  )
  return isPage ? 0 : 1
}

const argument = process.argv[2]
process.exitCode = !argument || argument === `--report` ? report() : check(argument)
