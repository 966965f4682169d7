import { BANNER_ID, showProblems } from "../../src/browser/dev-problems"
import { HELD_SCRIPT_TYPE, releaseHeldScripts, withScriptsHeld } from "../../src/build-output/held-scripts"
import { noteArrival, movedFromOf } from "../../src/browser/redirects/arrival"
import { recordRedirectHit, takeRedirectHit } from "../../src/browser/redirects/hits"
import { redirectedAddress } from "../../src/browser/redirects/in-app"
import { findRedirect } from "../../src/browser/redirects/redirect-data"
import { shardOf } from "../../redirects/lookup"

const data = { base: `/redirect-data/abc/`, shards: 2 }
const table: Record<string, string> = {
  "/rest_api/docs/core/tickets/": `/api-reference/ticketing/tickets/tickets/`,
  "/documentation/webhooks/": `/documentation/webhooks/`,
}
const shards = [{}, {}] as Array<Record<string, string>>
for (const [key, target] of Object.entries(table)) shards[shardOf(key, 2)][key] = target
const files: Record<string, unknown> = {
  "/redirect-data/abc/0.json": shards[0],
  "/redirect-data/abc/1.json": shards[1],
  "/redirect-data/abc/fallbacks.json": [[`/rest_api/docs/chat/`, `/api-reference/live-chat/introduction/`]],
}
const fetched: Array<string> = []

beforeEach(() => {
  fetched.length = 0
  sessionStorage.clear()
  window.dataLayer = []
  global.fetch = jest.fn(async (url: string) => {
    fetched.push(url)
    return { ok: url in files, status: url in files ? 200 : 404, json: async () => files[url] } as Response
  }) as unknown as typeof fetch
  ;(globalThis as unknown as { __REDIRECT_DATA__: typeof data }).__REDIRECT_DATA__ = data
})

describe(`findRedirect`, () => {
  it(`fetches only the shard that can hold the address, and the fallbacks`, async () => {
    await expect(findRedirect(`/REST_API/Docs/Core/Tickets.html`, data)).resolves.toEqual({
      target: `/api-reference/ticketing/tickets/tickets/`,
      fallback: false,
    })
    expect(fetched).toEqual([
      `/redirect-data/abc/${shardOf(`/rest_api/docs/core/tickets/`, 2)}.json`,
      `/redirect-data/abc/fallbacks.json`,
    ])
    await expect(findRedirect(`/rest_api/docs/chat/bans`, data)).resolves.toEqual({
      target: `/api-reference/live-chat/introduction/`,
      fallback: true,
    })
    await expect(findRedirect(`/nothing/here`, data)).resolves.toBeUndefined()
  })
})

describe(`in-app navigation`, () => {
  const loader = (isPage: boolean) => ({
    loadPage: jest.fn(async () => (isPage ? { status: `success` } : { status: `error` })),
    isPageNotFound: () => !isPage,
  })

  it(`goes straight to a page, fetching no redirect data`, async () => {
    await expect(redirectedAddress(`/documentation/webhooks/?x=1`, loader(true))).resolves.toBeUndefined()
    expect(fetched).toEqual([])
  })

  it(`sends an old address to its target, query and hash kept, and records the hit`, async () => {
    await expect(redirectedAddress(`/rest_api/docs/core/tickets/?x=1#y`, loader(false))).resolves.toBe(
      `/api-reference/ticketing/tickets/tickets/?x=1#y`,
    )
    expect(takeRedirectHit(`/api-reference/ticketing/tickets/tickets/`, `?x=1`)).toEqual({
      from: `/rest_api/docs/core/tickets/`,
      to: `/api-reference/ticketing/tickets/tickets/`,
      via: `in-app`,
    })
  })

  it(`sends an address under a family to its fallback, naming the old address`, async () => {
    await expect(redirectedAddress(`/rest_api/docs/chat/bans/`, loader(false))).resolves.toBe(
      `/api-reference/live-chat/introduction/?moved_from=/rest_api/docs/chat/bans/`,
    )
  })

  it(`leaves an unknown address to the 404 page`, async () => {
    await expect(redirectedAddress(`/nothing/`, loader(false))).resolves.toBeUndefined()
  })
})

describe(`arrival`, () => {
  it(`reports a recorded hit once, on the page it was for`, () => {
    recordRedirectHit({ from: `/old/`, to: `/new/`, via: `stub` })
    noteArrival({ pathname: `/new/`, search: ``, hash: `` })
    noteArrival({ pathname: `/new/`, search: ``, hash: `` })
    expect(window.dataLayer).toEqual([{ event: `redirect`, from: `/old/`, to: `/new/`, via: `stub` }])
  })

  it(`reports a host's fallback from moved_from, remembers it for the note and cleans the address bar`, () => {
    window.history.replaceState({ key: `k` }, ``, `/section/?moved_from=/old/page&x=1#h`)
    noteArrival({ pathname: `/section/`, search: `?moved_from=/old/page&x=1`, hash: `#h` })
    expect(window.dataLayer).toEqual([
      { event: `redirect`, from: `/old/page`, to: `/section/`, via: `fallback` },
    ])
    expect(window.location.search).toBe(`?x=1`)
    expect(window.location.hash).toBe(`#h`)
    expect(window.history.state).toEqual({ key: `k` })
    expect(movedFromOf(`/section/`, window.location.search)).toBe(`/old/page`)
    expect(movedFromOf(`/elsewhere/`, ``)).toBeUndefined()
  })
})

describe(`the development problems banner`, () => {
  it(`lists each problem, and goes away when they are fixed`, () => {
    showProblems([
      `content/a/index.md: frontmatter has no \`title\``,
      `redirects/families/x.ts: rule "/a" -> "/b/": loop`,
    ])
    const banner = document.getElementById(BANNER_ID)
    expect(banner?.getAttribute(`role`)).toBe(`alert`)
    expect([...(banner?.querySelectorAll(`li`) ?? [])].map(item => item.textContent)).toEqual([
      `content/a/index.md: frontmatter has no \`title\``,
      `redirects/families/x.ts: rule "/a" -> "/b/": loop`,
    ])
    showProblems([])
    expect(document.getElementById(BANNER_ID)).toBeNull()
  })
})

describe(`404.html's held scripts`, () => {
  const page = `<div id="___gatsby"></div><script>window.pagePath="/404.html"</script><script src="/webpack-runtime-1.js" async=""></script><script src="/app-2.js" async></script>`

  it(`starts them, in place and async, when released`, () => {
    document.body.innerHTML = withScriptsHeld(page)
    releaseHeldScripts(document)
    const scripts = [...document.querySelectorAll(`script[src]`)] as Array<HTMLScriptElement>
    expect(scripts.map(script => [script.getAttribute(`src`), script.async])).toEqual([
      [`/webpack-runtime-1.js`, true],
      [`/app-2.js`, true],
    ])
    expect(document.querySelectorAll(`script[type="${HELD_SCRIPT_TYPE}"]`)).toHaveLength(0)
  })
})
