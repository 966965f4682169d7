import fs from "fs"
import http from "http"
import https from "https"
import path from "path"
import { proxyTarget, type ProxyRule } from "../../src/lib/partytown-proxy"

// Gatsby's Partytown proxy rules (`/__third-party-proxy?url=…`), as a host that honours the build's rules
// answers them: the build lists them in build/proxy-rules.json, beside public/. Any other `url` is not
// proxied (a 404, like a missing file).

export function readProxyRules(root: string): Array<ProxyRule> {
  const file = path.join(root, `..`, `build`, `proxy-rules.json`)
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, `utf8`)) as Array<ProxyRule>) : []
}

const PROXIED_HEADERS = [`content-type`, `cache-control`]

export function proxiedUrl(rules: Array<ProxyRule>, requestUrl: string): string | undefined {
  try {
    return proxyTarget(rules, requestUrl)
  } catch {
    return undefined
  }
}

export function proxy(response: http.ServerResponse, url: string): void {
  const client = url.startsWith(`https:`) ? https : http
  const upstream = client.get(url, answer => {
    const headers = Object.fromEntries(
      PROXIED_HEADERS.flatMap(name => (answer.headers[name] ? [[name, answer.headers[name]]] : [])),
    )
    response.writeHead(answer.statusCode ?? 502, headers)
    answer.pipe(response)
  })
  upstream.on(`error`, () => {
    if (response.headersSent) return response.destroy()
    response.writeHead(502, { "Content-Type": `text/plain; charset=utf-8` })
    response.end(`Bad gateway`)
  })
  response.on(`close`, () => upstream.destroy())
}
