import fs from "fs"
import path from "path"
import type { Browser } from "playwright-core"
import { startStaticServer, type StaticServer } from "../../scripts/static-server"
import type { LimitedRun } from "../../scripts/time-limits/limited-run"
import { buildReport, buildScratch, scratchCopy } from "../support/scratch-project"
import { pagesOf, searchFor } from "./support/search"
import { hydrated, launchBrowser } from "./support/site"

// No stale build after a failed one, on a scratch copy of the project (built once, then edited as a
// writer would): edit pages, let the build fail on mistakes elsewhere, fix them, build again.
// The edit must be in the page's HTML, its page data and the search index, for a mistake in the
// redirect table, a mistake in another page and an OpenAPI edit with a mistake in another document.

interface Case {
  name: string
  /** The edit that must ship: a file, its change, the page showing it and a word found only there. */
  edit: { file: string; change: (text: string) => string; page: string; word: string }
  /** Another file's mistake, which stops the build, and what the build says about it. */
  mistake: { file: string; change: (text: string) => string; message: RegExp }
}

const CASES: Array<Case> = [
  {
    name: `a mistake in the redirect table`,
    edit: {
      file: `content/documentation/webhooks/creating-and-monitoring-webhooks/index.md`,
      change: text => `${text}\nWombatfern receivers are tested the same way.\n`,
      page: `/documentation/webhooks/creating-and-monitoring-webhooks/`,
      word: `wombatfern`,
    },
    mistake: {
      file: `redirects/families/site-root.ts`,
      change: text => text.replace(`rules: [`, `rules: [["/loop-a", "/loop-b/"], ["/loop-b", "/loop-a/"], `),
      message: /the rules form a loop/,
    },
  },
  {
    name: `a broken link in another page`,
    edit: {
      file: `content/documentation/webhooks/verifying/index.md`,
      change: text => `${text}\nQuillbrook signatures are verified the same way.\n`,
      page: `/documentation/webhooks/verifying/`,
      word: `quillbrook`,
    },
    mistake: {
      file: `content/documentation/webhooks/anatomy-of-a-webhook-request/index.md`,
      change: text => `${text}\nSee [a page that does not exist](/documentation/webhooks/no-such-page/).\n`,
      message: /\/documentation\/webhooks\/no-such-page\//,
    },
  },
  {
    name: `an OpenAPI edit, with a mistake in another OpenAPI document`,
    edit: {
      file: `content/api-reference/ticketing/openapi.yaml`,
      change: text =>
        text.replace(`Tickets are the heart of {Product}`, `Marlowspire tickets are the heart of {Product}`),
      page: `/api-reference/ticketing/tickets/tickets/`,
      word: `marlowspire`,
    },
    mistake: {
      file: `content/api-reference/help_center/openapi.yaml`,
      change: text => `${text}\n  : not: [valid yaml\n`,
      message: /content\/api-reference\/help_center\/openapi\.yaml:\d+: not valid YAML/,
    },
  },
]

const BUILD_MS = 300000
let dir: string
let browser: Browser
let server: StaticServer | undefined

function edit(relative: string, change: (text: string) => string): string {
  const file = path.join(dir, relative)
  const before = fs.readFileSync(file, `utf8`)
  const after = change(before)
  if (after === before) throw new Error(`${relative}: the edit changed nothing; the test needs updating`)
  fs.writeFileSync(file, after)
  return before
}

function expectBuilt(run: LimitedRun): void {
  if (!run.ok) throw new Error(buildReport(run))
}

/** Search on the last build, served once (after every build) like a plain bucket. */
async function searchFinds(word: string): Promise<Array<string>> {
  if (!server) throw new Error(`the last build is not served: it failed (see the suite's first error)`)
  const context = await browser.newContext({ serviceWorkers: `block` })
  try {
    const page = await context.newPage()
    await page.goto(`${server.url}/documentation/`)
    await hydrated(page)
    return pagesOf(await searchFor(page, word))
  } finally {
    await context.close()
  }
}

beforeAll(async () => {
  dir = scratchCopy(`docs-stale-build-`)
  browser = await launchBrowser()
  expectBuilt(await buildScratch(dir))
}, BUILD_MS)

afterAll(async () => {
  await server?.close()
  await browser?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/**
 * One sequence for the three cases: every edit, then a build that fails on the mistakes found together
 * (the table's and the link's: a source that cannot be read hides both, so the YAML mistake fails a
 * build of its own after them), then every mistake fixed and one build that must ship every edit. Four
 * builds instead of seven; every mistake still fails a build between the edits and the build shipping them.
 */
const FAILED_BUILDS = [
  CASES.filter(({ mistake }) => !mistake.file.endsWith(`.yaml`)),
  CASES.filter(({ mistake }) => mistake.file.endsWith(`.yaml`)),
]

describe(`edits, then failed builds (${CASES.map(({ name }) => name).join(`; `)}), fix, build`, () => {
  const failed: Array<{ cases: Array<Case>; run: LimitedRun }> = []

  beforeAll(async () => {
    for (const { edit: change } of CASES) edit(change.file, change.change)
    for (const cases of FAILED_BUILDS) {
      const originals = cases.map(({ mistake }) => [mistake.file, edit(mistake.file, mistake.change)])
      failed.push({ cases, run: await buildScratch(dir) })
      for (const [file, original] of originals) fs.writeFileSync(path.join(dir, file), original)
    }
    expectBuilt(await buildScratch(dir))
    server = await startStaticServer({ root: path.join(dir, `public`), mode: `bucket` })
  }, 3 * BUILD_MS)

  it(`each failed build stops, naming its mistakes`, () => {
    expect(failed.map(({ cases }) => cases.length)).toEqual([2, 1])
    for (const { cases, run } of failed) {
      expect(run.code).not.toBe(0)
      for (const { mistake } of cases) expect(run.output).toMatch(mistake.message)
    }
  })

  it.each(CASES)(
    `ships the edit of "$name": in the page, its page data and the search index`,
    async ({ edit: change }) => {
      const html = fs.readFileSync(path.join(dir, `public`, change.page, `index.html`), `utf8`)
      const pageData = fs.readFileSync(
        path.join(dir, `public`, `page-data`, change.page, `page-data.json`),
        `utf8`,
      )
      expect(html.toLowerCase()).toContain(change.word)
      expect(pageData.toLowerCase()).toContain(change.word)
      expect(await searchFinds(change.word)).toContain(change.page)
    },
  )
})
