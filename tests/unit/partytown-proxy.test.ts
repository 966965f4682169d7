/** @jest-environment node */
import { isProxyRewrite, proxyRules, proxyTarget } from "../../src/lib/partytown-proxy"

const GTAG = `https://www.googletagmanager.com/gtag/js?id=G-UNIT`
// What Gatsby's partytown plugin creates for each entry of partytownProxiedURLs.
const gatsbyRewrite = {
  fromPath: `/__third-party-proxy?url=${encodeURIComponent(GTAG)}`,
  toPath: GTAG,
  statusCode: 200,
}

describe(`Partytown proxy rules for hosts`, () => {
  it(`takes only 200 rewrites to another origin`, () => {
    expect(isProxyRewrite(gatsbyRewrite)).toBe(true)
    expect(isProxyRewrite({ fromPath: `/old/`, toPath: `/new/` })).toBe(false)
    expect(isProxyRewrite({ fromPath: `/app/*`, toPath: `/app/index.html`, statusCode: 200 })).toBe(false)
  })

  it(`turns only the proxy rewrites into rules, decoded, and allows exactly their URL`, () => {
    const rules = proxyRules([
      gatsbyRewrite,
      { fromPath: `/old/`, toPath: `/documentation/`, statusCode: 301 },
    ])
    expect(rules).toEqual([{ pathname: `/__third-party-proxy`, query: [[`url`, GTAG]], target: GTAG }])
    expect(proxyTarget(rules, gatsbyRewrite.fromPath)).toBe(GTAG)
    expect(proxyTarget(rules, `/__third-party-proxy?url=${encodeURIComponent(GTAG)}&v=1`)).toBe(GTAG)
    expect(
      proxyTarget(
        rules,
        `/__third-party-proxy?url=${encodeURIComponent(`https://www.googletagmanager.com/gtag/js?id=G-OTHER`)}`,
      ),
    ).toBeUndefined()
    expect(
      proxyTarget(
        rules,
        `/__third-party-proxy?url=${encodeURIComponent(`https://www.googletagmanager.com/gtag/js`)}`,
      ),
    ).toBeUndefined()
    expect(proxyTarget(rules, `/__third-party-proxy`)).toBeUndefined()
    expect(proxyTarget(rules, `/other?url=${encodeURIComponent(GTAG)}`)).toBeUndefined()
  })
})
