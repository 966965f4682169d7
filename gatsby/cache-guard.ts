/*
 * No stale build after a failed one. Gatsby keeps its nodes in LMDB, written as they are sourced, but
 * saves what its queries and pages were made from (its redux state) only when a build gets far enough.
 * A build that stops in between (a mistake found in createPages, a build ended by its time limit)
 * leaves a cache whose nodes are newer than its pages: the next build finds the edited nodes
 * unchanged, reruns no query, and ships the old page, its old page data and an old search index
 * (how the cache decides what to rebuild: https://www.gatsbyjs.com/docs/build-caching/).
 *
 * So a marker is written before the first node is sourced and removed only when the run is known to
 * be consistent: at the end of a successful build, or when `gatsby develop` exits after Gatsby saved
 * its state following the last node change. Found at the next start, it makes Gatsby drop its cache,
 * through its own invalidation (the one a plugin upgrade triggers), before anything is read from it.
 */
import fs from "fs"
import path from "path"
import type { GatsbyNode, Store } from "gatsby"
import { isDevelop } from "./build-result"
import { checkFrameworkSeams } from "./framework-seams"
import { takeRunLock } from "./run-lock"

export const MARKER = path.join(`.cache`, `build-in-progress.json`)

/** Gatsby's saved state, written when a build has run its queries and whenever develop becomes idle. */
const SAVED_STATE = path.join(`.cache`, `redux`, `redux.rest.state`)

export interface Marker {
  command: string
  startedAt: string
}

/** The marker of an unfinished run, if there is one; one cut short while written still counts. */
export function readMarker(root = ``): Marker | undefined {
  const file = path.join(root, MARKER)
  if (!fs.existsSync(file)) return undefined
  try {
    return JSON.parse(fs.readFileSync(file, `utf8`)) as Marker
  } catch {
    return { command: `gatsby run`, startedAt: `at an unknown time` }
  }
}

function writeMarker(): void {
  const marker: Marker = {
    command: `gatsby ${process.env.gatsby_executing_command ?? `build`}`,
    startedAt: new Date().toISOString(),
  }
  fs.mkdirSync(path.dirname(MARKER), { recursive: true })
  fs.writeFileSync(MARKER, JSON.stringify(marker))
}

export function removeMarker(): void {
  fs.rmSync(MARKER, { force: true })
}

/**
 * Gatsby deletes its cache and resets its reducers when the plugins hash it saved is missing or differs
 * (gatsby/dist/services/initialize.js, right after onPreInit). Emptying the saved hash is the one
 * way in, and private: checked by gatsby/framework-seams.ts.
 */
export function invalidateGatsbyCache(store: Pick<Store, `dispatch`>): void {
  store.dispatch({ type: `UPDATE_PLUGINS_HASH`, payload: `` })
}

/** onPreInit: after a run that did not finish, start from a clean cache. */
export function dropCacheOfUnfinishedRun({
  store,
  reporter,
}: Parameters<NonNullable<GatsbyNode[`onPreInit`]>>[0]) {
  const marker = readMarker()
  if (!marker) return
  reporter.info(
    `The last ${marker.command} (started ${marker.startedAt}) did not finish, so Gatsby's cache may hold ` +
      `content its pages do not show yet: starting from a clean cache.`,
  )
  invalidateGatsbyCache(store)
}

/**
 * Develop: when a node last changed (ms). Gatsby's cache is ahead of its saved state until it saves
 * again; written by onCreateNode and read at exit, both in this module.
 */
let lastNodeChange = 0

/** Develop: whether Gatsby has saved its state since the last node change (then its cache is consistent). */
function savedSinceLastChange(): boolean {
  try {
    return fs.statSync(SAVED_STATE).mtimeMs >= lastNodeChange
  } catch {
    return false
  }
}

/**
 * Gatsby's internals are checked first (this guard relies on one), then the checkout's run lock is taken
 * (a run in progress is not a failed one: gatsby/run-lock.ts), then a failed run's cache is dropped.
 */
export const onPreInit: GatsbyNode[`onPreInit`] = args => {
  checkFrameworkSeams(args)
  takeRunLock(args.reporter)
  dropCacheOfUnfinishedRun(args)
}

/** onPreBootstrap, after Gatsby has settled its cache and before any node is sourced. */
export function markRunStarted(): void {
  writeMarker()
  if (isDevelop()) process.on(`exit`, () => savedSinceLastChange() && removeMarker())
}

/** onCreateNode, in develop: a node changed, so the cache is ahead of the saved state until the next save. */
export function noteNodeChange(): void {
  if (isDevelop()) lastNodeChange = Date.now()
}
