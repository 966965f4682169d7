/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { createNetlifyEngine, netlifyAnswer, type NetlifyEngine } from "../support/netlify-engine"

/**
 * What Netlify's own code (redirect-parser + libredirect, with `netlify dev`'s handling around the match)
 * answers, recorded as assertions: these are facts about Netlify, not about this site.
 */
const GTAG = `https://www.googletagmanager.com/gtag/js?id=G-E2ETEST`
const GTAG_ENCODED = encodeURIComponent(GTAG)
const PROXY_PATH = `/__third-party-proxy`

const engines: Array<NetlifyEngine> = []
async function engineFor(site: Parameters<typeof createNetlifyEngine>[0]): Promise<NetlifyEngine> {
  const engine = await createNetlifyEngine(site)
  engines.push(engine)
  return engine
}
afterAll(() => engines.forEach(engine => engine.close()))

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

describe(`d. the Partytown proxy rule`, () => {
  const requests = {
    encoded: `${PROXY_PATH}?url=${GTAG_ENCODED}`,
    raw: `${PROXY_PATH}?url=${GTAG}`,
    partlyEncoded: `${PROXY_PATH}?url=https://www.googletagmanager.com/gtag/js%3Fid%3DG-E2ETEST`,
    withOtherParam: `${PROXY_PATH}?url=${GTAG_ENCODED}&v=2`,
    truncated: `${PROXY_PATH}?url=${encodeURIComponent(`https://www.googletagmanager.com/gtag/js?id`)}`,
    otherId: `${PROXY_PATH}?url=${encodeURIComponent(`https://www.googletagmanager.com/gtag/js?id=G-OTHER`)}`,
    otherHost: `${PROXY_PATH}?url=${encodeURIComponent(`https://evil.example/gtag/js?id=G-E2ETEST`)}`,
    noUrl: PROXY_PATH,
    emptyUrl: `${PROXY_PATH}?url=`,
  }
  type Name = keyof typeof requests
  const matching = (engine: NetlifyEngine): Array<Name> =>
    (Object.keys(requests) as Array<Name>).filter(name => engine.answer(requests[name]).matched)

  it(`_redirects with the encoded value (what Gatsby's fromPath holds) matches no request at all`, async () => {
    const engine = await engineFor({
      redirectsFile: `${PROXY_PATH} url=${GTAG_ENCODED} ${GTAG} 200`,
    })
    // The engine compares the request's decoded value with the rule's value as written.
    expect(engine.rules[0].query).toEqual({ url: GTAG_ENCODED })
    expect(matching(engine)).toEqual([])
  })

  it(`netlify.toml with the decoded value matches the URL however it is encoded, and no other URL`, async () => {
    const engine = await engineFor({
      netlifyToml: [
        `[[redirects]]`,
        `from = "${PROXY_PATH}"`,
        `to = "${GTAG}"`,
        `status = 200`,
        `force = true`,
        `query = { url = "${GTAG}" }`,
      ].join(`\n`),
    })
    expect(engine.errors).toEqual([])
    expect(matching(engine)).toEqual([`encoded`, `raw`, `partlyEncoded`, `withOtherParam`])
    // A proxy: fetched, not redirected; the target has a query, so the request's is not added.
    expect(engine.answer(requests.encoded)).toEqual(
      expect.objectContaining({ status: 200, proxied: GTAG, matched: true }),
    )
    expect(engine.answer(requests.encoded).location).toBeUndefined()
  })

  it(`netlify.toml with the encoded value matches nothing`, async () => {
    const engine = await engineFor({
      netlifyToml: `[[redirects]]\nfrom = "${PROXY_PATH}"\nto = "${GTAG}"\nstatus = 200\nforce = true\nquery = { url = "${GTAG_ENCODED}" }\n`,
    })
    expect(matching(engine)).toEqual([])
  })

  it(`_redirects with the decoded value: redirect-parser cuts the value at its second "=", so it matches the wrong URL`, async () => {
    const engine = await engineFor({ redirectsFile: `${PROXY_PATH} url=${GTAG} ${GTAG} 200` })
    expect(engine.rules[0].query).toEqual({ url: `https://www.googletagmanager.com/gtag/js?id` })
    expect(matching(engine)).toEqual([`truncated`])
  })

  it(`_redirects with the decoded value: libredirect's own parser keeps it whole and matches like netlify.toml`, async () => {
    const engine = await engineFor({
      redirectsFile: `${PROXY_PATH} url=${GTAG} ${GTAG} 200`,
      redirectsParser: `libredirect`,
    })
    expect(matching(engine)).toEqual([`encoded`, `raw`, `partlyEncoded`, `withOtherParam`])
    expect(engine.answer(requests.encoded)).toMatchObject({ status: 200, proxied: GTAG })
  })

  it(`_redirects with the value partly encoded (%3F, %3D) matches nothing, with either parser`, async () => {
    const line = `${PROXY_PATH} url=https://www.googletagmanager.com/gtag/js%3Fid%3DG-E2ETEST ${GTAG} 200`
    expect(matching(await engineFor({ redirectsFile: line }))).toEqual([])
    expect(matching(await engineFor({ redirectsFile: line, redirectsParser: `libredirect` }))).toEqual([])
  })

  it(`_redirects with the encoded value matches nothing with libredirect's parser either`, async () => {
    const engine = await engineFor({
      redirectsFile: `${PROXY_PATH} url=${GTAG_ENCODED} ${GTAG} 200`,
      redirectsParser: `libredirect`,
    })
    expect(matching(engine)).toEqual([])
  })

  it(`a value the parser keeps whole is compared decoded, + as a space, extra parameters allowed`, async () => {
    const engine = await engineFor({ redirectsFile: `/q a=x%20y /t/ 302!\n/both a=1 b=2 /t2/ 302!` })
    expect(engine.answer(`/q?a=x%20y`).matched).toBe(false)
    const plain = await engineFor({ redirectsFile: `/q a=x%20y /t/ 302!`, redirectsParser: `libredirect` })
    expect(plain.answer(`/q?a=x%20y`).matched).toBe(false)
    const toml = await engineFor({
      netlifyToml: `[[redirects]]\nfrom = "/q"\nto = "/t/"\nstatus = 302\nquery = { a = "x y" }\n`,
    })
    expect(toml.answer(`/q?a=x%20y`).matched).toBe(true)
    expect(toml.answer(`/q?a=x+y`).matched).toBe(true)
    expect(toml.answer(`/q?a=x+y&other=1`)).toMatchObject({ status: 302, location: `/t/?a=x+y&other=1` })
    expect(engine.answer(`/both?b=2&a=1`)).toMatchObject({ status: 302, location: `/t2/?b=2&a=1` })
    expect(engine.answer(`/both?a=1`).matched).toBe(false)
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
