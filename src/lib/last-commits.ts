/*
 * When each source file last changed, from one `git log` over the content tree (gatsby/last-commits.ts
 * runs it once per build): the "Last updated" date of a page and the sitemap's `<lastmod>`. Pure.
 */

/** `git log` with this format prints, per commit, a marker line with its hash and date, then its files. */
export const GIT_LOG_FORMAT = `%x00%H %cI`

/**
 * Each file's newest commit date (ISO 8601) from `git log --name-only --format=<GIT_LOG_FORMAT>`, newest
 * commit first. A file whose newest commit is a shallow clone's boundary (`boundaries`) is left out: the
 * boundary commit lists every file as added, so its date says only how deep the clone went.
 */
export function lastCommitDates(
  log: string,
  boundaries: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const dates = new Map<string, string>()
  let date: string | undefined
  let boundary = false
  for (const line of log.split(`\n`)) {
    if (line.startsWith(`\0`)) {
      const [hash, when] = line.slice(1).split(` `)
      date = when
      boundary = boundaries.has(hash)
    } else if (line && date && !dates.has(line)) {
      dates.set(line, boundary ? `` : date)
    }
  }
  for (const [file, when] of dates) if (!when) dates.delete(file)
  return dates
}

/** The file part of a page's source (`content/x/openapi.yaml#/tags/3` is `content/x/openapi.yaml`). */
export function sourceFile(source: string): string {
  return source.split(`#`)[0]
}

/** The calendar day (UTC) of an ISO 8601 date, as the page and the sitemap give it (`2025-03-14`). */
export function dayOf(isoDate: string): string {
  return new Date(isoDate).toISOString().slice(0, 10)
}
