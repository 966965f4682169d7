/** @jest-environment node */
import { enginesClosedAfterAll, type NetlifyEngine } from "../support/netlify-engine"

// How Netlify's own code (redirect-parser + libredirect) treats the Partytown proxy rule, in `_redirects`
// and in `netlify.toml`: facts about Netlify that decide where the build writes the rule.

const GTAG = `https://www.googletagmanager.com/gtag/js?id=G-E2ETEST`
const GTAG_ENCODED = encodeURIComponent(GTAG)
const PROXY_PATH = `/__third-party-proxy`

const engineFor = enginesClosedAfterAll()

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
