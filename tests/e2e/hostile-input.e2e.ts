import { spawn } from "child_process"
import fs from "fs"
import os from "os"
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
    `a relative image that leaves the site`,
    dir => {
      const relative = `${WEBHOOKS}/verifying/index.md`
      fs.appendFileSync(path.join(dir, relative), `\n\n![the password file](../../../../etc/passwd)\n`)
      return new RegExp(
        `${relative}:${lineOf(dir, relative, `etc/passwd`)}: an image outside content/ \\(\\.\\./\\.\\./\\.\\./\\.\\./etc/passwd\\); images are files of the site`,
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

// What would leave the content tree, hang a parser or break an address is refused before Gatsby sources
// a single node (gatsby/content-tree.ts), all of it named at once and nothing else said.
const DOCS = `content/documentation`
const aliasBomb = (key: (name: string) => string) =>
  [`a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]`]
    .concat(
      [...`bcdefghi`].map(
        (name, index) => `${name}: &${name} [${Array(9).fill(`*${`abcdefgh`[index]}`).join(`,`)}]`,
      ),
    )
    .map(line => `${key(line[0])}${line.slice(1)}`)
    .join(`\n`)

function page(dir: string, folder: string, title = `Probe`): void {
  fs.mkdirSync(path.join(dir, folder), { recursive: true })
  fs.writeFileSync(path.join(dir, folder, `index.md`), `---\ntitle: ${title}\n---\n\nA probe.\n`)
}

/** Each case breaks the copy and says what the build must print (worked out once every case is in). */
const treeMistakes: Array<[string, (dir: string, outside: string) => string | (() => string)]> = [
  [
    `a link to a folder outside the repository`,
    (dir, outside) => {
      fs.symlinkSync(outside, path.join(dir, DOCS, `linked`))
      return `${DOCS}/linked: a symbolic link (to ${outside}); content is read from real files inside content/ only: replace the link with the files themselves, or remove it`
    },
  ],
  [
    `a link loop`,
    dir => {
      fs.symlinkSync(`loop`, path.join(dir, DOCS, `loop`))
      return `${DOCS}/loop: a symbolic link (to loop);`
    },
  ],
  ...[`probe?q`, `probe#hash`, `probe%41pct`, `probe.`].map((name): [string, (dir: string) => string] => [
    `a folder named ${name}`,
    dir => {
      page(dir, `${DOCS}/${name}`)
      return `"${DOCS}/${name}": the folder name is a page's address, and `
    },
  ]),
  [
    `folders that differ only in letter case`,
    dir => {
      page(dir, `${DOCS}/probe-case`)
      page(dir, `${DOCS}/Probe-Case`)
      return `${DOCS}/Probe-Case and ${DOCS}/probe-case: folders whose names differ only in letter case are one address on hosts that ignore case; rename one of them, or merge them`
    },
  ],
  ...[`/etc/passwd`, `../../../../etc/hostname`, `https://evil.example/schema.yaml`].map(
    (ref, index): [string, (dir: string) => () => string] => [
      `an OpenAPI $ref to ${ref}`,
      dir => {
        const relative = `content/api-reference/webhooks/openapi.yaml`
        const name = `Probe${index}`
        edit(dir, relative, text =>
          text.replace(/^ {2}schemas:$/m, `  schemas:\n    ${name}:\n      $ref: '${ref}'`),
        )
        const why = ref.startsWith(`https:`) ? `is an address on the network` : `points outside content/`
        return () => `${relative}:${lineOf(dir, relative, `$ref: '${ref}'`)}: \`$ref: ${ref}\` ${why}`
      },
    ],
  ),
  [
    `an alias bomb in front matter`,
    dir => {
      const relative = `${WEBHOOKS}/index.md`
      edit(dir, relative, text =>
        text.replace(`title: Webhooks\n`, `title: Webhooks\n${aliasBomb(name => `x${name}`)}\n`),
      )
      return `${relative}:${lineOf(dir, relative, `xb: &b`)}: YAML aliases (*name) that expand to more than 100 copies, which would exhaust memory; write the values out instead`
    },
  ],
  [
    `an alias bomb in an OpenAPI document`,
    dir => {
      const relative = `content/api-reference/voice/openapi.yaml`
      edit(dir, relative, text => `${text}\n${aliasBomb(name => `x-${name}`)}\n`)
      return `${relative}:${lineOf(dir, relative, `x-b: &b`)}: YAML aliases (*name)`
    },
  ],
  [
    `a list 10,000 deep`,
    dir => {
      const relative = `${DOCS}/api-basics/index.md`
      fs.appendFileSync(path.join(dir, relative), `\n\n${`- `.repeat(10000)}deep\n`)
      return `${relative}:${lineOf(dir, relative, `- - - deep`)}: lists or quotes nested more than 100 levels deep; flatten them, or split the page`
    },
  ],
  [
    `a quote 10,000 deep`,
    dir => {
      const relative = `${WEBHOOKS}/verifying/index.md`
      fs.appendFileSync(path.join(dir, relative), `\n\n${`>`.repeat(10000)} deep\n`)
      return `${relative}:${lineOf(dir, relative, `>>> deep`)}: lists or quotes nested more than 100 levels deep`
    },
  ],
]

it(
  `refuses what would leave the content tree, hang a parser or break an address, before any node`,
  async () => {
    const dir = scratchCopy(`docs-hostile-tree-`)
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), `docs-outside-`))
    fs.writeFileSync(path.join(outside, `index.md`), `---\ntitle: Outside the repository\n---\n\nSecret.\n`)
    try {
      const expected = treeMistakes
        .map(([, breakIt]) => breakIt(dir, outside))
        .map(message => (typeof message === `string` ? message : message()))
      const result = await run(dir, gatsbyBin(), [`build`])
      for (const message of expected) expect(result.output).toContain(message)
      expect(result.output).toContain(`The content tree has ${treeMistakes.length} problem(s):\n`)
      // The only message: nothing sourced, nothing else failed.
      expect(result.output).not.toMatch(
        /UNHANDLED|ELOOP|call stack|Invalid string length|source and transform/i,
      )
      expect(result.output.match(/^error /gim) ?? []).toHaveLength(1)
      expect(result.code).not.toBe(0)
      expect(result.elapsed).toBeLessThan(60000)
      expect(fs.existsSync(path.join(dir, `public`, `documentation`, `linked`))).toBe(false)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
      fs.rmSync(outside, { recursive: true, force: true })
    }
  },
  LIMIT_MS + 15000,
)
