import fs from "fs"
import path from "path"
import { redirectFamilies } from "../../../redirects"
import { normalizeRedirectPath } from "../../../redirects/pipeline"
import { isFilePath } from "../../../src/lib/paths"
import { PUBLIC_DIR } from "./site"

/** The variants of issue 5, item 4, for one old address. */
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
    { name: `with hash`, address: `${fromPath}#list-tickets`, search: ``, hash: `#list-tickets` },
    { name: `with query and hash`, address: `${upper}?x=1#y`, search: `?x=1`, hash: `#y` },
  ]
  if (!isFilePath(fromPath) && bare !== `/`)
    variants.push({ name: `with trailing slash`, address: `${bare}/`, search: ``, hash: `` })
  return variants
}

/** A deterministic sample: the first and the middle rule of every family. */
export function sampledRules(perFamily = 2): Array<{ family: string; fromPath: string; toPath: string }> {
  return redirectFamilies.flatMap(family => {
    const picks = perFamily === 1 ? [0] : [0, Math.floor(family.rules.length / 2)]
    return [...new Set(picks)]
      .map(index => family.rules[index])
      .filter(Boolean)
      .map(rule => ({
        family: family.name,
        fromPath: normalizeRedirectPath(rule.fromPath),
        toPath: normalizeRedirectPath(rule.toPath),
      }))
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
