/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { withPageRedirects } from "../../redirects"
import { planRedirects } from "../../redirects/pipeline"
import { defineFamily } from "../../redirects/types"
import { planMove, type MovePlan, type MoveRequest } from "../../scripts/move/plan"
import { readMoveSources } from "../../scripts/move/sources"
import { applyMove, verifyMove } from "../../scripts/move/verify"

// The move planner on a small site written to a temporary folder: which files change and how, what is
// refused and why, and the plan checked by the real redirect pipeline before anything is written.

const page = (frontMatter: string, body = ``) => `---\n${frontMatter.trim()}\n---\n\n${body}\n`
const FAMILY = (name: string, rules: string) =>
  `import { defineFamily } from "../types"\n\nconst GUIDES = \`/documentation/webhooks\`\nconst API = \`/api-reference/webhooks/webhooks-api/webhooks/\`\nconst NAMES = [\`anatomy\`, \`verifying\`]\n\nexport default defineFamily({\n  name: \`${name}\`,\n  module: \`redirects/families/${name}.ts\`,\n  rules: [\n${rules}\n  ],\n})\n`

const SITE: Record<string, string> = {
  "content/documentation/index.md": page(`title: Documentation`),
  "content/documentation/webhooks/index.md": page(`title: Webhooks\ngroups:\n  - Basics\n  - Security`),
  "content/documentation/webhooks/anatomy/index.md": page(
    `title: Anatomy\ngroup: Basics\nredirect_from: [/documentation/webhooks/anatomy-old/]`,
    `See [verifying](/documentation/webhooks/verifying/#the-signature), [part 1](/documentation/webhooks/verifying/part-1/) and https://example.com/documentation/webhooks/verifying/.`,
  ),
  "content/documentation/webhooks/verifying/index.md": page(
    `title: Verifying webhook requests\ngroup: Security\nredirect_from:\n  - /documentation/webhooks/signatures/`,
    `## The signature\n\nIts own link: [here](/documentation/webhooks/verifying/).`,
  ),
  "content/documentation/webhooks/verifying/part-1/index.md": page(
    `title: Part 1`,
    `Back to [the guide](/documentation/webhooks/verifying/).`,
  ),
  "content/documentation/api-basics/index.md": page(
    `title: API basics\ngroups:\n  - Security\n  - Getting started`,
  ),
  "content/documentation/api-basics/start/index.md": page(
    `title: Getting started\ngroup: Getting started\nredirect_from: [/documentation/webhooks/verifying/old-part/]`,
  ),
  "content/api-reference/index.md": page(`title: API reference`),
  "content/api-reference/webhooks/openapi.yaml": `openapi: 3.0.3\ninfo:\n  title: Webhooks API\n  version: '2'\ntags:\n- name: Webhooks\n  description: {Product} signs each request, see [verifying](/documentation/webhooks/verifying/).\n  x-page-path: /api-reference/webhooks/webhooks-api/webhooks/\n  x-group: Webhooks API\npaths: {}\n`,
  "content/api-reference/changelog/changelog.yaml": `- date: 2026-01-01\n  api: Webhooks API\n  kind: added\n  summary: Signed requests.\n  links: [/documentation/webhooks/verifying/, /api-reference/webhooks/webhooks-api/webhooks/]\n`,
  "redirects/families/renamed-in-place.ts": FAMILY(`renamed-in-place`, `    [\`/webhooks/list\`, API],`),
  "redirects/families/old-guides.ts": FAMILY(
    `old-guides`,
    [
      `    [\`/guides/verify\`, \`/documentation/webhooks/verifying/\`],`,
      `    [\`/documentation/webhooks/checking\`, \`/documentation/webhooks/anatomy/\`],`,
      `    [\`/guides/verify-part-1\`, \`\${GUIDES}/verifying/part-1/\`],`,
      `    ...NAMES.map(name => [\`/old/webhooks/\${name}\`, \`\${GUIDES}/\${name}/\`] as const),`,
    ].join(`\n`),
  ),
  "redirects/index.ts": `import renamed from "./families/renamed-in-place"\nimport old from "./families/old-guides"\nexport const redirectFamilies = [renamed, old]\n`,
  "redirects/published-paths.txt": `/documentation/webhooks/verifying/\n/documentation/webhooks/verifying/part-1/\n/guides/verify\n`,
  "tests/fixtures/old-urls-seen.tsv": `old_path\tfragments\tnew_path\tseen_at\n/guides/verify\t\t/documentation/webhooks/verifying/\tsomewhere\n`,
}

const families = [
  defineFamily({
    name: `renamed-in-place`,
    module: `redirects/families/renamed-in-place.ts`,
    rules: [[`/webhooks/list`, `/api-reference/webhooks/webhooks-api/webhooks/`]],
  }),
  defineFamily({
    name: `old-guides`,
    module: `redirects/families/old-guides.ts`,
    rules: [
      [`/guides/verify`, `/documentation/webhooks/verifying/`],
      [`/documentation/webhooks/checking`, `/documentation/webhooks/anatomy/`],
      [`/guides/verify-part-1`, `/documentation/webhooks/verifying/part-1/`],
      [`/old/webhooks/anatomy`, `/documentation/webhooks/anatomy/`],
      [`/old/webhooks/verifying`, `/documentation/webhooks/verifying/`],
    ],
    fallbacks: [[`/documentation/event-connectors`, `/documentation/webhooks/`]],
  }),
]

const made: Array<string> = []
afterAll(() => made.forEach(dir => fs.rmSync(dir, { recursive: true, force: true })))

function writeSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `move-page-`))
  made.push(root)
  for (const [file, text] of Object.entries(SITE)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  fs.copyFileSync(path.resolve(__dirname, `../../redirects/types.ts`), path.join(root, `redirects/types.ts`))
  return root
}

function plan(request: MoveRequest, root = writeSite()) {
  const sources = readMoveSources(root)
  const redirects = planRedirects(withPageRedirects(sources.site.pageRedirects, families), sources.site.paths)
  expect(redirects.problems).toEqual([])
  return { root, sources, result: planMove(sources, request, redirects) }
}

describe(`moving a markdown page`, () => {
  const { root, sources, result } = plan({
    from: `/documentation/webhooks/verifying/`,
    to: `/documentation/api-basics/verifying-requests/`,
  })
  const files = result.plan?.files ?? new Map()

  it(`moves its folder, with the pages inside it, each keeping its old address`, () => {
    expect(result.problems).toEqual([])
    expect(result.plan?.moving.folder).toEqual({
      from: `content/documentation/webhooks/verifying`,
      to: `content/documentation/api-basics/verifying-requests`,
    })
    expect(files.get(`content/documentation/api-basics/verifying-requests/index.md`)).toContain(
      `redirect_from:\n  - /documentation/webhooks/signatures/\n  - /documentation/webhooks/verifying/\n---`,
    )
    expect(files.get(`content/documentation/api-basics/verifying-requests/part-1/index.md`)).toContain(
      `redirect_from:\n  - /documentation/webhooks/verifying/part-1/\n---`,
    )
  })

  it(`rewrites every link to it, fragments kept, in markdown, OpenAPI descriptions and the changelog`, () => {
    expect(files.get(`content/documentation/webhooks/anatomy/index.md`)).toContain(
      `[verifying](/documentation/api-basics/verifying-requests/#the-signature), [part 1](/documentation/api-basics/verifying-requests/part-1/) and https://example.com/documentation/webhooks/verifying/.`,
    )
    expect(files.get(`content/documentation/api-basics/verifying-requests/index.md`)).toContain(
      `[here](/documentation/api-basics/verifying-requests/)`,
    )
    expect(files.get(`content/api-reference/webhooks/openapi.yaml`)).toContain(
      `[verifying](/documentation/api-basics/verifying-requests/)`,
    )
    expect(files.get(`content/api-reference/changelog/changelog.yaml`)).toContain(
      `links: [/documentation/api-basics/verifying-requests/, /api-reference/webhooks/webhooks-api/webhooks/]`,
    )
  })

  it(`leaves old addresses alone: another page's redirect_from under the moved folder`, () => {
    expect(files.has(`content/documentation/api-basics/start/index.md`)).toBe(false)
  })

  it(`points the table's rules at the new paths: literals, templates, names mapped to rules`, () => {
    const family = files.get(`redirects/families/old-guides.ts`) as string
    expect(family).toContain(`[\`/guides/verify\`, \`/documentation/api-basics/verifying-requests/\`]`)
    expect(family).toContain(
      `[\`/guides/verify-part-1\`, \`/documentation/api-basics/verifying-requests/part-1/\`]`,
    )
    expect(family).toMatch(/const NAMES = \[`anatomy`,?\]/)
    expect(family).toContain(
      `[\`/old/webhooks/verifying\`, \`/documentation/api-basics/verifying-requests/\`]`,
    )
    expect(files.get(`tests/fixtures/old-urls-seen.tsv`)).toContain(
      `/guides/verify\t\t/documentation/api-basics/verifying-requests/\tsomewhere`,
    )
  })

  it(`keeps the page's group where the new section declares it, and takes an emptied group out of the old index`, () => {
    expect(files.get(`content/documentation/api-basics/verifying-requests/index.md`)).toContain(
      `group: Security`,
    )
    expect(files.get(`content/documentation/webhooks/index.md`)).toContain(`groups:\n  - Basics\n---`)
  })

  it(`passes the redirect pipeline, then writes exactly the plan`, async () => {
    expect(await verifyMove(sources, result.plan as never, root)).toEqual([])
    applyMove(result.plan as never, root)
    expect(fs.existsSync(path.join(root, `content/documentation/webhooks/verifying`))).toBe(false)
    expect(readMoveSources(root).site.paths).toContain(`/documentation/api-basics/verifying-requests/part-1/`)
  })
})

describe(`a move whose written content the build would refuse`, () => {
  it(`fails verification, naming the file and line (not the next build)`, async () => {
    const { root, sources, result } = plan({
      from: `/documentation/webhooks/verifying/`,
      to: `/documentation/api-basics/verifying-requests/`,
    })
    const file = `content/documentation/api-basics/verifying-requests/index.md`
    const files = new Map(result.plan?.files)
    files.set(file, (files.get(file) as string).replace(`group: Security`, `group: [Security`))
    expect(await verifyMove(sources, { ...(result.plan as MovePlan), files }, root)).toEqual([
      expect.stringMatching(
        /^content\/documentation\/api-basics\/verifying-requests\/index\.md:\d+: the front matter is not valid YAML/,
      ),
    ])
  })
})

describe(`moving an API page`, () => {
  const { result } = plan({
    from: `/api-reference/webhooks/webhooks-api/webhooks/`,
    to: `/api-reference/webhooks/webhooks-api/webhook-endpoints/`,
  })
  it(`changes its x-page-path and adds a rule to the family of in-site moves (no front matter to hold it)`, () => {
    expect(result.problems).toEqual([])
    const files = result.plan?.files ?? new Map()
    expect(files.get(`content/api-reference/webhooks/openapi.yaml`)).toContain(
      `x-page-path: /api-reference/webhooks/webhooks-api/webhook-endpoints/`,
    )
    const family = files.get(`redirects/families/renamed-in-place.ts`) as string
    expect(family).toContain(
      `[\`/api-reference/webhooks/webhooks-api/webhooks/\`, \`/api-reference/webhooks/webhooks-api/webhook-endpoints/\`],`,
    )
    // A constant used only as a target follows the page itself.
    expect(family).toContain(`const API = \`/api-reference/webhooks/webhooks-api/webhook-endpoints/\``)
  })
})

describe(`moving a page back to one of its own old addresses`, () => {
  it(`takes that address out of its redirect_from`, () => {
    const { result } = plan({
      from: `/documentation/webhooks/verifying/`,
      to: `/documentation/webhooks/signatures/`,
    })
    expect(result.problems).toEqual([])
    expect(result.plan?.files.get(`content/documentation/webhooks/signatures/index.md`)).toContain(
      `redirect_from:\n  - /documentation/webhooks/verifying/\n---`,
    )
  })
})

describe(`refused moves say why`, () => {
  it.each([
    [`https://example.com/x/`, /cannot be a page of this site/],
    [`/elsewhere/verifying/`, /outside the site's content/],
    [`/documentation/webhooks/anatomy/`, /is an existing page/],
    [
      `/documentation/webhooks/anatomy-old/`,
      /old address that content\/documentation\/webhooks\/anatomy\/index.md redirects/,
    ],
    [`/documentation/webhooks/checking/`, /old address that redirects\/families\/old-guides.ts redirects/],
    [
      `/documentation/event-connectors/verifying/`,
      /under the fallback "\/documentation\/event-connectors\/"/,
    ],
    [
      `/documentation/webhooks/anatomy/verifying/`,
      /inside the folder of the page \/documentation\/webhooks\/anatomy\//,
    ],
    [`/documentation/webhooks/verifying/inner/`, /into its own folder/],
    [`/documentation/verifying/`, /would make the guide page .* a section-index/],
  ])(`to %s`, (to, message) => {
    const { result } = plan({ from: `/documentation/webhooks/verifying/`, to })
    expect(result.plan).toBeUndefined()
    expect(result.problems.join(`\n`)).toMatch(message)
  })

  it(`a page that is not a content page`, () => {
    expect(plan({ from: `/guides/verify/`, to: `/documentation/webhooks/x/` }).result.problems[0]).toMatch(
      /not a content page/,
    )
  })

  it(`a group the new section does not declare, until --group names one`, () => {
    const refused = plan({
      from: `/documentation/webhooks/anatomy/`,
      to: `/documentation/api-basics/anatomy/`,
    })
    expect(refused.result.problems[0]).toMatch(
      /group "Basics", which .* does not declare; add --group with one of: Security, Getting started/,
    )
    const moved = plan({
      from: `/documentation/webhooks/anatomy/`,
      to: `/documentation/api-basics/anatomy/`,
      group: `Getting started`,
    })
    expect(moved.result.plan?.files.get(`content/documentation/api-basics/anatomy/index.md`)).toContain(
      `group: Getting started`,
    )
  })
})
