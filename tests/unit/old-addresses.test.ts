/** @jest-environment node */
import fs from "fs"
import path from "path"
import { withPageRedirects } from "../../redirects"
import { checkAddresses, oldAddressesFromTsv } from "../../redirects/check"
import { resolveKey } from "../../redirects/lookup"
import { addressTable, fallbackList, planRedirects } from "../../redirects/pipeline"
import { expandProductTokens } from "../../src/lib/paths"
import { readSiteAddresses } from "../../src/lib/read-content"

// Old links seen in public code and docs (tests/fixtures/old-urls-seen.tsv, with where each was seen):
// every one lands on a page, and every one whose new page is known lands exactly there. This is what
// `npm run redirects -- --check tests/fixtures/old-urls-seen.tsv` prints.

const site = readSiteAddresses(path.resolve(__dirname, `../../content`))
const plan = planRedirects(withPageRedirects(site.pageRedirects), site.paths)
const table = addressTable(plan, site.paths)
const fallbacks = fallbackList(plan)
const fixture = fs.readFileSync(path.resolve(__dirname, `../fixtures/old-urls-seen.tsv`), `utf8`)
const addresses = oldAddressesFromTsv(fixture, expandProductTokens)
const report = checkAddresses(
  addresses,
  key => resolveKey(key, candidate => table.get(candidate), fallbacks),
  site.paths,
)

it(`the table has no problem`, () => {
  expect(plan.problems).toEqual([])
})

it(`every old address seen lands on a page, exactly where its new page is known`, () => {
  expect(report.misses).toEqual([])
  expect(report.landed).toBe(report.total)
  expect(report.exact).toBe(report.known)
  expect(report.total).toBeGreaterThan(150)
})

it(`says where each row was seen`, () => {
  const rows = fixture.trim().split(`\n`)
  expect(rows[0].split(`\t`)).toEqual([`old_path`, `fragments`, `new_path`, `seen_at`])
  expect(rows.slice(1).filter(row => !row.split(`\t`)[3])).toEqual([])
})

it(`every section of the site map answers: its index page, or the page it opens at`, () => {
  const sections = fs
    .readFileSync(path.resolve(__dirname, `../fixtures/site-pages.tsv`), `utf8`)
    .trim()
    .split(`\n`)
    .slice(1)
    .map(line => `/${expandProductTokens(line.split(`\t`)[0])}/`)
  const silent = [...new Set(sections)].filter(section => {
    const resolution = resolveKey(section, candidate => table.get(candidate), fallbacks)
    return !resolution || !site.paths.has(resolution.target)
  })
  expect(silent).toEqual([])
})
