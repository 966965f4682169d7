/*
 * How long a build may take before it is ended with all its processes (scripts/time-limits/limited-run.ts).
 * Two limits: a total time, and a stall, when the build and its workers together use no CPU for that
 * long (they wait on each other and never will finish; a slow build on a busy machine still gets some).
 * A cold build of today's site takes under a minute, 5,000 pages about two.
 */
const MINUTE = 60 * 1000

/** `npm run build` (so `npm start`) and `npm test`'s build. */
export const siteBuildLimits = { totalMs: 15 * MINUTE, stallMs: 3 * MINUTE }

/** The benches' builds, up to 5,000 pages and 10,000 rules. */
export const benchBuildLimits = { totalMs: 20 * MINUTE, stallMs: 3 * MINUTE }

/** The end-to-end tests' scratch builds (today's site, or a copy with a mistake that stops it early). */
export const scratchBuildLimits = { totalMs: 5 * MINUTE, stallMs: 2 * MINUTE }
