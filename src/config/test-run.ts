/*
 * How `npm test` and `npm run test:quick` run their steps (scripts/test-run.ts).
 */

/**
 * End-to-end suites that read no production build and spend most of their time waiting (a build that
 * stops on its first mistakes, a build hung on purpose): they run while `npm run build:test` runs, one
 * at a time among themselves. Every other suite runs after the build, in band. A suite added here must
 * not touch public/, build/ or .cache/ of the project and must allocate its ports.
 */
export const SUITES_BESIDE_THE_BUILD = [
  `tests/e2e/build-limits.e2e.ts`,
  `tests/e2e/failing-builds.e2e.ts`,
  `tests/e2e/hostile-input.e2e.ts`,
]

/** Where the runner keeps each step's jest report (suite times) and the side-by-side suites' output. */
export const TEST_RUN_DIR = `build/test-run`

/** How many of the slowest suites the summary names. */
export const SLOWEST_SUITES_SHOWN = 5
