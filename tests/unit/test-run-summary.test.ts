/** @jest-environment node */
import { summary, suiteTimes, type JestReport } from "../../scripts/test-run/summary"

// The summary `npm test` ends with: every step's time, and the slowest suites of all jest reports.

function report(suites: Array<[string, number, number]>): JestReport {
  return {
    numPassedTests: suites.reduce((sum, [, , tests]) => sum + tests, 0),
    numTotalTests: suites.reduce((sum, [, , tests]) => sum + tests, 0),
    numTotalTestSuites: suites.length,
    testResults: suites.map(([name, seconds, tests]) => ({
      name: `/repo/tests/e2e/${name}.e2e.ts`,
      startTime: 1000,
      endTime: 1000 + seconds * 1000,
      assertionResults: Array.from({ length: tests }, () => ({})),
    })),
  }
}

test(`a suite's time is its end less its start, named from the project root`, () => {
  expect(suiteTimes(report([[`redirects`, 61.5, 20]]), `/repo`)).toEqual([
    { suite: `tests/e2e/redirects.e2e.ts`, seconds: 61.5, tests: 20 },
  ])
})

test(`names every step with its time and outcome, then the slowest suites of all reports, slowest first`, () => {
  const text = summary(
    [
      { name: `lint`, ok: true, seconds: 30 },
      { name: `e2e beside the build`, ok: true, seconds: 90, report: report([[`failing-builds`, 40, 3]]) },
      {
        name: `e2e`,
        ok: false,
        seconds: 400,
        report: report([
          [`redirects`, 70, 20],
          [`csp`, 5, 4],
          [`develop`, 75, 6],
        ]),
      },
    ],
    520,
    `/repo`,
    2,
  )
  expect(text.split(`\n`)).toEqual([
    ``,
    `Time of each step:`,
    `   30.0 s  ok    lint`,
    `   90.0 s  ok    e2e beside the build  3/3 tests, 1 suites`,
    `  400.0 s  FAIL  e2e  30/30 tests, 3 suites`,
    `  520.0 s  total (wall clock; steps beside the build overlap it)`,
    ``,
    `The 2 slowest suites:`,
    `   75.0 s  tests/e2e/develop.e2e.ts (6 tests)`,
    `   70.0 s  tests/e2e/redirects.e2e.ts (20 tests)`,
  ])
})
