import { spawn } from "child_process"
import fs from "fs"
import path from "path"
import { gatsbyBin, PROJECT_ROOT, scratchCopy, scratchEnv } from "../support/scratch-project"

// What a writer types can stop the build, never slip through it: each mistake below is reported once,
// naming its file and line (or its rule) and what to do, before any page is created, with no knock-on
// problems, and `npm run redirects -- --report` says the same of the table. Each case builds a
// scratch copy of the project; the project itself is never touched.

const LIMIT_MS = 90000

interface Run {
  code: number | null
  output: string
  elapsed: number
}

function run(dir: string, command: string, args: Array<string>): Promise<Run> {
  return new Promise(resolve => {
    const started = Date.now()
    const child = spawn(command, args, { cwd: dir, env: scratchEnv(), detached: true })
    let output = ``
    child.stdout.on(`data`, chunk => (output += chunk))
    child.stderr.on(`data`, chunk => (output += chunk))
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, `SIGKILL`), LIMIT_MS + 5000)
    child.on(`exit`, code => {
      clearTimeout(timer)
      resolve({ code, output, elapsed: Date.now() - started })
    })
  })
}

function edit(dir: string, relative: string, change: (text: string) => string): void {
  const file = path.join(dir, relative)
  fs.writeFileSync(file, change(fs.readFileSync(file, `utf8`)))
}

/** The line (from 1) of the first line of `file` that contains `needle`. */
function lineOf(dir: string, relative: string, needle: string): number {
  return (
    fs
      .readFileSync(path.join(dir, relative), `utf8`)
      .split(`\n`)
      .findIndex(line => line.includes(needle)) + 1
  )
}

const WEBHOOKS = `content/documentation/webhooks`
const sourceMistakes: Array<[string, (dir: string) => RegExp]> = [
  [
    `order of the wrong type`,
    dir => {
      edit(dir, `${WEBHOOKS}/verifying/index.md`, text => text.replace(`order: 10`, `order: ten`))
      return new RegExp(`${WEBHOOKS}/verifying/index.md:5: \`order\` must be a whole number`)
    },
  ],
  [
    `redirect_from as a string`,
    dir => {
      edit(dir, `${WEBHOOKS}/anatomy-of-a-webhook-request/index.md`, text =>
        text.replace(
          `title: Anatomy of a webhook request\n`,
          `title: Anatomy of a webhook request\nredirect_from: /old/x\n`,
        ),
      )
      return new RegExp(
        `${WEBHOOKS}/anatomy-of-a-webhook-request/index.md:3: \`redirect_from\` must be a list, even of one address: write \`redirect_from: \\[/old/x\\]\``,
      )
    },
  ],
  [
    `front matter that is not YAML`,
    dir => {
      edit(dir, `${WEBHOOKS}/index.md`, text => text.replace(`title: Webhooks`, `title: [Webhooks`))
      return new RegExp(`${WEBHOOKS}/index.md:\\d+: the front matter is not valid YAML: `)
    },
  ],
  [
    `a body that is not text`,
    dir => {
      const file = path.join(dir, `${WEBHOOKS}/creating-and-monitoring-webhooks/index.md`)
      fs.appendFileSync(file, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe]))
      return new RegExp(
        `${WEBHOOKS}/creating-and-monitoring-webhooks/index.md:\\d+: the page body is not text`,
      )
    },
  ],
  [
    `an OpenAPI document that is not YAML`,
    dir => {
      edit(dir, `content/api-reference/webhooks/openapi.yaml`, text =>
        text.replace(/^tags:$/m, `tags:\n - broken: [`),
      )
      return /content\/api-reference\/webhooks\/openapi.yaml:\d+: not valid YAML: /
    },
  ],
  [
    `a meta refresh in an OpenAPI parameter description`,
    dir => {
      const relative = `content/api-reference/voice/openapi.yaml`
      edit(dir, relative, text =>
        text.replace(
          `description: ISO country code`,
          `description: 'ISO country code <meta http-equiv="refresh" content="0;url=https://evil.example/">'`,
        ),
      )
      return new RegExp(`${relative}:${lineOf(dir, relative, `evil.example`)}: a <meta> element; remove it`)
    },
  ],
  [
    `a meta refresh in markdown`,
    dir => {
      const relative = `content/documentation/api-basics/index.md`
      fs.appendFileSync(
        path.join(dir, relative),
        `\n\n<meta http-equiv="refresh" content="3;url=https://evil.example/">\n`,
      )
      return new RegExp(`${relative}:${lineOf(dir, relative, `evil.example`)}: a <meta> element; remove it`)
    },
  ],
  [
    `a second bare address in one sentence, which would show unlinked`,
    dir => {
      const relative = `${WEBHOOKS}/webhook-security-and-authentication/index.md`
      fs.appendFileSync(
        path.join(dir, relative),
        `\n\nSee https://example.com/first and\nhttps://example.com/second-address.\n`,
      )
      return new RegExp(
        `${relative}:${lineOf(dir, relative, `second-address`)}: the address https://example.com/second-address as plain text; write it as <https://example.com/second-address>`,
      )
    },
  ],
  [
    `a javascript: link in the changelog`,
    dir => {
      const relative = `content/api-reference/changelog/changelog.yaml`
      edit(
        dir,
        relative,
        text =>
          `- date: 2026-11-20\n  api: Ticketing API\n  kind: added\n  summary: A hostile entry.\n  links:\n    - "javascript:alert(1)"\n${text}`,
      )
      return new RegExp(`${relative}:6: a javascript: link; link to a page of the site`)
    },
  ],
]

it(
  `names every source mistake once, with its file and line, and nothing else`,
  async () => {
    const dir = scratchCopy(`docs-hostile-sources-`)
    try {
      const expected = sourceMistakes.map(([, breakIt]) => breakIt(dir))
      const result = await run(dir, gatsbyBin(), [`build`])
      for (const message of expected) expect(result.output).toMatch(message)
      expect(result.output).toMatch(new RegExp(`The site has ${sourceMistakes.length} problem\\(s\\)`))
      expect(result.output).not.toMatch(/Could not read the content|links? to .* which is not a page/)
      expect(result.code).not.toBe(0)
      expect(result.elapsed).toBeLessThan(LIMIT_MS)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  },
  LIMIT_MS + 15000,
)

const longAddress = `/${`a`.repeat(40)}/${`b`.repeat(300)}`
const tableMistakes: Array<[string, RegExp]> = [
  [
    `/*`,
    /rule "\/\*" -> "\/documentation\/": contains \*, which Netlify's and Cloudflare's _redirects read as a splat/,
  ],
  [`/:section`, /rule "\/:section" -> "\/documentation\/": has a segment starting with :/],
  [`/sw.js`, /rule "\/sw.js" -> "\/documentation\/": belongs to the service worker/],
  [
    `/page-data/app-data.json`,
    /rule "\/page-data\/app-data.json" -> "\/documentation\/": belongs to Gatsby's page data/,
  ],
  [longAddress, /has a segment of 300 bytes .*file systems take names of at most 255 bytes/],
  [
    `/caf%C3%A9/menu`,
    /rule "\/caf%C3%A9\/menu" -> "\/documentation\/": is percent-encoded; write it decoded, as \/café\/menu/,
  ],
]

it(
  `stops on every rule a host would read as syntax or the framework owns, as --report does`,
  async () => {
    const dir = scratchCopy(`docs-hostile-table-`)
    try {
      const rules = tableMistakes.map(([from]) => `["${from}", "/documentation/"]`).join(`, `)
      fs.writeFileSync(
        path.join(dir, `redirects/families/site-root.ts`),
        `import { defineFamily } from "../types"\nexport default defineFamily({ name: "site-root", module: "redirects/families/site-root.ts", rules: [["/", "/documentation/"], ${rules}] })\n`,
      )
      const report = await run(dir, path.join(PROJECT_ROOT, `node_modules/.bin/tsx`), [
        `scripts/redirects.ts`,
        `--report`,
      ])
      const result = await run(dir, gatsbyBin(), [`build`])
      for (const [, message] of tableMistakes) {
        expect(report.output).toMatch(message)
        expect(result.output).toMatch(message)
      }
      expect(report.code).toBe(1)
      expect(result.code).not.toBe(0)
      expect(result.elapsed).toBeLessThan(LIMIT_MS)
      expect(fs.existsSync(path.join(dir, `public/sw.js/index.html`))).toBe(false)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  },
  2 * LIMIT_MS + 15000,
)
