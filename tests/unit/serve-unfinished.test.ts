/** @jest-environment node */
import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { PROJECT_ROOT } from "../../scripts/time-limits/gatsby-build"

// `npm run serve` (and so `npm start`'s second half) serves only a public/ a build finished: one that a
// build left half-written, its in-progress marker still there, is refused with what to run.

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), `serve-unfinished-`))
  fs.mkdirSync(path.join(root, `public`))
  fs.writeFileSync(path.join(root, `public/404.html`), `<p>Not found</p>`)
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

/** `npm run serve` in `root` on a free port: its output once it exits, or once it says it serves. */
function serve(): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    path.join(PROJECT_ROOT, `node_modules/.bin/tsx`),
    [path.join(PROJECT_ROOT, `scripts/serve.ts`)],
    {
      cwd: root,
      env: { ...process.env, PORT: `0` },
    },
  )
  let output = ``
  return new Promise(resolve => {
    const take = (chunk: Buffer) => {
      output += chunk
      if (output.includes(`Serving`)) child.kill()
    }
    child.stdout.on(`data`, take)
    child.stderr.on(`data`, take)
    child.on(`exit`, code => resolve({ code, output }))
  })
}

it(`refuses a public/ whose build did not finish, and says what to run`, async () => {
  fs.mkdirSync(path.join(root, `.cache`))
  fs.writeFileSync(
    path.join(root, `.cache/build-in-progress.json`),
    JSON.stringify({ command: `gatsby build`, startedAt: `2026-11-28T14:00:00.000Z` }),
  )
  expect(await serve()).toEqual({
    code: 1,
    output: `public/ is from a gatsby build that did not finish (started 2026-11-28T14:00:00.000Z; .cache/build-in-progress.json is still there), so some of its pages may be missing or old: run \`npm run build\`, then \`npm run serve\` (\`npm start\` does both)\n`,
  })
})

it(`refuses an empty public/`, async () => {
  fs.rmSync(path.join(root, `public/404.html`))
  expect(await serve()).toMatchObject({
    code: 1,
    output: `public/ holds no build: run \`npm start\` (it builds the site, then serves it)\n`,
  })
})

it(`serves a public/ a build finished`, async () => {
  expect((await serve()).output).toMatch(
    /^Serving the production build at http:\/\/localhost:\d+\/documentation\//,
  )
})
