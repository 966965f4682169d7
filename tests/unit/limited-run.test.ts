/** @jest-environment node */
import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { parseProcStat } from "../../scripts/time-limits/process-group"
import { failureReport, lastLines, runLimited } from "../../scripts/time-limits/limited-run"
import { stallWatch } from "../../scripts/time-limits/stall-watch"
import { cpuText, lastStep } from "../../scripts/bench/measured-build"
import { GATSBY_NODE_OPTIONS, gatsbyEnv, PROJECT_ROOT } from "../../scripts/time-limits/gatsby-build"

// The time limits every build runs under: a stalled group (no CPU for a whole window) and one past its
// total time are ended whole, children included, and say so; real processes, short limits.

const logDir = fs.mkdtempSync(path.join(os.tmpdir(), `limited-run-`))
afterAll(() => fs.rmSync(logDir, { recursive: true, force: true }))

/** Whether a process still runs (a zombie waiting to be reaped has ended). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, `utf8`))
  } catch {
    return false
  }
}

/** The processes of `pids` still running once signals have had up to two seconds to land. */
async function survivors(pids: Array<number>): Promise<Array<number>> {
  const deadline = Date.now() + 2000
  while (pids.some(running) && Date.now() < deadline) await new Promise(resolve => setTimeout(resolve, 20))
  return pids.filter(running)
}

describe(`parseProcStat`, () => {
  it(`reads the group, CPU ticks, state and parent after a command name holding spaces and parentheses`, () => {
    const stat = `4242 (node (worker) 1) S 4200 4100 4100 0 -1 4194560 1 0 0 0 120 30 5 7 20 0 11 0 1 1 1`
    expect(parseProcStat(stat)).toEqual({ group: 4100, cpuTicks: 162, state: `S`, parent: 4200 })
  })
  it(`gives up on a line it cannot read`, () => {
    expect(parseProcStat(`garbage`)).toBeUndefined()
  })
})

describe(`stallWatch`, () => {
  it(`says stalled only once a whole window has passed with (almost) no CPU used`, () => {
    const watch = stallWatch(10000)
    expect(watch.observe({ at: 0, cpuSeconds: 5 })).toBe(false)
    expect(watch.observe({ at: 6000, cpuSeconds: 5 })).toBe(false)
    expect(watch.observe({ at: 10000, cpuSeconds: 5.01 })).toBe(true)
  })
  it(`never for a group that keeps getting some CPU, however little`, () => {
    const watch = stallWatch(10000)
    const busy = Array.from({ length: 20 }, (_, index) => ({ at: index * 2000, cpuSeconds: index * 0.2 }))
    expect(busy.map(sample => watch.observe(sample))).not.toContain(true)
  })
})

describe(`lastLines`, () => {
  it(`keeps the end of the output as plain text: no empty lines, no terminal control sequences`, () => {
    expect(lastLines(`a\nb\n\u001b[2K\u001b[1Ac\n\nd\n\n`, 2)).toBe(`c\nd`)
  })
  it(`removes the cursor's hiding and showing and terminal hyperlinks too (kept by the old pattern)`, () => {
    const link = `\u001b]8;;https://gatsby.dev/issue-how-to\u0007https://gatsby.dev/issue-how-to\u001b]8;;\u0007`
    expect(lastLines(`\u001b[?25lbuilding\n\u001b[?25h${link}\n`, 2)).toBe(
      `building\nhttps://gatsby.dev/issue-how-to`,
    )
  })
})

describe(`runLimited`, () => {
  it(`ends a group that waits forever (children too) as a stall, and says so`, async () => {
    const run = await runLimited(`sh`, [`-c`, `sleep 60 & echo $!; sleep 60 & echo $!; wait`], {
      logFile: path.join(logDir, `stall.log`),
      limits: { totalMs: 30000, stallMs: 1000, sampleMs: 200 },
    })
    const children = run.output.trim().split(`\n`).map(Number)
    expect(run).toMatchObject({ ok: false, ended: `stall` })
    expect(run.seconds).toBeLessThan(10)
    expect(children).toHaveLength(2)
    expect(await survivors(children)).toEqual([])
    expect(failureReport(`the sleeper`, run)).toMatch(
      /^the sleeper used no CPU for 1 s \(every process of it was waiting: it hung\), so it was ended with all its processes after [\d.]+ s\. Its output is in .+stall\.log; the last 40 lines:\n\d+\n\d+\nthe processes of the group when the stall ended it:\n/,
    )
    const log = fs.readFileSync(run.logFile, `utf8`)
    expect(log).toMatch(/it hung/)
    // The log says what each process was waiting in when the stall was called.
    expect(log).toMatch(
      /the processes of the group when the stall ended it:\n {2}\d+ \(parent \d+\) S in \S+, [\d.]+ s CPU: sh -c sleep 60/,
    )
    expect(log.match(/ s CPU: sleep 60$/gm)).toHaveLength(2)
  })

  it(`ends a group that keeps working past its total time, and says so`, async () => {
    const run = await runLimited(process.execPath, [`-e`, `for (;;) {}`], {
      logFile: path.join(logDir, `busy.log`),
      limits: { totalMs: 1500, stallMs: 1000, sampleMs: 200 },
    })
    expect(run).toMatchObject({ ok: false, ended: `time limit` })
    expect(failureReport(`the loop`, run, 0)).toMatch(
      /^the loop did not finish within 2 s, so it was ended with all its processes after [\d.]+ s\. Its output is in .+busy\.log\.\nthe processes of the group when the time limit ended it:\n {2}\d+ \(parent \d+\) R in \S+, [\d.]+ s CPU: \S+node -e for \(;;\) \{\}$/,
    )
  })

  // A hung $ref resolver in the build kept a CPU busy and ignored SIGTERM and Ctrl+C.
  const DEAF = `process.on("SIGTERM", () => {}); process.on("SIGINT", () => {}); require("fs").writeSync(1, process.pid + "\\n"); for (;;) {}`

  it(`kills a group that ignores SIGTERM and keeps a CPU busy, once the grace is over`, async () => {
    const run = await runLimited(process.execPath, [`-e`, DEAF], {
      logFile: path.join(logDir, `deaf.log`),
      limits: { totalMs: 1000, stallMs: 60000, sampleMs: 200, graceMs: 1000 },
    })
    expect(run).toMatchObject({ ok: false, ended: `time limit`, signal: `SIGKILL` })
    expect(run.seconds).toBeLessThan(5)
    expect(await survivors([Number(run.output.trim())])).toEqual([])
  })

  it(`ends such a group on Ctrl+C too, and the command that ran it`, async () => {
    const limitedRun = path.join(PROJECT_ROOT, `scripts/time-limits/limited-run`)
    const script = [
      `const { runLimited } = require(${JSON.stringify(limitedRun)})`,
      `const limits = { totalMs: 60000, stallMs: 60000, graceMs: 1000 }`,
      `const logFile = ${JSON.stringify(path.join(logDir, `interrupted.log`))}`,
      `runLimited(process.execPath, ["-e", ${JSON.stringify(DEAF)}], { logFile, limits, echo: true })`,
      `  .then(run => { console.log("ended by " + run.signal); process.exitCode = 130 })`,
    ].join(`\n`)
    const runner = spawn(path.join(PROJECT_ROOT, `node_modules/.bin/tsx`), [`-e`, script])
    let output = ``
    runner.stdout.on(`data`, chunk => (output += chunk))
    while (!/^\d+\n/.test(output)) await new Promise(resolve => setTimeout(resolve, 50))
    const busy = Number(output.trim())
    const interrupted = performance.now()
    runner.kill(`SIGINT`)
    const code = await new Promise(resolve => runner.on(`exit`, resolve))
    expect((performance.now() - interrupted) / 1000).toBeLessThan(5)
    expect(code).toBe(130)
    expect(output).toMatch(/ended by SIGKILL\n$/)
    expect(await survivors([busy])).toEqual([])
  }, 20000)

  it(`lets a command that ends in time end as it does, its output kept`, async () => {
    const run = await runLimited(`sh`, [`-c`, `echo done; exit 3`], {
      logFile: path.join(logDir, `quick.log`),
      limits: { totalMs: 10000, stallMs: 5000 },
    })
    expect(run).toMatchObject({ ok: false, code: 3, ended: undefined, output: `done\n` })
    expect(fs.readFileSync(run.logFile, `utf8`)).toBe(`done\n`)
  })
})

describe(`the step a bench's memory peak came after`, () => {
  it(`is the last step Gatsby's output says has ended, job queues left out`, () => {
    const output = [
      `\u001b[32msuccess\u001b[39m Building static HTML for pages - 12.729s - 4989/4989 391.95/s`,
      `success onPostBuild: 404 page's lookup script - 0.008s`,
      `success Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 20.930s - 1/1 0.05/s`,
      `info Search index: 4885 pages in public/pagefind/`,
    ].join(`\n`)
    expect(lastStep(output)).toBe(`onPostBuild: 404 page's lookup script`)
    expect(lastStep(`info building schema`)).toBeUndefined()
  })
})

describe(`a bench build's CPU time`, () => {
  it(`is said in whole seconds when /proc gave it, and not at all when it did not`, () => {
    expect(cpuText({ cpuSeconds: 123.6 })).toBe(`, 124 s of CPU`)
    expect(cpuText({ cpuSeconds: undefined })).toBe(``)
  })
})

describe(`gatsbyEnv`, () => {
  test(`gives every Gatsby process the project's Node options, after any the caller has`, () => {
    expect(gatsbyEnv({ NODE_OPTIONS: `--trace-warnings` }).NODE_OPTIONS).toBe(
      `--trace-warnings ${GATSBY_NODE_OPTIONS}`,
    )
    expect(gatsbyEnv({ NODE_OPTIONS: `` }).NODE_OPTIONS).toBe(GATSBY_NODE_OPTIONS)
  })

  test(`npm run develop, which starts Gatsby itself, sets the same options`, () => {
    const project = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, `package.json`), `utf8`))
    expect(project.scripts.develop).toContain(`NODE_OPTIONS="$NODE_OPTIONS ${GATSBY_NODE_OPTIONS}"`)
  })
})
