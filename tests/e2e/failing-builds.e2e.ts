import fs from "fs"
import path from "path"
import { buildScratch, scratchCopy } from "../support/scratch-project"

// A build with a problem stops, says what to fix, and exits non-zero within seconds: every problem is
// found before the first page is created. Each case builds a scratch copy of the project with one
// mistake in it; the project itself is never touched. A build that does not stop is the failure this
// suite exists for: the scratch build's own time limits end it.

const LIMIT_MS = 60000

const cases: Array<[string, (dir: string) => void, RegExp]> = [
  [
    `a redirect loop`,
    dir =>
      fs.writeFileSync(
        path.join(dir, `redirects/families/site-root.ts`),
        `import { defineFamily } from "../types"\nexport default defineFamily({ name: "site-root", module: "redirects/families/site-root.ts", rules: [["/", "/documentation/"], ["/loop-a", "/loop-b/"], ["/loop-b", "/loop-a/"]] })\n`,
      ),
    /redirects\/families\/site-root.ts: rule "\/loop-a" -> "\/loop-b\/": the rules form a loop/,
  ],
  [
    `a published page removed without a rule`,
    dir =>
      fs.appendFileSync(
        path.join(dir, `redirects/published-paths.txt`),
        `/documentation/webhooks/a-page-that-was-removed/\n`,
      ),
    /\/documentation\/webhooks\/a-page-that-was-removed\/ was removed or moved: add a rule to redirects\/families\/… or `redirect_from/,
  ],
  [
    `a page moved by hand, links fixed, but without redirect_from`,
    dir => {
      const part = `documentation/ticketing/managing-tickets/adding-voice-comments-to-tickets`
      const moved = part.replace(`adding-voice-comments-to-tickets`, `adding-voice-comments-to-a-ticket`)
      fs.renameSync(path.join(dir, `content`, part), path.join(dir, `content`, moved))
      for (const file of fs.readdirSync(path.join(dir, `content`), { recursive: true, encoding: `utf8` }))
        if (/\.(md|yaml)$/.test(file)) {
          const text = fs.readFileSync(path.join(dir, `content`, file), `utf8`)
          fs.writeFileSync(path.join(dir, `content`, file), text.replaceAll(`/${part}/`, `/${moved}/`))
        }
    },
    /\/documentation\/ticketing\/managing-tickets\/adding-voice-comments-to-tickets\/ was removed or moved: .*most likely it became \/documentation\/ticketing\/managing-tickets\/adding-voice-comments-to-a-ticket\/ \("Adding voice comments to tickets".*add to the front matter of content\/documentation\/ticketing\/managing-tickets\/adding-voice-comments-to-a-ticket\/index.md:\n {4}redirect_from:\n {6}- \/documentation\/ticketing\/managing-tickets\/adding-voice-comments-to-tickets\//,
  ],
]

describe.each(cases)(`a build with %s`, (_name, breakIt, message) => {
  it(
    `stops within ${LIMIT_MS / 1000} s, non-zero, naming the problem`,
    async () => {
      const dir = scratchCopy(`docs-failing-build-`)
      try {
        breakIt(dir)
        const run = await buildScratch(dir, { totalMs: LIMIT_MS + 5000, stallMs: LIMIT_MS })
        expect(run.output).toMatch(message)
        expect(run.code).not.toBe(0)
        expect(run.seconds * 1000).toBeLessThan(LIMIT_MS)
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
    LIMIT_MS + 15000,
  )
})
