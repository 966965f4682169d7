import fs from "fs"
import path from "path"
import { HOST_FILES } from "../../redirects/hosts/plan"
import { gatsbyBuild } from "../../scripts/time-limits/gatsby-build"
import { scratchBuildLimits } from "../../src/config/build-limits"
import { buildReport, PROJECT_ROOT, scratchCopy } from "../support/scratch-project"
import { assertBuilt } from "./support/site"

// Gatsby installs and runs gatsby-adapter-netlify by itself whenever NETLIFY is set (Netlify's own
// builds set it), on top of the host files the build writes. gatsby-config names the adapter instead
// (gatsby/host-adapter.ts): a scratch copy built with NETLIFY=true, in the environment public/ was built
// with, writes the same host files as that build, and no adapter is installed or run.

/** The environment `npm run build:test` builds public/ with: its script's KEY=value words. */
function buildTestEnv(): Record<string, string> {
  const scripts = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, `package.json`), `utf8`)).scripts
  return Object.fromEntries(
    [...String(scripts[`build:test`]).matchAll(/(\w+)=(\S+)/g)].map(m => [m[1], m[2]]),
  )
}

const COMPARED = [...new Set([...Object.values(HOST_FILES).flat(), `public/_headers`])]

/** A host file as written, its content-hashed file names (which follow the build's path) made alike. */
function hostFile(root: string, file: string): string | undefined {
  const full = path.join(root, file)
  return fs.existsSync(full)
    ? fs.readFileSync(full, `utf8`).replace(/-[0-9a-f]{20}\b/g, `-<hash>`)
    : undefined
}

let dir: string

beforeAll(() => {
  assertBuilt()
  dir = scratchCopy(`docs-netlify-adapter-`)
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

it(`a build with NETLIFY=true writes the same host files, and runs no adapter`, async () => {
  const run = await gatsbyBuild({
    dir,
    limits: scratchBuildLimits,
    logFile: path.join(dir, `build`, `logs`, `gatsby-build.log`),
    env: { CI: `1`, ...buildTestEnv(), NETLIFY: `true` },
  })
  expect({ ok: run.ok, report: run.ok ? `` : buildReport(run) }).toEqual({ ok: true, report: `` })
  expect(run.output).toContain(`Using the site's own host files adapter`)
  expect(run.output).not.toMatch(/gatsby-adapter-netlify/)
  expect(fs.existsSync(path.join(dir, `.cache`, `adapters`))).toBe(false)
  expect(fs.existsSync(path.join(dir, `.netlify`))).toBe(false)
  for (const file of COMPARED) {
    expect({ file, text: hostFile(dir, file) }).toEqual({ file, text: hostFile(PROJECT_ROOT, file) })
    expect(hostFile(dir, file)).not.toContain(`gatsby-adapter-netlify`)
  }
}, 900000)
