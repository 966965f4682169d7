/** @jest-environment node */
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { lockRefusal, RUN_LOCK, takeRunLock } from "../../gatsby/run-lock"
import { PROJECT_ROOT } from "../../scripts/time-limits/gatsby-build"

// One Gatsby run per checkout: a second refuses while the first's process lives, and takes over the
// lock of one that is gone. Real processes hold the lock, as two `npm run build` in one checkout would.

let root: string
beforeEach(() => (root = fs.mkdtempSync(path.join(os.tmpdir(), `run-lock-`))))
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const refused = (message: string): never => {
  throw new Error(message)
}

/** A process that takes the lock of `root` as a run would, says so, then waits (or exits at once). */
function holder(exitAtOnce = false): Promise<ChildProcess> {
  const script = [
    `const { takeRunLock } = require(${JSON.stringify(path.join(PROJECT_ROOT, `gatsby/run-lock`))})`,
    `takeRunLock({ panic: message => { console.log(message); process.exit(1) } }, ${JSON.stringify(root)})`,
    `console.log("held " + process.pid)`,
    exitAtOnce ? `` : `setTimeout(() => {}, 60000)`,
  ].join(`\n`)
  const child = spawn(process.execPath, [`--import`, `tsx`, `-e`, script], { cwd: PROJECT_ROOT })
  return new Promise((resolve, reject) => {
    child.stdout.on(`data`, chunk =>
      String(chunk).includes(`held`) ? resolve(child) : reject(new Error(chunk)),
    )
  })
}

const exited = (child: ChildProcess) => new Promise(resolve => child.on(`exit`, resolve))

it(`refuses a second run while the first one's process runs, naming it and the fix`, async () => {
  const first = await holder()
  try {
    expect(() => takeRunLock({ panic: refused }, root)).toThrow(
      `${RUN_LOCK}: gatsby build is already running in this checkout (process ${first.pid}, started `,
    )
    expect(() => takeRunLock({ panic: refused }, root)).toThrow(
      /and two runs would overwrite each other's \.cache\/ and public\/; wait for it to finish, or end it \(kill \d+\), then run this again$/,
    )
  } finally {
    first.kill(`SIGKILL`)
    await exited(first)
  }
})

it(`takes over the lock of a run whose process is gone (killed, say)`, async () => {
  const first = await holder()
  first.kill(`SIGKILL`)
  await exited(first)
  expect(fs.existsSync(path.join(root, RUN_LOCK))).toBe(true)
  takeRunLock({ panic: refused }, root)
  expect(JSON.parse(fs.readFileSync(path.join(root, RUN_LOCK), `utf8`))).toMatchObject({ pid: process.pid })
})

it(`is released when its run exits`, async () => {
  await exited(await holder(true))
  expect(fs.existsSync(path.join(root, RUN_LOCK))).toBe(false)
})

it(`lets a run start when there is no lock, or one this process holds`, () => {
  expect(lockRefusal(undefined, () => true)).toBeUndefined()
  expect(
    lockRefusal({ pid: process.pid, command: `gatsby build`, startedAt: `now` }, () => true),
  ).toBeUndefined()
  expect(lockRefusal({ pid: 4242, command: `gatsby build`, startedAt: `now` }, () => false)).toBeUndefined()
})
