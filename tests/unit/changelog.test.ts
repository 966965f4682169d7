/** @jest-environment node */
import { byMonth, changelogFeed, parseChangelog } from "../../src/lib/changelog"

const raw = [
  { date: `2025-03-02`, api: `Ticketing API`, kind: `added`, summary: `Older.`, links: [`/a/`] },
  {
    date: new Date(`2026-01-15T00:00:00Z`),
    api: `Voice API`,
    kind: `deprecated`,
    summary: `Newer & better.`,
    links: [],
  },
]

describe(`changelog`, () => {
  it(`parses entries newest first and groups them by month`, () => {
    const { entries, problems } = parseChangelog(raw, `changelog.yaml`)
    expect(problems).toEqual([])
    expect(entries.map(entry => entry.date)).toEqual([`2026-01-15`, `2025-03-02`])
    expect(byMonth(entries).map(group => group.month)).toEqual([`January 2026`, `March 2025`])
  })

  it(`names the entry and field that is wrong`, () => {
    const { problems } = parseChangelog(
      [{ date: `soon`, api: `X`, kind: `tweaked`, summary: `` }],
      `changelog.yaml`,
    )
    expect(problems).toEqual([
      `changelog.yaml: entry 1: date must be YYYY-MM-DD`,
      `changelog.yaml: entry 1: kind must be one of added, changed, deprecated, removed`,
      `changelog.yaml: entry 1: summary is missing`,
    ])
  })

  it(`writes an RSS feed with escaped text`, () => {
    const feed = changelogFeed(parseChangelog(raw, `c`).entries)
    expect(feed).toContain(`<rss version="2.0">`)
    expect(feed).toContain(`Newer &amp; better.`)
    expect(feed.match(/<item>/g)).toHaveLength(2)
  })
})
