/*
 * The summary `npm test` ends with: each step's time and outcome, and the slowest suites, read from
 * jest's --json reports (scripts/test-run.ts runs the steps).
 */
import path from "path"

/** The part of jest's --json report the summary reads. */
export interface JestReport {
  numPassedTests: number
  numTotalTests: number
  numTotalTestSuites: number
  testResults: Array<{ name: string; startTime: number; endTime: number; assertionResults: Array<unknown> }>
}

export interface StepOutcome {
  name: string
  ok: boolean
  seconds: number
  report?: JestReport
}

export interface SuiteTime {
  suite: string
  seconds: number
  tests: number
}

export function suiteTimes(report: JestReport, root: string): Array<SuiteTime> {
  return report.testResults.map(result => ({
    suite: path.relative(root, result.name),
    seconds: (result.endTime - result.startTime) / 1000,
    tests: result.assertionResults.length,
  }))
}

const seconds = (value: number) => `${value.toFixed(1).padStart(7)} s`

function counts(report: JestReport | undefined): string {
  if (!report) return ``
  return `  ${report.numPassedTests}/${report.numTotalTests} tests, ${report.numTotalTestSuites} suites`
}

/** Each step with its time, the wall-clock total, then the `shown` slowest suites of every report. */
export function summary(outcomes: Array<StepOutcome>, wall: number, root: string, shown: number): string {
  const lines = [``, `Time of each step:`]
  for (const outcome of outcomes)
    lines.push(
      `${seconds(outcome.seconds)}  ${outcome.ok ? `ok  ` : `FAIL`}  ${outcome.name}${counts(outcome.report)}`,
    )
  lines.push(`${seconds(wall)}  total (wall clock; steps beside the build overlap it)`)
  const suites = outcomes
    .flatMap(({ report }) => (report ? suiteTimes(report, root) : []))
    .sort((a, b) => b.seconds - a.seconds)
  if (suites.length > 0) {
    lines.push(``, `The ${Math.min(shown, suites.length)} slowest suites:`)
    for (const suite of suites.slice(0, shown))
      lines.push(`${seconds(suite.seconds)}  ${suite.suite} (${suite.tests} tests)`)
  }
  return lines.join(`\n`)
}
