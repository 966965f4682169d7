/*
 * The sample every host is held to, as a new reader would try old addresses: rules spread over the whole
 * table, and an unlisted address under every fallback, each in six spellings (as published, with and
 * without the trailing slash, another letter case, `.html`, `/index.html`), with and without a query.
 * Each must get one 301 to the exact page, the query kept, a fallback naming the old address.
 */
import { addressKey, redirectLocation } from "../../../redirects/address"
import { resolveKey } from "../../../redirects/lookup"
import { addressTable, fallbackList, type RedirectPlan } from "../../../redirects/pipeline"
import { get, mapConcurrently } from "./http"

export type Spelling =
  `as published` | `trailing slash` | `no trailing slash` | `other letter case` | `.html` | `/index.html`

export interface SampledRequest {
  request: string
  location: string
  spelling: Spelling
  /** An unlisted address under a family: its fallback answers. */
  fallback: boolean
}

export function otherCase(path: string): string {
  return path.replace(/[a-z]/g, (letter, index) => (index % 2 === 0 ? letter.toUpperCase() : letter))
}

/** Six spellings of an address (fewer where two coincide, as for an address published with `.html`). */
export function sixSpellings(published: string): Array<[Spelling, string]> {
  const stem = published.replace(/\/$/, ``).replace(/\.html?$/i, ``)
  const spellings: Array<[Spelling, string]> =
    stem === ``
      ? [
          [`as published`, `/`],
          [`/index.html`, `/index.html`],
        ]
      : [
          [`as published`, published],
          [`trailing slash`, `${stem}/`],
          [`no trailing slash`, stem],
          [`other letter case`, otherCase(published)],
          [`.html`, `${stem}.html`],
          [`/index.html`, `${stem}/index.html`],
        ]
  return spellings.filter(([, path], index) => spellings.findIndex(([, other]) => other === path) === index)
}

/** `count` rules at even steps over the table, and every fallback, in every spelling, with and without `?x=1`. */
export function hostSample(
  plan: RedirectPlan,
  pages: ReadonlySet<string>,
  count = 100,
): Array<SampledRequest> {
  const table = addressTable(plan, pages)
  const fallbacks = fallbackList(plan)
  const step = plan.rules.length / Math.min(count, plan.rules.length)
  const rules = Array.from({ length: Math.min(count, plan.rules.length) }, (_, index) => {
    return plan.rules[Math.floor(index * step)].fromPath
  })
  const unlisted = plan.fallbacks.map(fallback => `${fallback.prefix}an-unlisted-page`)
  const requests = [...rules, ...unlisted].flatMap(address =>
    sixSpellings(address).flatMap(([spelling, path]) =>
      [path, `${path}?x=1`].map(request => ({ request, spelling, fallback: unlisted.includes(address) })),
    ),
  )
  const unique = requests.filter(
    (item, index) => requests.findIndex(other => other.request === item.request) === index,
  )
  return unique.map(({ request, spelling, fallback }) => {
    const [pathname, query = ``] = request.split(`?`)
    const resolution = resolveKey(addressKey(pathname), key => table.get(key), fallbacks)
    if (!resolution)
      throw new Error(`the sample's ${request} lands nowhere: the table changed under the test`)
    const search = query ? `?${query}` : ``
    const movedFrom = resolution.fallback ? pathname : undefined
    return {
      request,
      location: redirectLocation(resolution.target, search, ``, movedFrom),
      spelling,
      fallback,
    }
  })
}

/** Every request of the sample that is not answered with one 301 to its location (same origin). */
export async function oneHopMisses(
  origin: string,
  sample: ReadonlyArray<SampledRequest>,
): Promise<Array<string>> {
  const misses: Array<string> = []
  await mapConcurrently(sample, 8, async ({ request, location }) => {
    const answer = await get(origin, request)
    const answered = answer.location?.startsWith(origin)
      ? answer.location.slice(origin.length)
      : answer.location
    if (answer.status !== 301 || answered !== location)
      misses.push(`${request}: ${answer.status} ${answer.location ?? ``}, expected 301 ${location}`)
  })
  return misses
}
