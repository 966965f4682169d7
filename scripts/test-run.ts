/*
 * `npm test`, `npm run test:quick` and `npm run bench:tests`: the project's checks as timed steps, stopping
 * at the first failure, then a summary of each step's time and the slowest suites (from jest's --json
 * reports). `npm test` runs the end-to-end suites that need no production build while the build runs
 * (src/config/test-run.ts); the rest after it, in band. `npm run bench:tests -- <suite> …` times only the
 * named end-to-end suites, one jest run each, against the build already in public/. The summary itself
 * is scripts/test-run/summary.ts.
 */
import { spawn } from "child_process"
import fs from "fs"
import path from "path"
import { SLOWEST_SUITES_SHOWN, SUITES_BESIDE_THE_BUILD, TEST_RUN_DIR } from "../src/config/test-run"
import { summary, type JestReport } from "./test-run/summary"

interface Step {
  name: string
  command: string
  args: Array<string>
  /** jest's --json report of this step, for its suites' times. */
  report?: string
  /** Output to this file instead of the terminal (a step run beside another), shown when it ends. */
  log?: string
}

interface Outcome {
  step: Step
  ok: boolean
  seconds: number
}

const ROOT = path.resolve(__dirname, `..`)
const DIR = path.join(ROOT, TEST_RUN_DIR)

const npmRun = (name: string, script: string, ...args: Array<string>): Step => ({
  name,
  command: `npm`,
  args: [`run`, `--silent`, script, ...(args.length > 0 ? [`--`, ...args] : [])],
})

/** A jest run with a --json report; `extra` picks the suites. */
function jestStep(name: string, config: Array<string>, extra: Array<string>, log?: string): Step {
  const report = path.join(DIR, `${name.replace(/[^a-z0-9]+/gi, `-`)}.json`)
  return {
    name,
    command: path.join(ROOT, `node_modules`, `.bin`, `jest`),
    args: [...config, `--json`, `--outputFile=${report}`, ...extra],
    report,
    log,
  }
}

const E2E = [`-c`, `jest.e2e.config.js`, `--runInBand`]

const QUICK: Array<Step> = [
  npmRun(`format`, `format:check`),
  npmRun(`lint`, `lint`),
  npmRun(`types`, `typecheck`),
  npmRun(`redirects --report`, `redirects`, `--report`),
  jestStep(`unit tests`, [], []),
]

function run(step: Step): Promise<Outcome> {
  const started = Date.now()
  return new Promise(resolve => {
    const log = step.log ? fs.openSync(step.log, `w`) : undefined
    const child = spawn(step.command, step.args, {
      cwd: ROOT,
      stdio: log === undefined ? `inherit` : [`ignore`, log, log],
    })
    const end = (ok: boolean) => {
      if (log !== undefined) {
        fs.closeSync(log)
        process.stdout.write(
          `\n── ${step.name} (ran beside the build) ──\n${fs.readFileSync(step.log!, `utf8`)}`,
        )
      }
      resolve({ step, ok, seconds: (Date.now() - started) / 1000 })
    }
    child.on(`error`, () => end(false))
    child.on(`exit`, code => end(code === 0))
  })
}

/** A step's jest report, if jest wrote one (a run that failed to start writes none). */
function readReport(file: string | undefined): JestReport | undefined {
  if (!file || !fs.existsSync(file)) return undefined
  const json = JSON.parse(fs.readFileSync(file, `utf8`)) as Partial<JestReport>
  return Array.isArray(json.testResults) ? (json as JestReport) : undefined
}

/** Runs the steps in order, a group side by side; stops after the first group with a failure. */
async function runAll(groups: Array<Array<Step>>): Promise<Array<Outcome>> {
  const outcomes: Array<Outcome> = []
  for (const group of groups) {
    const results = await Promise.all(group.map(run))
    outcomes.push(...results)
    if (results.some(result => !result.ok)) break
  }
  return outcomes
}

function plan(argv: Array<string>): { groups: Array<Array<Step>>; shown: number } {
  if (argv.includes(`--quick`)) return { groups: QUICK.map(step => [step]), shown: SLOWEST_SUITES_SHOWN }
  const suites = argv.filter(arg => !arg.startsWith(`--`))
  if (suites.length > 0)
    return {
      groups: suites.map(suite => [jestStep(path.basename(suite), E2E, [suite])]),
      shown: suites.length,
    }
  const beside = SUITES_BESIDE_THE_BUILD.map(suite => path.resolve(ROOT, suite))
  const ignored = beside.map(suite => `^${suite.replace(/[.*+?^${}()|[\]\\]/g, `\\$&`)}$`)
  return {
    groups: [
      ...QUICK.map(step => [step]),
      [
        npmRun(`build:test`, `build:test`),
        jestStep(`e2e beside the build`, E2E, beside, path.join(DIR, `e2e-beside-the-build.log`)),
      ],
      [jestStep(`e2e`, E2E, [`--testPathIgnorePatterns`, ...ignored])],
    ],
    shown: SLOWEST_SUITES_SHOWN,
  }
}

async function main(): Promise<void> {
  fs.mkdirSync(DIR, { recursive: true })
  const started = Date.now()
  const { groups, shown } = plan(process.argv.slice(2))
  const outcomes = await runAll(groups)
  const steps = outcomes.map(({ step, ok, seconds }) => ({
    name: step.name,
    ok,
    seconds,
    report: readReport(step.report),
  }))
  console.log(summary(steps, (Date.now() - started) / 1000, ROOT, shown))
  const ran = outcomes.length === groups.flat().length
  process.exitCode = ran && outcomes.every(outcome => outcome.ok) ? 0 : 1
}

void main()
