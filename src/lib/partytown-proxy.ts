// Host rules for Gatsby's Partytown proxy. For each URL in `partytownProxiedURLs`
// Gatsby calls `createRedirect({ fromPath: "/__third-party-proxy?url=<encoded URL>", toPath: URL,
// statusCode: 200 })`: a rewrite that a host must answer by fetching the URL (a proxy), not a redirect.
// These pure functions turn them into rules: netlify.toml gets them (redirects/hosts/netlify.ts), the
// Cloudflare Pages function answers them (src/edge/answer.ts), and `npm start` answers the proxy path from
// the same list (build/proxy-rules.json). Import-free but for URL: the edge functions bundle it.

export interface GatsbyRedirect {
  fromPath: string
  toPath: string
  statusCode?: number
}

export interface ProxyRule {
  pathname: string
  /** Query conditions, decoded: every one must match the request's parameter exactly. */
  query: Array<[string, string]>
  target: string
}

const ABSOLUTE_URL = /^https?:\/\//

/** A rewrite to another origin: what only a proxying host can honour. */
export function isProxyRewrite(redirect: GatsbyRedirect): boolean {
  return redirect.statusCode === 200 && ABSOLUTE_URL.test(redirect.toPath)
}

/** Gatsby's proxy rewrites as rules: the query conditions of each `fromPath`, decoded. */
export function proxyRules(rewrites: ReadonlyArray<GatsbyRedirect>): Array<ProxyRule> {
  return rewrites.filter(isProxyRewrite).map(({ fromPath, toPath }) => {
    const [pathname, query = ``] = fromPath.split(`?`)
    return { pathname, query: [...new URLSearchParams(query)], target: toPath }
  })
}

/** The URL a request is proxied to, or undefined when no rule allows it. */
export function proxyTarget(rules: Array<ProxyRule>, requestUrl: string): string | undefined {
  const { pathname, searchParams } = new URL(requestUrl, `http://localhost`)
  return rules.find(
    rule => rule.pathname === pathname && rule.query.every(([key, value]) => searchParams.get(key) === value),
  )?.target
}

/**
 * Where a proxied URL is fetched from: the URL itself, unless its origin is mapped to a stand-in (tests:
 * third-party hosts this network cannot reach). Which URLs may be proxied is unchanged by the map.
 */
export function upstreamUrl(target: string, upstreams: Record<string, string> = {}): string {
  const origin = new URL(target).origin
  return origin in upstreams ? upstreams[origin] + target.slice(origin.length) : target
}
