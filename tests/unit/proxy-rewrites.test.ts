/** @jest-environment node */
import { redirectsFile } from "../../redirects/outputs"
import {
  isProxyRewrite,
  parseProxyRules,
  proxyRewriteLine,
  proxyTarget,
} from "../../redirects/proxy-rewrites"
import { defineFamily } from "../../redirects/types"

const GTAG = `https://www.googletagmanager.com/gtag/js?id=G-UNIT`
// What Gatsby's partytown plugin creates for each entry of partytownProxiedURLs.
const gatsbyRewrite = {
  fromPath: `/__third-party-proxy?url=${encodeURIComponent(GTAG)}`,
  toPath: GTAG,
  statusCode: 200,
}
const LINE = `/__third-party-proxy url=https%3A%2F%2Fwww.googletagmanager.com%2Fgtag%2Fjs%3Fid%3DG-UNIT ${GTAG} 200`

describe(`Partytown proxy rules for hosts`, () => {
  it(`takes only 200 rewrites to another origin`, () => {
    expect(isProxyRewrite(gatsbyRewrite)).toBe(true)
    expect(isProxyRewrite({ fromPath: `/old/`, toPath: `/new/` })).toBe(false)
    expect(isProxyRewrite({ fromPath: `/app/*`, toPath: `/app/index.html`, statusCode: 200 })).toBe(false)
  })

  it(`writes Netlify's query-parameter syntax, keeping Gatsby's encoded value`, () => {
    expect(proxyRewriteLine(gatsbyRewrite)).toBe(LINE)
  })

  it(`puts the proxy rules before the 301s in _redirects`, () => {
    const [rule] = defineFamily(`t`, `t.ts`, { "/old/": `/documentation/` }).rules
    const lines = redirectsFile([rule], [gatsbyRewrite]).split(`\n`)
    expect(lines[1]).toBe(LINE)
    expect(lines.slice(2)).toContain(`/old/ /documentation/ 301`)
  })

  it(`reads back only the proxy rules, and allows exactly their URL`, () => {
    const rules = parseProxyRules(
      `# comment\n${LINE}\n/old /documentation/ 301\n/app/* /app/index.html 200\n`,
    )
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
