/** @jest-environment node */
import { addressKey, redirectLocation } from "../../redirects/address"
import { resolveKey, shardOf, sortFallbacks } from "../../redirects/lookup"

describe(`addressKey: one normal form for every spelling of an address`, () => {
  it.each([
    [`/rest_api/docs/core/tickets`, `/rest_api/docs/core/tickets/`],
    [`/REST_API/Docs/Core/Tickets`, `/rest_api/docs/core/tickets/`],
    [`/rest_api/docs/core/tickets/`, `/rest_api/docs/core/tickets/`],
    [`/rest_api/docs/core/tickets.html`, `/rest_api/docs/core/tickets/`],
    [`/rest_api/docs/core/tickets.HTM`, `/rest_api/docs/core/tickets/`],
    [`/rest_api/docs/core/tickets/index.html`, `/rest_api/docs/core/tickets/`],
    [`/Documentation/REST_API/Tickets.HtMl/`, `/documentation/rest_api/tickets/`],
    [`/api-reference/changelog/feed.xml/`, `/api-reference/changelog/feed.xml`],
    [`/rest_api//docs///core/tickets`, `/rest_api/docs/core/tickets/`],
    [`/rest_api/docs/core/ticket%5Faudits`, `/rest_api/docs/core/ticket_audits/`],
    [`/rest_api/docs/core/tickets?x=1#list-tickets`, `/rest_api/docs/core/tickets/`],
    [`rest_api/docs`, `/rest_api/docs/`],
    [`/`, `/`],
    [`/index.html`, `/`],
    [``, `/`],
    [`/api-reference/ticketing/openapi.json`, `/api-reference/ticketing/openapi.json`],
    [`/bad%E0%A4%A`, `/bad%e0%a4%a/`],
  ])(`%s -> %s`, (address, key) => expect(addressKey(address)).toBe(key))
})

describe(`redirectLocation`, () => {
  it(`keeps the reader's query and hash`, () => {
    expect(redirectLocation(`/new/`, `?x=1`, `#y`)).toBe(`/new/?x=1#y`)
    expect(redirectLocation(`/new/`, ``, ``)).toBe(`/new/`)
  })

  it(`names the old address first for a fallback, slashes readable, the rest escaped`, () => {
    expect(redirectLocation(`/new/`, `?x=1`, `#y`, `/old/a b&c`)).toBe(
      `/new/?moved_from=/old/a%20b%26c&x=1#y`,
    )
    expect(redirectLocation(`/new/`, ``, ``, `/old/x%20y`)).toBe(`/new/?moved_from=/old/x%20y`)
  })
})

describe(`resolveKey: exact rules first, then the longest fallback prefix`, () => {
  const exact = new Map([[`/rest_api/docs/chat/agents/`, `/chat/agents/`]])
  const fallbacks = sortFallbacks([
    [`/rest_api/`, `/api/`],
    [`/rest_api/docs/chat/`, `/chat/`],
  ])
  const resolve = (key: string) => resolveKey(key, candidate => exact.get(candidate), fallbacks)

  it(`prefers an exact rule over any fallback`, () => {
    expect(resolve(`/rest_api/docs/chat/agents/`)).toEqual({ target: `/chat/agents/`, fallback: false })
  })

  it(`takes the longest matching prefix`, () => {
    expect(resolve(`/rest_api/docs/chat/bans/`)).toEqual({ target: `/chat/`, fallback: true })
    expect(resolve(`/rest_api/docs/chat/`)).toEqual({ target: `/chat/`, fallback: true })
    expect(resolve(`/rest_api/docs/voice/`)).toEqual({ target: `/api/`, fallback: true })
  })

  it(`matches whole segments only, and nothing outside the families`, () => {
    expect(resolve(`/rest_api/docs/chatty/`)).toEqual({ target: `/api/`, fallback: true })
    expect(resolve(`/documentation/`)).toBeUndefined()
  })
})

describe(`shardOf`, () => {
  it(`spreads keys over every shard, the same way every time`, () => {
    const keys = Array.from({ length: 2000 }, (_, index) => `/old/page-${index}/`)
    const counts = new Array(8).fill(0)
    for (const key of keys) counts[shardOf(key, 8)]++
    expect(Math.min(...counts)).toBeGreaterThan(150)
    expect(shardOf(`/old/page-1/`, 8)).toBe(shardOf(`/old/page-1/`, 8))
    expect(shardOf(`/anything/`, 1)).toBe(0)
  })
})
