/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { enginesClosedAfterAll, netlifyAnswer, type NetlifyEngine } from "../support/netlify-engine"

// What Netlify's own code (redirect-parser + libredirect, with `netlify dev`'s handling around the match)
// answers, recorded as assertions: these are facts about Netlify, not about this site.

const engineFor = enginesClosedAfterAll()

describe(`a. how a path matches`, () => {
  let engine: NetlifyEngine
  beforeAll(async () => {
    engine = await engineFor({
      redirectsFile: [
        `/old/path /new/ 301!`,
        `/slashed/ /s/ 301!`,
        `/page.html /p/ 301!`,
        `/caf%C3%A9 /cafe/ 301!`,
        `/dir/* /d/:splat 301!`,
      ].join(`\n`),
    })
  })

  it(`is case-sensitive`, () => {
    expect(engine.answer(`/old/path`)).toMatchObject({ status: 301, location: `/new/`, matched: true })
    expect(engine.answer(`/OLD/path`)).toEqual({ status: 404, matched: false })
    expect(engine.answer(`/Old/Path/`)).toEqual({ status: 404, matched: false })
  })

  it(`ignores one trailing slash, on either side`, () => {
    expect(engine.answer(`/old/path/`)).toMatchObject({ status: 301, location: `/new/` })
    expect(engine.answer(`/slashed`)).toMatchObject({ status: 301, location: `/s/` })
    expect(engine.answer(`/slashed/`)).toMatchObject({ status: 301, location: `/s/` })
    expect(engine.answer(`/page.html/`)).toMatchObject({ status: 301, location: `/p/` })
    expect(engine.answer(`/old/path//`)).toEqual({ status: 404, matched: false })
  })

  it(`does not treat .html or /index.html as the same address`, () => {
    expect(engine.answer(`/old/path.html`)).toEqual({ status: 404, matched: false })
    expect(engine.answer(`/old/path/index.html`)).toEqual({ status: 404, matched: false })
    expect(engine.answer(`/page`)).toEqual({ status: 404, matched: false })
  })

  it(`matches a splat's own directory, with or without its slash`, () => {
    expect(engine.answer(`/dir/a/b`)).toMatchObject({ status: 301, location: `/d/a/b` })
    expect(engine.answer(`/dir`)).toMatchObject({ status: 301, location: `/d/` })
    expect(engine.answer(`/dir/`)).toMatchObject({ status: 301, location: `/d/` })
  })

  it(`never matches a percent-encoded rule path: netlify dev hands the engine the decoded path`, () => {
    expect(engine.answer(`/caf%C3%A9`)).toEqual({ status: 404, matched: false })
  })
})

describe(`b. the request's query on a target without one`, () => {
  let engine: NetlifyEngine
  beforeAll(async () => {
    engine = await engineFor({
      redirectsFile: [`/from /to/ 301!`, `/splat/* /to/:splat 301!`, `/all/* /to/ 301!`].join(`\n`),
    })
  })

  it(`is kept, after the engine's own target (which has no query)`, () => {
    const answer = engine.answer(`/from?x=1`)
    expect(answer).toMatchObject({ status: 301, location: `/to/?x=1`, matched: true })
    expect(answer.engine?.to).toBe(`/to/`)
    expect(engine.answer(`/from/?x=1&y=2`)).toMatchObject({ location: `/to/?x=1&y=2` })
  })

  it(`is re-serialised as form data: spaces become +, a bare key gets =, escapes are normalised`, () => {
    expect(engine.answer(`/from?q=two%20words`).location).toBe(`/to/?q=two+words`)
    expect(engine.answer(`/from?flag`).location).toBe(`/to/?flag=`)
    expect(engine.answer(`/from?u=a/b`).location).toBe(`/to/?u=a%2Fb`)
  })

  it(`is kept through a splat`, () => {
    expect(engine.answer(`/splat/a/b?x=1`)).toMatchObject({ status: 301, location: `/to/a/b?x=1` })
    expect(engine.answer(`/all/a/b?x=1`)).toMatchObject({ status: 301, location: `/to/?x=1` })
  })
})

describe(`c. a target with its own query`, () => {
  it(`drops the request's query: only the target's query is in Location`, async () => {
    const engine = await engineFor({
      redirectsFile: [`/from /to/?moved_from=/from 301!`, `/from/* /to/?moved_from=/from/:splat 301!`].join(
        `\n`,
      ),
    })
    expect(engine.answer(`/from/a/b?x=1`)).toMatchObject({
      status: 301,
      location: `/to/?moved_from=/from/a/b`,
    })
    expect(engine.answer(`/from/a/b`)).toMatchObject({ status: 301, location: `/to/?moved_from=/from/a/b` })
    expect(engine.answer(`/from?x=1`)).toMatchObject({ status: 301, location: `/to/?moved_from=/from` })
    expect(engine.answer(`/from/?x=1`)).toMatchObject({ status: 301, location: `/to/?moved_from=/from` })
    // The splat's own directory matches the splat line too, with an empty splat.
    expect(engine.answer(`/from/`).location).toBe(`/to/?moved_from=/from`)
  })
})

describe(`e. rule order`, () => {
  it(`is first match wins, in file order; _redirects before netlify.toml`, async () => {
    const engine = await engineFor({
      redirectsFile: [
        `/a/* /splat-first/ 301!`,
        `/a/b /never/ 301!`,
        `/c/d /exact-first/ 301!`,
        `/c/* /splat/:splat 301!`,
        `/c/d /duplicate/ 302!`,
      ].join(`\n`),
      netlifyToml: `[[redirects]]\nfrom = "/c/d"\nto = "/toml/"\nstatus = 301\nforce = true\n[[redirects]]\nfrom = "/only-toml"\nto = "/toml/"\nstatus = 302\n`,
    })
    expect(engine.answer(`/a/b`).location).toBe(`/splat-first/`)
    expect(engine.answer(`/c/d`)).toMatchObject({ status: 301, location: `/exact-first/` })
    expect(engine.answer(`/c/e`).location).toBe(`/splat/e`)
    expect(engine.answer(`/only-toml`)).toMatchObject({ status: 302, location: `/toml/` })
    expect(engine.rules.map(rule => rule.to)).toEqual([
      `/splat-first/`,
      `/never/`,
      `/exact-first/`,
      `/splat/:splat`,
      `/duplicate/`,
      `/toml/`,
      `/toml/`,
    ])
  })
})

describe(`f. what the parser accepts and how errors surface`, () => {
  it(`lists one message per bad line or entry and keeps every other rule`, async () => {
    const engine = await engineFor({
      redirectsFile: [
        `# a comment`,
        `bad line here`,
        `/only`,
        `/x2 /y abc`,
        `/.netlify/foo /bar 301`,
        `/ok /fine/ 301! # trailing comment`,
        `/thirty /y 30x`,
        `/bang /t/ 301!!`,
        `/default /t/`,
      ].join(`\n`),
      netlifyToml: `[[redirects]]\nto = "/u/"\n[[redirects]]\nfrom = "/toml-bang"\nto = "/u/"\nstatus = "301!"\n`,
    })
    // Line numbers count the file's lines; "redirect number" counts the lines that parsed, then the toml entries.
    expect(engine.errors).toEqual([
      `Could not parse redirect line 2:\n  bad line here\nThe destination path/URL must start with "/", "http:" or "https:"`,
      `Could not parse redirect line 3:\n  /only\nMissing destination path/URL`,
      `Could not parse redirect number 1:\n  {"from":"/x2","query":{},"to":"/y","status":"abc","force":false,"conditions":{}}\nInvalid status code: abc`,
      `Could not parse redirect number 2:\n  {"from":"/.netlify/foo","query":{},"to":"/bar","status":301,"force":false,"conditions":{}}\n"path" field must not start with "/.netlify"`,
      `Could not parse redirect number 1:\n  {"to":"/u/"}\nMissing "from" field`,
    ])
    expect(engine.rules.map(({ from, status, force }) => [from, status, force])).toEqual([
      [`/ok`, 301, true],
      [`/thirty`, 30, false],
      [`/bang`, 301, true],
      [`/default`, undefined, false],
      [`/toml-bang`, 301, false],
    ])
    expect(engine.answer(`/ok`)).toMatchObject({ status: 301, location: `/fine/` })
    expect(engine.answer(`/default`)).toMatchObject({ status: 301, location: `/t/` })
    // "30x" is read as status 30, which is neither a redirect nor a page.
    expect(engine.answer(`/thirty`)).toEqual(expect.objectContaining({ status: 404, matched: true }))
  })

  it(`reports a netlify.toml that is not TOML and uses no rule from it`, async () => {
    const engine = await engineFor({ netlifyToml: `[[redirects]\nfrom = "/t1"` })
    expect(engine.rules).toEqual([])
    expect(engine.errors).toHaveLength(1)
    expect(engine.errors[0]).toMatch(/^Could not parse configuration file: TomlError: Unexpected character/)
  })

  it(`libredirect's own parser drops bad lines silently`, async () => {
    const engine = await engineFor({
      redirectsFile: `bad line here\n/thirty /y 30x\n/ok /fine/ 301!`,
      redirectsParser: `libredirect`,
    })
    expect(engine.errors).toEqual([])
    expect(engine.answer(`/thirty`).matched).toBe(false)
    expect(engine.answer(`/ok`)).toMatchObject({ status: 301, location: `/fine/` })
  })
})

describe(`files before rules`, () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), `netlify-public-`))
  fs.mkdirSync(path.join(publicDir, `old`, `page`), { recursive: true })
  fs.writeFileSync(path.join(publicDir, `old`, `page`, `index.html`), `stub`)
  fs.mkdirSync(path.join(publicDir, `new`), { recursive: true })
  fs.writeFileSync(path.join(publicDir, `new`, `index.html`), `page`)
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  it(`serves an existing file before a rule that is not forced, under every address of it`, async () => {
    const engine = await engineFor({ redirectsFile: `/old/page /new/ 301`, publicDir })
    for (const url of [`/old/page`, `/old/page/`, `/old/page?x=1`]) {
      expect(engine.answer(url)).toMatchObject({
        status: 200,
        file: `/old/page/index.html`,
        matched: true,
        shadowed: true,
      })
    }
  })

  it(`answers a forced rule even where a file exists`, async () => {
    const answer = await netlifyAnswer({
      redirectsFile: `/old/page /new/ 301!`,
      publicDir,
      url: `/old/page/?x=1`,
    })
    expect(answer).toMatchObject({ status: 301, location: `/new/?x=1`, matched: true })
    expect(answer.shadowed).toBeUndefined()
  })

  it(`takes an exists() callback instead of a directory, and serves files when no rule matches`, async () => {
    const exists = (sitePath: string) => sitePath === `/new/index.html`
    const engine = await engineFor({ redirectsFile: `/old/page /new/ 301`, exists })
    expect(engine.answer(`/old/page`)).toMatchObject({ status: 301, location: `/new/` })
    expect(engine.answer(`/new/`)).toEqual({ status: 200, file: `/new/index.html`, matched: false })
    expect(engine.answer(`/new`)).toEqual({ status: 200, file: `/new/index.html`, matched: false })
    expect(engine.answer(`/missing/`)).toEqual({ status: 404, matched: false })
  })

  it(`rewrites on the site with 200 to the target's file`, async () => {
    const engine = await engineFor({ redirectsFile: `/alias /new/ 200\n/gone /nowhere/ 200`, publicDir })
    expect(engine.answer(`/alias?x=1`)).toMatchObject({
      status: 200,
      rewrite: `/new/?x=1`,
      file: `/new/index.html`,
    })
    expect(engine.answer(`/gone`)).toEqual(expect.objectContaining({ status: 404, matched: true }))
  })
})
