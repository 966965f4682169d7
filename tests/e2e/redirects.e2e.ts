import fs from "fs"
import path from "path"
import type { Page } from "playwright-core"
import { addressKey } from "../../redirects/address"
import { resolveKey } from "../../redirects/lookup"
import { addressTable, fallbackList } from "../../redirects/pipeline"
import { findInTable, type TableLocation } from "../../redirects/table-lookup"
import { redirectDataDir } from "../../src/config/redirects"
import { isStub, stubFilePath } from "../../redirects/hosts/stubs"
import { redirectFamilies } from "../../redirects"
import {
  expectedH1,
  plannedRedirects,
  sitePages,
  stratifiedSample,
  VARIANT_KINDS,
  variantsOf,
} from "./support/redirect-matrix"
import { closeAgent, get, mapConcurrently } from "./support/http"
import { oldAddressesSeen } from "./support/reference"
import { withTrailingSlash } from "../../src/lib/paths"
import { navigateInApp } from "./support/gatsby-window"
import { hydrated, newPage, openSite, PUBLIC_DIR, type Site } from "./support/site"

// The redirect matrix in the browser, on a plain bucket (stubs and the 404 page's lookup), as a
// stratified sample: one rule of every family, every spelling kind (query and hash among them), each
// followed by first load, link click and navigate(), with service workers blocked and allowed. Each run
// must end on the target with the same query and hash, its h1 visible, no page error, and the 404
// heading never painted. Every rule in every spelling is asked over plain HTTP of nginx and `npm start`
// in crawler-view.e2e.ts; below, every rule's bucket stub is read, and every spelling looked up in the
// browser's table as served, over plain HTTP.

let site: Site
beforeAll(async () => (site = await openSite()))
afterAll(() => site.close())

const NOT_FOUND_WATCH = () => {
  const check = () => {
    const heading = document.querySelector(`h1`)
    if (
      heading?.textContent === `Page not found` &&
      getComputedStyle(document.documentElement).display !== `none`
    ) {
      ;(window as Window & { reportNotFoundPaint?: (url: string) => void }).reportNotFoundPaint?.(
        location.href,
      )
    }
    requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

type Mode = `first load` | `link click` | `navigate()`

async function go(page: Page, mode: Mode, address: string, url: (path: string) => string): Promise<void> {
  if (mode === `first load`) {
    await page.goto(url(address))
    return
  }
  // In-app modes start from the page the previous step landed on (always a page of the app).
  await page.waitForFunction(() => typeof window.___navigate === `function`)
  if (mode === `link click`) {
    // A link in rendered content, caught by gatsby-plugin-catch-links and routed in the app.
    await page.evaluate(href => {
      const link = document.createElement(`a`)
      link.href = href
      link.textContent = `old link`
      link.id = `old-link`
      document.body.append(link)
    }, address)
    await page.click(`#old-link`)
  } else {
    // What gatsby's navigate() does: the site's trailing-slash rule, then the router.
    await navigateInApp(page, withTrailingSlash(address))
  }
}

/** In-app modes must start elsewhere than the target; move there in the app, not with a full load. */
async function leaveTarget(page: Page): Promise<void> {
  // After a full load, a navigation started before Gatsby's first render races it and can be lost.
  await hydrated(page)
  const start = toPathOfStart(page.url())
  await navigateInApp(page, start)
  await page.waitForURL(url => url.pathname === start)
  await page.waitForFunction(
    expected => document.querySelector(`h1`)?.textContent === expected,
    start === `/documentation/` ? `Developer documentation` : `Webhooks`,
  )
}

function toPathOfStart(current: string): string {
  return new URL(current).pathname === `/documentation/webhooks/`
    ? `/documentation/`
    : `/documentation/webhooks/`
}

const modes: Array<Mode> = [`first load`, `link click`, `navigate()`]

/**
 * With service workers blocked, one rule of every family; allowed (the worker installed on the first
 * load answers the next ones), rules of five families spread over the table. Every case in every mode.
 */
const SAMPLES = {
  block: stratifiedSample({ spellings: 2, pick: `middle` }),
  allow: stratifiedSample({ families: 5, spellings: 3, pick: `first` }),
}

describe.each([`block`, `allow`] as const)(`service workers %sed`, serviceWorkers => {
  const sample = SAMPLES[serviceWorkers]

  it(`the sample meets every spelling kind${serviceWorkers === `block` ? ` and every family` : ``}`, () => {
    const kinds = new Set(sample.flatMap(({ variants }) => variants.map(variant => variant.name)))
    expect([...kinds].sort()).toEqual([...VARIANT_KINDS].sort())
    if (serviceWorkers === `block`)
      expect(sample.map(({ rule }) => rule.family)).toEqual(redirectFamilies.map(family => family.name))
  })

  it.each(sample.map(({ rule, variants }) => [rule.family, rule.fromPath, rule.toPath, variants] as const))(
    `%s: %s -> %s`,
    async (_family, fromPath, toPath, variants) => {
      const { page, context, errors } = await newPage(site, { serviceWorkers })
      const painted: Array<string> = []
      await page.exposeFunction(`reportNotFoundPaint`, (href: string) => painted.push(href))
      await page.addInitScript(NOT_FOUND_WATCH)
      const heading = expectedH1(toPath)
      for (const variant of variants) {
        for (const mode of modes) {
          if (mode !== `first load`) await leaveTarget(page)
          await go(page, mode, variant.address, site.url)
          await page.waitForURL(url => url.pathname === toPath, { timeout: 10000 })
          await page.waitForFunction(text => document.querySelector(`h1`)?.textContent === text, heading, {
            timeout: 10000,
          })
          const url = new URL(page.url())
          expect(`${mode} ${variant.name}: ${url.pathname}${url.search}${url.hash}`).toBe(
            `${mode} ${variant.name}: ${toPath}${variant.search}${variant.hash}`,
          )
          await expect(page.locator(`h1`).isVisible()).resolves.toBe(true)
        }
      }
      expect(painted).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    },
    120000,
  )
})

/**
 * What the browser sample leaves out of the bucket, over plain HTTP: every rule's stub, at its own
 * address, names its target (the stub's script, meta refresh and link all go there).
 */
it(`on a plain bucket, every rule's address is a stub naming its target`, async () => {
  const wrong: Array<string> = []
  const rules = plannedRedirects().rules
  await mapConcurrently(rules, 16, async rule => {
    const answer = await get(site.server.url, encodeURI(`/${stubFilePath(rule.fromPath)}`))
    const canonical = /<link rel="canonical" href="([^"]*)">/.exec(answer.body)?.[1]
    const target = canonical ? new URL(canonical.replaceAll(`&amp;`, `&`)).pathname : undefined
    if (answer.status !== 200 || !isStub(answer.body) || decodeURI(target ?? ``) !== rule.toPath)
      wrong.push(`${rule.fromPath}: ${answer.status} stub to ${target}, expected ${rule.toPath}`)
  })
  expect(rules.length).toBeGreaterThan(2000)
  expect(wrong).toEqual([])
}, 60000)

/** The browser's table as this build published it: its one folder of shards under public/. */
function publishedTable(): TableLocation {
  const root = path.join(PUBLIC_DIR, redirectDataDir)
  const [hash, ...others] = fs.readdirSync(root)
  expect(others).toEqual([])
  const shards = fs.readdirSync(path.join(root, hash)).filter(name => /^\d+\.json$/.test(name)).length
  return { base: `/${redirectDataDir}/${hash}/`, shards }
}

/**
 * What the browser sample leaves out of the 404 page's lookup and in-app navigation, over plain HTTP:
 * the lookup they run (findInTable), reading the shards as the bucket serves them, finds for every
 * spelling of every rule, every old address seen and an unlisted page under every fallback the same
 * page the table does (as nginx and `npm start` answer in crawler-view.e2e.ts).
 */
it(`the browser's table, as served, finds every spelling of every rule where the table does`, async () => {
  const plan = plannedRedirects()
  const table = addressTable(plan, sitePages())
  const fallbacks = fallbackList(plan)
  const files = new Map<string, Promise<unknown>>()
  const load = <T>(file: string): Promise<T> => {
    if (!files.has(file))
      files.set(
        file,
        get(site.server.url, file).then(answer => JSON.parse(answer.body)),
      )
    return files.get(file) as Promise<T>
  }
  const location = publishedTable()
  const addresses = [
    ...new Set([
      ...plan.rules.flatMap(rule =>
        variantsOf(rule.fromPath).map(variant => variant.address.split(/[?#]/)[0]),
      ),
      ...oldAddressesSeen().map(old => old.oldPath),
      ...plan.fallbacks.map(fallback => `${fallback.prefix}an-unlisted-page`),
    ]),
  ]
  const wrong: Array<string> = []
  await mapConcurrently(addresses, 16, async address => {
    const expected = resolveKey(addressKey(address), key => table.get(key), fallbacks)
    const found = await findInTable(address, location, load)
    if (JSON.stringify(found) !== JSON.stringify(expected))
      wrong.push(`${address}: found ${JSON.stringify(found)}, expected ${JSON.stringify(expected)}`)
  })
  expect(addresses.length).toBeGreaterThan(plan.rules.length * 4)
  expect(wrong).toEqual([])
  closeAgent()
}, 60000)

/**
 * In the browser, on a plain bucket (stubs and the 404 page's lookup), a stratified sample of the old
 * links seen in the wild: the first of every kind (its first two segments, with or without a fragment,
 * ending in `.html` or not), and every twentieth. All of them are requested over plain HTTP against
 * nginx and `npm start` in crawler-view.e2e.ts, and resolved by the unit tests (old-addresses.test.ts).
 */
function sampleOfSeen() {
  const kinds = new Set<string>()
  return oldAddressesSeen().filter((old, index) => {
    const kind = [
      old.oldPath.split(`/`).slice(0, 3).join(`/`).toLowerCase(),
      old.fragments.length > 0,
      /\.html?$/i.test(old.oldPath),
    ].join(` `)
    const first = !kinds.has(kind)
    kinds.add(kind)
    return first || index % 20 === 0
  })
}

describe(`old addresses seen in the wild`, () => {
  it(`land on a page on first load, keeping their fragment`, async () => {
    const { page, context, errors } = await newPage(site)
    const stranded: Array<string> = []
    for (const old of sampleOfSeen()) {
      const hash = old.fragments[0] ? `#${old.fragments[0]}` : ``
      const response = await page.goto(site.url(`${old.oldPath}${hash}`))
      await page.waitForLoadState(`load`)
      await page.waitForFunction(
        () =>
          document.querySelector(`h1`) !== null &&
          getComputedStyle(document.documentElement).display !== `none`,
      )
      const url = new URL(page.url())
      const h1 = await page.locator(`h1`).first().textContent()
      if (h1 === `Page not found` || (response?.status() === 404 && url.pathname === old.oldPath))
        stranded.push(`${old.oldPath}: not redirected`)
      else if (old.newPath && url.pathname !== old.newPath)
        stranded.push(`${old.oldPath}: went to ${url.pathname}, expected ${old.newPath}`)
      else if (url.hash !== hash) stranded.push(`${old.oldPath}: lost its fragment ${hash}`)
    }
    expect(stranded).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  }, 300000)
})
