/*
 * The one `git log` of a build: when each file under content/ last changed (src/lib/last-commits.ts
 * reads its output). A tree without git, or git missing, builds without dates; a shallow clone builds
 * with the dates it has. Either way the build's output says so.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import { GIT_LOG_FORMAT, lastCommitDates } from "../src/lib/last-commits"

export interface LastCommits {
  dates: Map<string, string>
  /** What the build should say about the dates (none, or fewer than the pages). */
  note?: string
}

function git(args: Array<string>): string {
  return execFileSync(`git`, args, {
    encoding: `utf8`,
    maxBuffer: 256 * 1024 * 1024,
    stdio: [`ignore`, `pipe`, `pipe`],
  })
}

/** The commits a shallow clone stops at (`.git/shallow`), or none. */
function shallowBoundaries(): Set<string> {
  const file = git([`rev-parse`, `--git-path`, `shallow`]).trim()
  return new Set(fs.existsSync(file) ? fs.readFileSync(file, `utf8`).split(`\n`).filter(Boolean) : [])
}

export function readLastCommits(contentDir = `content`): LastCommits {
  try {
    const boundaries = shallowBoundaries()
    const log = git([
      `log`,
      `--no-renames`,
      `--name-only`,
      `--relative`,
      `--format=${GIT_LOG_FORMAT}`,
      `--`,
      contentDir,
    ])
    const dates = lastCommitDates(log, boundaries)
    const note =
      boundaries.size > 0
        ? `Last updated: a shallow clone; pages whose last change is older than its history show no date (git fetch --unshallow)`
        : undefined
    return { dates, note }
  } catch (error) {
    const reason = error instanceof Error ? error.message.split(`\n`)[0] : String(error)
    return {
      dates: new Map(),
      note: `Last updated: no git history here (${reason}); pages show no date and the sitemap no lastmod`,
    }
  }
}
