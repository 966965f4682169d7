import fs from "fs"
import path from "path"
import { redirectFamilies, withPageRedirects } from "../../../redirects"
import { planRedirects, type PlannedRule } from "../../../redirects/pipeline"
import { readSiteAddresses } from "../../../src/lib/read-content"
import { isFilePath } from "../../../src/lib/file-paths"
import { PUBLIC_DIR } from "./site"

/** The site's pages, read from the same sources the build reads. */
export function sitePages(): Set<string> {
  return readSiteAddresses(path.resolve(__dirname, `../../../content`)).paths
}

/** The table as the build planned it (the same pipeline, on the same sources). */
export function plannedRedirects() {
  const site = readSiteAddresses(path.resolve(__dirname, `../../../content`))
  return planRedirects(withPageRedirects(site.pageRedirects), site.paths)
}

/** Every spelling of one old address a reader may arrive with. */
export function variantsOf(
  fromPath: string,
): Array<{ name: string; address: string; search: string; hash: string }> {
  const bare = fromPath.length > 1 && fromPath.endsWith(`/`) ? fromPath.slice(0, -1) : fromPath
  const upper = bare.replace(/[a-z]/g, (letter, index) => (index % 2 === 0 ? letter.toUpperCase() : letter))
  const variants = [
    { name: `exact`, address: fromPath, search: ``, hash: `` },
    { name: `without trailing slash`, address: bare, search: ``, hash: `` },
    { name: `other letter case`, address: upper, search: ``, hash: `` },
    { name: `with query`, address: `${bare}?utm_source=old&x=1`, search: `?utm_source=old&x=1`, hash: `` },
    { name: `with query and hash`, address: `${upper}?x=1#y`, search: `?x=1`, hash: `#y` },
  ]
  if (!isFilePath(fromPath) && bare !== `/`) {
    variants.push({ name: `with trailing slash`, address: `${bare}/`, search: ``, hash: `` })
    variants.push({ name: `as .html`, address: `${bare}.html`, search: ``, hash: `` })
    variants.push({ name: `as /index.html`, address: `${bare}/index.html?x=2`, search: `?x=2`, hash: `` })
  }
  return variants
}

/** A deterministic sample: the first and the middle rule of every family. */
export function sampledRules(perFamily = 2): Array<PlannedRule> {
  const plan = plannedRedirects()
  return redirectFamilies.flatMap(family => {
    const rules = plan.rules.filter(rule => rule.family === family.name)
    const picks = perFamily === 1 ? [0] : [0, Math.floor(rules.length / 2)]
    return [...new Set(picks)].map(index => rules[index]).filter(Boolean)
  })
}

export type Variant = ReturnType<typeof variantsOf>[number]

/** Every spelling kind `variantsOf` makes (a file's address has fewer). */
export const VARIANT_KINDS = variantsOf(`/a/b/`).map(variant => variant.name)

/**
 * The browser's share of the matrix, stratified: one rule of `families` families spread over the table
 * (all of them by default), each with `spellings` spellings taken in turn from the list, so that together
 * they meet every spelling kind, and each is followed in every mode. Every rule in every spelling is
 * asked over plain HTTP (crawler-view.e2e.ts) and its bucket stub read (redirects.e2e.ts).
 */
export function stratifiedSample(
  options: { families?: number; spellings?: number; pick?: `first` | `middle` } = {},
): Array<{ rule: PlannedRule; variants: Array<Variant> }> {
  const { families = redirectFamilies.length, spellings = 2, pick = `middle` } = options
  const plan = plannedRedirects()
  const step = redirectFamilies.length / Math.min(families, redirectFamilies.length)
  const chosen = Array.from({ length: Math.min(families, redirectFamilies.length) }, (_, index) => {
    return redirectFamilies[Math.floor(index * step)]
  })
  let turn = 0
  return chosen.flatMap(family => {
    const rules = plan.rules.filter(rule => rule.family === family.name)
    const rule = rules[pick === `first` ? 0 : Math.floor(rules.length / 2)]
    if (!rule) return []
    const all = variantsOf(rule.fromPath)
    // The next kinds in turn that this address has (a file's address has no `.html` spelling).
    const variants = Array.from({ length: Math.min(spellings, all.length) }, () => {
      for (;;) {
        const wanted = VARIANT_KINDS[turn++ % VARIANT_KINDS.length]
        const variant = all.find(candidate => candidate.name === wanted)
        if (variant) return variant
      }
    })
    return [{ rule, variants }]
  })
}

/** The h1 the target page renders, read from its built HTML. */
export function expectedH1(toPath: string): string {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, toPath, `index.html`), `utf8`)
  return (/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? ``)
    .replace(/<[^>]+>/g, ``)
    .replaceAll(`&amp;`, `&`)
    .replaceAll(`&#x27;`, `'`)
    .replaceAll(`&quot;`, `"`)
    .trim()
}
