/** @jest-environment node */
import { browserRedirectData } from "../../redirects/hosts/browser-data"
import { edgeSite } from "../../redirects/hosts/edge"
import { addressTable, fallbackList } from "../../redirects/pipeline"
import { proxyRules } from "../../src/lib/partytown-proxy"
import { cacheRevalidate } from "../../src/config/http-headers"
import { edgeHandler, type EdgeHost } from "../../src/edge/answer"
import { tinyPages, tinyPlan } from "../support/tiny-table"

// The decisions of the edge function (src/edge/answer.ts), with a fake host standing in for
// `context.next()` and the site's files. That the hosts' own engines run it the same way is proven by
// tests/e2e/edge-hosts.e2e.ts.

const pages = tinyPages
const plan = tinyPlan
const data = browserRedirectData(addressTable(plan, pages), fallbackList(plan), 2)
const files = new Map(data.files.map(file => [file.path, file.body]))
const gtag = `https://www.googletagmanager.com/gtag/js?id=G-UNIT`
const proxy = proxyRules([
  { fromPath: `/__third-party-proxy?url=${encodeURIComponent(gtag)}`, toPath: gtag, statusCode: 200 },
])

function fakeHost(answer: Response = new Response(`not found`, { status: 404 })) {
  const calls = { next: 0, files: [] as Array<string>, upstream: [] as Array<string> }
  const host: EdgeHost = {
    next: async () => {
      calls.next++
      return answer
    },
    file: async path => {
      calls.files.push(path)
      return files.has(path) ? new Response(files.get(path)) : new Response(``, { status: 404 })
    },
    upstream: async url => {
      calls.upstream.push(url)
      return new Response(`gtag`, { headers: { "content-type": `text/javascript`, "x-other": `1` } })
    },
  }
  return { host, calls }
}

const html = (body: string) => new Response(body, { headers: { "content-type": `text/html; charset=utf-8` } })
const request = (path: string, init?: RequestInit) => new Request(`https://docs.example${path}`, init)

describe(`the edge function`, () => {
  it(`lets a page's own address through to the host, looking nothing up`, async () => {
    const answer = edgeHandler(edgeSite(data.location, pages, []))
    const { host, calls } = fakeHost(html(`page`))
    const response = await answer(request(`/documentation/`), host)
    expect([response.status, await response.text()]).toEqual([200, `page`])
    expect(calls).toEqual({ next: 1, files: [], upstream: [] })
  })

  it(`answers any spelling of an old address the host has no file for with one 301, query kept`, async () => {
    const answer = edgeHandler(edgeSite(data.location, pages, []))
    const response = await answer(request(`/REST_API/Docs/Core/Tickets.HTML?x=1`), fakeHost().host)
    expect(response.status).toBe(301)
    expect(response.headers.get(`location`)).toBe(`/api-reference/ticketing/tickets/tickets/?x=1`)
    expect(response.headers.get(`cache-control`)).toBe(cacheRevalidate)
  })

  it(`answers an old address whose stub page the host serves, and the host's own redirects`, async () => {
    const answer = edgeHandler(edgeSite(data.location, pages, []))
    const stub = await answer(request(`/rest_api/docs/core/tickets/`), fakeHost(html(`stub`)).host)
    expect([stub.status, stub.headers.get(`location`)]).toEqual([
      301,
      `/api-reference/ticketing/tickets/tickets/`,
    ])
    const slash = new Response(null, { status: 308, headers: { location: `/documentation/` } })
    const page = await answer(request(`/documentation?a=1`), fakeHost(slash).host)
    expect([page.status, page.headers.get(`location`)]).toEqual([301, `/documentation/?a=1`])
  })

  // wrangler pages dev: the asset server answered `/…/tickets.html/` with 502 (ENOTDIR: the stub is a file there).
  it(`answers an old address the host fails on, or throws on, with its 301`, async () => {
    const answer = edgeHandler(edgeSite(data.location, pages, []))
    const failing = fakeHost(new Response(`Bad gateway`, { status: 502 })).host
    const broken = { ...failing, next: () => Promise.reject(new Error(`ENOTDIR: not a directory`)) }
    for (const host of [failing, broken]) {
      const response = await answer(request(`/REST_API/Docs/Core/Tickets.html/`), host)
      expect([response.status, response.headers.get(`location`)]).toEqual([
        301,
        `/api-reference/ticketing/tickets/tickets/`,
      ])
    }
    const unknown = await answer(request(`/not-an-old-address/`), failing)
    expect(unknown.status).toBe(502)
  })

  it(`sends an unlisted address under a family to its section, naming the old address`, async () => {
    const answer = edgeHandler(edgeSite(data.location, pages, []))
    const response = await answer(request(`/rest_api/docs/chat/bans?x=1`), fakeHost().host)
    expect(response.headers.get(`location`)).toBe(
      `/api-reference/live-chat/introduction/?moved_from=/rest_api/docs/chat/bans&x=1`,
    )
  })

  it(`passes the host's answer on for a file, an unknown address, a table it cannot read, another method`, async () => {
    const answer = edgeHandler(edgeSite(data.location, pages, []))
    const text = new Response(`User-agent: *`, { headers: { "content-type": `text/plain` } })
    const robots = fakeHost(text)
    expect((await answer(request(`/robots.txt`), robots.host)).status).toBe(200)
    expect(robots.calls.files).toEqual([])
    expect((await answer(request(`/no/such/page/`), fakeHost().host)).status).toBe(404)
    const unreadable = edgeHandler(edgeSite({ base: `/redirect-data/gone/`, shards: 2 }, pages, []))
    expect((await unreadable(request(`/rest_api/docs/core/tickets`), fakeHost().host)).status).toBe(404)
    const post = fakeHost()
    expect((await answer(request(`/rest_api/docs/core/tickets`, { method: `POST` }), post.host)).status).toBe(
      404,
    )
    expect(post.calls.files).toEqual([])
  })

  it(`reads each file of the table once per instance`, async () => {
    const answer = edgeHandler(edgeSite(data.location, pages, []))
    const first = fakeHost()
    await answer(request(`/rest_api/docs/chat/bans`), first.host)
    const second = fakeHost()
    await answer(request(`/rest_api/docs/chat/users`), second.host)
    expect(first.calls.files).toHaveLength(2)
    expect(second.calls.files.filter(path => path.endsWith(`fallbacks.json`))).toEqual([])
  })

  it(`proxies exactly the allowed Partytown URLs, with their type and cache headers only`, async () => {
    const answer = edgeHandler(edgeSite(data.location, pages, proxy))
    const allowed = fakeHost()
    const response = await answer(
      request(`/__third-party-proxy?url=${encodeURIComponent(gtag)}`),
      allowed.host,
    )
    expect([response.status, await response.text(), response.headers.get(`x-other`)]).toEqual([
      200,
      `gtag`,
      null,
    ])
    expect(allowed.calls.upstream).toEqual([gtag])
    const other = fakeHost()
    const refused = await answer(
      request(`/__third-party-proxy?url=${encodeURIComponent(`https://evil.example/x.js`)}`),
      other.host,
    )
    expect([refused.status, other.calls.upstream]).toEqual([404, []])
  })
})
