// Synthetic documentation for bench:scale, in the site's own formats: sections of guides with front
// matter and groups, headings, prose, code in two languages (tabs) and links between pages; and a family
// of old addresses pointing at them. Deterministic: the same counts give the same files.

const PAGES_PER_SECTION = 100
const GROUPS = [`Getting started`, `Guides`, `Reference`]
const WORDS =
  `ticket webhook request response token pagination cursor field audit trigger macro view user organization brand locale schedule`.split(
    ` `,
  )

export interface SyntheticFile {
  path: string
  body: string
}

function words(seed: number, count: number): string {
  return Array.from({ length: count }, (_, index) => WORDS[(seed * 7 + index * 3) % WORDS.length]).join(` `)
}

function guide(section: string, index: number, count: number): string {
  const next = `/documentation/${section}/page-${(index + 1) % count}/`
  return [
    `---`,
    `title: Synthetic ${section} page ${index}`,
    `description: About ${words(index, 6)}.`,
    `group: ${GROUPS[index % GROUPS.length]}`,
    `order: ${index}`,
    `---`,
    ``,
    `This page is about ${words(index, 40)}. See [the next page](${next}) and [its details](${next}#details).`,
    ``,
    `## Details`,
    ``,
    `${words(index + 1, 60)}.`,
    ``,
    `\`\`\`javascript`,
    `client.tickets.list({ page: ${index} })`,
    `\`\`\``,
    `\`\`\`python`,
    `client.tickets.list(page=${index})`,
    `\`\`\``,
    ``,
    `## Limits`,
    ``,
    `${words(index + 2, 50)}.`,
    ``,
  ].join(`\n`)
}

/** Declares only the groups its pages use: a declared group without pages stops the build. */
function sectionIndex(section: string, count: number): string {
  const groups = GROUPS.slice(0, Math.min(GROUPS.length, count)).map(group => `  - ${group}`)
  return [
    `---`,
    `title: Synthetic ${section}`,
    `description: Synthetic section ${section}.`,
    `groups:`,
    ...groups,
    `---`,
    ``,
    `Synthetic pages for the scale bench.`,
    ``,
  ].join(`\n`)
}

/** `pages` synthetic pages (section indexes included), in sections of a hundred. */
export function syntheticSections(pages: number): { files: Array<SyntheticFile>; pagePaths: Array<string> } {
  const files: Array<SyntheticFile> = []
  const pagePaths: Array<string> = []
  let left = pages
  for (let sectionNumber = 0; left > 0; sectionNumber++) {
    const section = `synthetic-${sectionNumber}`
    const count = Math.max(1, Math.min(PAGES_PER_SECTION, left - 1))
    files.push({ path: `content/documentation/${section}/index.md`, body: sectionIndex(section, count) })
    pagePaths.push(`/documentation/${section}/`)
    for (let index = 0; index < count; index++) {
      files.push({
        path: `content/documentation/${section}/page-${index}/index.md`,
        body: guide(section, index, count),
      })
      pagePaths.push(`/documentation/${section}/page-${index}/`)
    }
    left -= count + 1
  }
  return { files, pagePaths }
}

/** A family of `rules` old addresses, in areas of a thousand, each with a fallback, pointing at `targets`. */
export function syntheticFamily(rules: number, targets: ReadonlyArray<string>): { module: string } {
  const pairs = Array.from({ length: rules }, (_, index) => {
    const area = `area-${Math.floor(index / 1000)}`
    return `    ["/old-synthetic/${area}/${words(index, 2).replace(` `, `_`)}-${index}", "${targets[index % targets.length]}"],`
  })
  const areas = Math.ceil(rules / 1000)
  const fallbacks = Array.from(
    { length: areas },
    (_, area) => `    ["/old-synthetic/area-${area}", "${targets[area % targets.length]}"],`,
  )
  const module = [
    `import { defineFamily } from "../types"`,
    ``,
    `export default defineFamily({`,
    `  name: "synthetic",`,
    `  module: "redirects/families/synthetic.ts",`,
    `  rules: [`,
    ...pairs,
    `  ],`,
    `  fallbacks: [`,
    ...fallbacks,
    `  ],`,
    `})`,
    ``,
  ]
  return { module: module.join(`\n`) }
}
