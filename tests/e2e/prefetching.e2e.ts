import { eventually } from "./support/site"
import { askToSaveData } from "./support/gatsby-window"
import { newTrackedPage, prefetchedSince, siteWithFaults } from "./support/faults"

/** Gatsby's prefetching of linked pages' data, as readers get it from the production build. */
const { site } = siteWithFaults()

const INDEX = `/documentation/apps/`

interface Burst {
  start: number
  end: number
  paths: Set<string>
}

/** Requests less than a second apart form one burst. Gatsby asks for each path twice (a
 * `<link rel="prefetch">` and the fetch that reads it), so a burst counts paths. */
function burstsOf(requests: Array<{ path: string; at: number }>): Array<Burst> {
  const bursts: Array<Burst> = []
  for (const request of requests) {
    const last = bursts[bursts.length - 1]
    if (last && request.at - last.end < 1000) {
      last.end = request.at
      last.paths.add(request.path)
    } else bursts.push({ start: request.at, end: request.at, paths: new Set([request.path]) })
  }
  return bursts
}

describe(`prefetching`, () => {
  it(`fetches linked pages' data in batches of at most 4, 3 s apart`, async () => {
    const { page } = await newTrackedPage(site())
    const started = Date.now()
    await page.goto(site().url(INDEX))
    // Two bursts, the second over (a second without requests).
    const settledBursts = () => {
      const bursts = burstsOf(prefetchedSince(started, INDEX))
      return bursts.length >= 2 && Date.now() - bursts[bursts.length - 1].end > 1000
    }
    await eventually(settledBursts, `two bursts of prefetching`, 15000)
    const bursts = burstsOf(prefetchedSince(started, INDEX))
    for (const burst of bursts) expect(burst.paths.size).toBeLessThanOrEqual(4)
    for (let index = 1; index < bursts.length; index += 1)
      expect(bursts[index].start - bursts[index - 1].end).toBeGreaterThanOrEqual(2500)
  })

  it(`prefetches nothing when the reader asks to save data`, async () => {
    const { page } = await newTrackedPage(site())
    await askToSaveData(page)
    const started = Date.now()
    await page.goto(site().url(INDEX))
    // An absence is observed over a window: 4.5 s spans the first batch and the start of the second.
    await page.waitForTimeout(4500)
    expect(prefetchedSince(started, INDEX)).toEqual([])
  })

  it.each([
    [
      `on a 2g connection`,
      () =>
        Object.defineProperty(navigator, `connection`, { value: { saveData: false, effectiveType: `2g` } }),
    ],
    [
      `for a bot`,
      () =>
        Object.defineProperty(navigator, `userAgent`, {
          value: `Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)`,
        }),
    ],
  ])(`prefetches nothing %s`, async (_reader, setUp) => {
    const { page } = await newTrackedPage(site())
    await page.addInitScript(setUp)
    const started = Date.now()
    await page.goto(site().url(INDEX))
    await page.waitForTimeout(4500)
    expect(prefetchedSince(started, INDEX)).toEqual([])
  })
})
