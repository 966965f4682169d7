/**
 * Host rules for Gatsby's Partytown proxy (issue 6, item 5). For each URL in `partytownProxiedURLs`
 * Gatsby calls `createRedirect({ fromPath: "/__third-party-proxy?url=<encoded URL>", toPath: URL,
 * statusCode: 200 })`: a rewrite that a host must answer by fetching the URL (a proxy), not a redirect.
 * These pure functions write such rules in Netlify's `_redirects` syntax and read them back, so the
 * static server answers the proxy path from the same build output a real host would.
 */
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

/** `/__third-party-proxy?url=<encoded>` -> `/__third-party-proxy url=<encoded> <target> 200` (Netlify query matching). */
export function proxyRewriteLine({ fromPath, toPath }: GatsbyRedirect): string {
  const [pathname, query = ``] = fromPath.split(`?`)
  return [pathname, ...query.split(`&`).filter(Boolean), toPath, `200`].join(` `)
}

/** The proxy rules in a `_redirects` file: lines ending in an absolute target and status 200. */
export function parseProxyRules(redirectsText: string): Array<ProxyRule> {
  return redirectsText.split(`\n`).flatMap(line => {
    const fields = line.trim().split(/\s+/)
    if (fields[0]?.startsWith(`#`) || fields.length < 3 || fields[fields.length - 1] !== `200`) return []
    const target = fields[fields.length - 2]
    if (!ABSOLUTE_URL.test(target)) return []
    const conditions = fields.slice(1, -2)
    if (!conditions.every(condition => condition.includes(`=`))) return []
    const query = conditions.map(condition => {
      const [key, value] = [
        condition.slice(0, condition.indexOf(`=`)),
        condition.slice(condition.indexOf(`=`) + 1),
      ]
      return [decodeURIComponent(key), decodeURIComponent(value)] as [string, string]
    })
    return [{ pathname: fields[0], query, target }]
  })
}

/** The URL a request is proxied to, or undefined when no rule allows it. */
export function proxyTarget(rules: Array<ProxyRule>, requestUrl: string): string | undefined {
  const { pathname, searchParams } = new URL(requestUrl, `http://localhost`)
  return rules.find(
    rule => rule.pathname === pathname && rule.query.every(([key, value]) => searchParams.get(key) === value),
  )?.target
}
