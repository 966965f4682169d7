import fs from "fs"
import path from "path"
import { chromium, type Page } from "playwright-core"
import { scratchCopy, startDevelop, type DevelopServer } from "../../tests/support/scratch-project"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium"
import { noArguments } from "../cli/arguments"
import { runCommand } from "../cli/command-line"

// `npm run bench:develop`: the writers' loop on a scratch copy of the project (never the project
// itself): `gatsby develop`'s cold start (no .cache) and warm start (the cache of the cold one), then,
// with the page open in Chromium, the time from saving a file to the change showing in that page for a
// markdown edit, an OpenAPI edit, a mistake (a broken link → the problems banner), its fix (the banner
// gone) and a redirect rule (the dev server answering the new 301). Targets: warm start ≤ 15 s, each edit ≤ 3 s.

const PORT = 8135
const WAIT_MS = 60000
const GUIDE_FILE = `content/documentation/webhooks/anatomy-of-a-webhook-request/index.md`
const GUIDE_PATH = `/documentation/webhooks/anatomy-of-a-webhook-request/`
const API_FILE = `content/api-reference/ticketing/openapi.yaml`
const API_PATH = `/api-reference/ticketing/tickets/tickets/`
const FAMILY_FILE = `redirects/families/site-root.ts`

function edit(dir: string, relative: string, change: (text: string) => string): void {
  const file = path.join(dir, relative)
  fs.writeFileSync(file, change(fs.readFileSync(file, `utf8`)))
}

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await action()
  return (performance.now() - started) / 1000
}

async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_MS
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`no change within ${WAIT_MS / 1000} s`)
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}

interface EditStep {
  what: string
  /** Saves the file. */
  save: () => void
  /** Resolves once the change shows. */
  shown: () => Promise<unknown>
}

function editSteps(dir: string, server: DevelopServer, guide: Page, api: Page): Array<EditStep> {
  const banner = guide.getByRole(`alert`, { name: `Problems in the content` })
  const appended = (sentence: string) => () => edit(dir, GUIDE_FILE, text => `${text}\n\n${sentence}\n`)
  return [
    {
      what: `markdown edit → open page updated`,
      save: appended(`A sentence added by the bench.`),
      shown: () => guide.getByText(`A sentence added by the bench.`).waitFor({ timeout: WAIT_MS }),
    },
    {
      what: `markdown edit again → open page updated`,
      save: appended(`Another sentence added by the bench.`),
      shown: () => guide.getByText(`Another sentence added by the bench.`).waitFor({ timeout: WAIT_MS }),
    },
    {
      what: `OpenAPI edit → open page updated`,
      save: () =>
        edit(dir, API_FILE, text =>
          text.replace(/summary: List Tickets$/gm, `summary: List Tickets (bench)`),
        ),
      shown: () => api.getByRole(`heading`, { name: `List Tickets (bench)` }).waitFor({ timeout: WAIT_MS }),
    },
    {
      what: `broken link → problem shown in the browser`,
      save: appended(`See [nowhere](/documentation/nowhere/).`),
      shown: () => banner.waitFor({ timeout: WAIT_MS }),
    },
    {
      what: `fix → problem cleared`,
      save: () => edit(dir, GUIDE_FILE, text => text.replace(`See [nowhere](/documentation/nowhere/).`, ``)),
      shown: () => banner.waitFor({ state: `detached`, timeout: WAIT_MS }),
    },
    {
      what: `redirect rule added → dev server answers its 301`,
      save: () =>
        edit(dir, FAMILY_FILE, text =>
          text.replace(
            /rules: \[/,
            `rules: [\n    [\`/an-old-bench-address\`, \`/documentation/webhooks/\`],`,
          ),
        ),
      shown: () =>
        until(async () => {
          const response = await fetch(`${server.url}/an-old-bench-address`, { redirect: `manual` })
          return response.headers.get(`location`) === `/documentation/webhooks/`
        }),
    },
  ]
}

async function editTimes(dir: string, server: DevelopServer): Promise<Array<[string, number]>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const open = async (pathname: string): Promise<Page> => {
    const page = await browser.newPage()
    await page.goto(`${server.url}${pathname}`)
    await page.locator(`h1`).first().waitFor()
    return page
  }
  const steps = editSteps(dir, server, await open(GUIDE_PATH), await open(API_PATH))
  const times: Array<[string, number]> = []
  for (const step of steps) {
    const seconds = await timed(async () => {
      step.save()
      await step.shown()
    })
    times.push([step.what, seconds])
  }
  await browser.close()
  return times
}

async function main() {
  const dir = scratchCopy(`docs-bench-develop-`)
  let server: DevelopServer | undefined
  try {
    const rows: Array<[string, number]> = []
    rows.push([`cold start (no .cache)`, await timed(async () => (server = await startDevelop(dir, PORT)))])
    await server?.stop()
    rows.push([`warm start`, await timed(async () => (server = await startDevelop(dir, PORT)))])
    rows.push(...(await editTimes(dir, server as DevelopServer)))
    console.log(`| gatsby develop | seconds |`)
    console.log(`| --- | --- |`)
    for (const [what, seconds] of rows) console.log(`| ${what} | ${seconds.toFixed(1)} |`)
  } finally {
    await server?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

runCommand(
  args => {
    noArguments(args, `usage: npm run bench:develop (no arguments)`)
    return main()
  },
  { exitOnError: true },
)
