import fs from "fs"
import path from "path"
import { runLimited } from "../../scripts/time-limits/limited-run"
import { PROJECT_ROOT, scratchCopy } from "../support/scratch-project"

// Every build the project starts runs under time limits (src/config/build-limits.ts): here `npm run
// build`'s own command on a scratch copy whose query workers never answer (their start-up waits
// forever, so the build waits on them at 0 % CPU, as a hung build did). The stall limit, set short,
// ends it with all its processes and says so; the project itself is never touched.

const STALL_SECONDS = 20
const HANGING_WORKERS = `
// Made to hang: every Gatsby worker's start-up waits forever.
export const onPluginInit = () => (process.env.GATSBY_WORKER_ID ? new Promise(() => {}) : undefined)
`

/** Processes working in `dir` (Gatsby and its workers run there), zombies left out. */
function processesIn(dir: string): Array<string> {
  return fs.readdirSync(`/proc`).filter(entry => {
    try {
      return (
        /^\d+$/.test(entry) &&
        fs.readlinkSync(`/proc/${entry}/cwd`) === dir &&
        !/^\d+ \(.*\) Z /.test(fs.readFileSync(`/proc/${entry}/stat`, `utf8`))
      )
    } catch {
      return false
    }
  })
}

async function processesLeftIn(dir: string): Promise<Array<string>> {
  const deadline = Date.now() + 3000
  while (processesIn(dir).length > 0 && Date.now() < deadline)
    await new Promise(resolve => setTimeout(resolve, 50))
  return processesIn(dir)
}

it(`a build whose workers never answer is ended by its stall limit, whole, with a message`, async () => {
  const dir = scratchCopy(`docs-hanging-build-`)
  try {
    fs.appendFileSync(path.join(dir, `gatsby-node.ts`), HANGING_WORKERS)
    // The test's own limit, in case the command under test does not end the build.
    const run = await runLimited(
      path.join(PROJECT_ROOT, `node_modules`, `.bin`, `tsx`),
      [path.join(PROJECT_ROOT, `scripts`, `build.ts`), `--stall-seconds`, String(STALL_SECONDS)],
      { cwd: dir, logFile: path.join(dir, `test.log`), limits: { totalMs: 240000, stallMs: 180000 } },
    )
    expect(run.ended).toBeUndefined()
    expect(run.code).not.toBe(0)
    expect(run.output).toMatch(
      new RegExp(
        `gatsby build used no CPU for ${STALL_SECONDS} s \\(every process of it was waiting: it hung\\), ` +
          `so it was ended with all its processes after [\\d.]+ s\\. Its output is in build/logs/gatsby-build\\.log\\.`,
      ),
    )
    // What each process was waiting in when it was ended: Gatsby's main process and its workers.
    expect(run.output).toMatch(
      /the processes of the group when the stall ended it:\n(?: {2}\d+ \(parent \d+\) [RSDZ] in \S+, [\d.]+ s CPU: .*\n?){2,}/,
    )
    expect(fs.readFileSync(path.join(dir, `build`, `logs`, `gatsby-build.log`), `utf8`)).toMatch(/it hung/)
    expect(await processesLeftIn(dir)).toEqual([])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}, 300000)
