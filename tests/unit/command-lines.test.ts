/** @jest-environment node */
import {
  buildArguments,
  fromLogBenchArguments,
  moveArguments,
  noArguments,
  pagesArguments,
  redirectsArguments,
  scaleArguments,
  serveArguments,
} from "../../scripts/cli/arguments"
import { UsageError } from "../../scripts/cli/command-line"

// The bad command lines the audit found, and their neighbours: an unknown flag became an address
// (`--chek` reported a landing for `/--chek`), `--top abc` became NaN, `--limit-minutes abc` went to
// `gatsby build` with its value. Each is now a UsageError that names the problem and shows the usage.

function usageError(read: () => unknown): string {
  try {
    read()
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError)
    expect((error as Error).message).toMatch(/\nusage: npm run /)
    return (error as Error).message
  }
  throw new Error(`expected a usage error`)
}

describe(`npm run redirects`, () => {
  it.each([
    [[`--chek`], /--chek/],
    [[`--from-log`, `access.log`, `--top`, `abc`], /--top needs a whole number above 0, not "abc"/],
    [[`--from-log`, `access.log`, `--top`, `0`], /--top/],
    [[`--from-log`, `access.log`, `--top`, `2.5`], /--top/],
    [[`--from-log`], /--from-log/],
    [[`--top`, `5`], /--top and --write go with --from-log/],
    [[`/a/`, `/b/`], /one address or one mode/],
    [[`--report`, `--suggest`], /one address or one mode/],
  ])(`refuses %j`, (args, problem) => {
    expect(usageError(() => redirectsArguments(args))).toMatch(problem)
  })
  it(`reads each mode`, () => {
    expect(redirectsArguments([])).toEqual({ mode: `report` })
    expect(redirectsArguments([`--report`])).toEqual({ mode: `report` })
    expect(redirectsArguments([`/rest_api/docs/core/tickets?x=1`])).toEqual({
      mode: `address`,
      address: `/rest_api/docs/core/tickets?x=1`,
    })
    expect(redirectsArguments([`--check`, `list.tsv`])).toEqual({ mode: `check`, file: `list.tsv` })
    expect(redirectsArguments([`--from-log`, `a.log`, `--top`, `10`, `--write`, `moved`])).toEqual({
      mode: `from-log`,
      file: `a.log`,
      top: 10,
      write: `moved`,
    })
    expect(redirectsArguments([`--from-log`, `a.log`])).toMatchObject({ top: 25 })
  })
})

describe(`npm run build`, () => {
  it.each([
    [[`--limit-minutes`, `abc`], /--limit-minutes needs a number above 0, not "abc"/],
    [[`--limit-minutes`, `-5`], /--limit-minutes/],
    [[`--stall-seconds`, `0`], /--stall-seconds/],
    [[`--limit-minutes`], /--limit-minutes/],
    [[`--verbose`], /--verbose/],
    [[`abc`], /"abc" is not an argument/],
  ])(`refuses %j before gatsby starts`, (args, problem) => {
    expect(usageError(() => buildArguments(args))).toMatch(problem)
  })
  it(`reads the limits, and passes what follows -- to gatsby build`, () => {
    expect(buildArguments([`--limit-minutes`, `2.5`, `--stall-seconds`, `30`, `--`, `--verbose`])).toEqual({
      limitMinutes: 2.5,
      stallSeconds: 30,
      gatsbyArgs: [`--verbose`],
    })
    expect(buildArguments([])).toEqual({ limitMinutes: undefined, stallSeconds: undefined, gatsbyArgs: [] })
  })
})

describe(`npm run move`, () => {
  it.each([
    [[`/a/`], /old path and the new path/],
    [[`/a/`, `/b/`, `/c/`], /old path and the new path/],
    [[`/a/`, `/b/`, `--dryrun`], /--dryrun/],
    [[`/a/`, `/b/`, `--group`], /--group/],
  ])(`refuses %j`, (args, problem) => {
    expect(usageError(() => moveArguments(args))).toMatch(problem)
  })
  it(`reads the paths, the group and the dry run`, () => {
    expect(moveArguments([`/a/`, `--group`, `Guides`, `/b/`, `--dry-run`])).toEqual({
      from: `/a/`,
      to: `/b/`,
      group: `Guides`,
      dryRun: true,
    })
  })
})

describe(`the other commands`, () => {
  it(`refuses unknown flags and bad values`, () => {
    expect(usageError(() => pagesArguments([`--chek`, `list.tsv`]))).toMatch(/--chek/)
    expect(usageError(() => pagesArguments([`--check`]))).toMatch(/--check needs a list/)
    expect(usageError(() => serveArguments([`--buckett`]))).toMatch(/--buckett/)
    expect(usageError(() => scaleArguments([`--pages`, `many`]))).toMatch(/--pages needs a whole number/)
    expect(usageError(() => scaleArguments([`--page`, `5000`]))).toMatch(/--page/)
    expect(usageError(() => fromLogBenchArguments([`--mib`, `abc`]))).toMatch(/--mib/)
    expect(usageError(() => noArguments([`--quick`], `usage: npm run bench:build (no arguments)`))).toMatch(
      /--quick/,
    )
  })
  it(`reads good command lines`, () => {
    expect(pagesArguments([`--check`, `a.tsv`, `b`, `--verbose`])).toEqual({
      targets: [`a.tsv`, `b`],
      verbose: true,
    })
    expect(serveArguments([`--bucket`])).toEqual({ mode: `bucket` })
    expect(serveArguments([])).toEqual({ mode: `hosted` })
    expect(scaleArguments([`--pages`, `5000`, `--rules`, `20000`])).toEqual({
      pages: 5000,
      rules: 20000,
      repeat: 1,
      source: undefined,
    })
    expect(fromLogBenchArguments([])).toEqual({ mib: 1024 })
  })
})
