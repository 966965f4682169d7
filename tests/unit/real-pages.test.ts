/** @jest-environment node */
import fs from "fs"
import { siteCoverage } from "../../scripts/real-page-lists"
import { primaryPathOf } from "../../src/config/site-areas"
import { expandProductTokens } from "../../src/lib/paths"

// The real URL tree (tests/fixtures/real-pages/): every real page listed there is a page here, at its
// path; every page here at no listed path is named, with its reason, in the README's content section.

const coverage = siteCoverage([`tests/fixtures/real-pages`])

/** The paths the README names under "Pages without a listed real path", as built (product slug expanded). */
function readmeUnlisted(): Set<string> {
  const readme = fs.readFileSync(`README.md`, `utf8`)
  const start = readme.indexOf(`### Pages without a listed real path`)
  const end = readme.indexOf(`\n## `, start)
  const section = readme.slice(start, end)
  return new Set([...section.matchAll(/`(\/[^`\s]*\/)`/g)].map(match => expandProductTokens(match[1])))
}

describe(`the real URL tree`, () => {
  it(`reads the fixture and the content without problems`, () => {
    expect(coverage.problems).toEqual([])
    expect(coverage.report.rows.length).toBeGreaterThan(700)
  })

  it(`has every listed real path as a page here (no stub, nothing missing)`, () => {
    const absent = coverage.report.rows
      .filter(row => row.coverage !== `page`)
      .map(row => `${row.origin}: ${row.path} is ${row.coverage}${row.target ? ` -> ${row.target}` : ``}`)
    expect(absent).toEqual([])
  })

  it(`names each page at no listed real path in the README's content section`, () => {
    const named = readmeUnlisted()
    const unnamed = coverage.unlisted.filter(path => !named.has(primaryPathOf(path) ?? path))
    expect(unnamed).toEqual([])
  })

  it(`names in that section only pages that are here and still unlisted`, () => {
    const unlisted = new Set(coverage.unlisted)
    expect([...readmeUnlisted()].filter(path => !unlisted.has(path))).toEqual([])
  })
})
