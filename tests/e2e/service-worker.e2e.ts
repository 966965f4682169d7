import { eventually, hydrated } from "./support/site"
import { WORKER_NOT_INSTALLED } from "../../src/browser/service-worker-messages"
import { isSameDocument, markDocument, navigateInApp, waitForHeading } from "./support/gatsby-window"
import { faults, newTrackedPage, siteWithFaults } from "./support/faults"

/** gatsby-plugin-offline's service worker: where it registers, offline reading, and deploys. */
const { site } = siteWithFaults()

/** A page the offline plugin's worker controls, with the console messages it logged. */
async function controlledPage() {
  const opened = await newTrackedPage(site(), { serviceWorkers: `allow` })
  const logs: Array<string> = []
  opened.page.on(`console`, message => logs.push(message.text()))
  await opened.page.goto(site().url(`/documentation/webhooks/`))
  await opened.page.evaluate(() => navigator.serviceWorker.ready)
  await opened.page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  return { ...opened, logs }
}

/** Asks the browser to check for a new worker; a reload it causes may end the evaluation first. */
async function checkForUpdate(page: Awaited<ReturnType<typeof controlledPage>>[`page`]): Promise<void> {
  await page
    .evaluate(() => navigator.serviceWorker.getRegistration().then(registration => registration?.update()))
    .catch(() => undefined)
}

describe(`service worker`, () => {
  it(`refuses to register off localhost without HTTPS, saying why`, async () => {
    const { page } = await newTrackedPage(site(), { serviceWorkers: `allow` })
    const refused = page.waitForEvent(
      `console`,
      message =>
        message.type() === `error` &&
        /service workers? (can only|need)/i.test(message.text()) &&
        /https/i.test(message.text()),
    )
    await page.goto(site().url(`/documentation/`).replace(`localhost`, `127.0.0.1`))
    await refused
    // Gatsby's worker only: Partytown registers its own, scoped to /~partytown/, wherever the browser allows.
    const gatsbyWorkers = () =>
      page.evaluate(() =>
        navigator.serviceWorker
          .getRegistrations()
          .then(list => list.filter(registration => new URL(registration.scope).pathname === `/`).length),
      )
    await expect(gatsbyWorkers()).resolves.toBe(0)
  })

  it(`says content is available offline, and a visited page can be read offline`, async () => {
    const { page, context, logs } = await controlledPage()
    expect(logs).toContain(`Content is now available offline!`)
    await page.goto(site().url(`/documentation/`))
    await hydrated(page)
    await context.setOffline(true)
    await page.goto(site().url(`/documentation/webhooks/`))
    await waitForHeading(page, `Webhooks`)
  })

  it(`after a deploy, the next navigation loads the new build`, async () => {
    const { page } = await controlledPage()
    faults.newServiceWorker = true
    await checkForUpdate(page)
    await page.waitForFunction(() => window.___swUpdated === true)
    await markDocument(page)
    await navigateInApp(page, `/documentation/api-basics/`)
    await page.waitForURL(url => url.pathname === `/documentation/api-basics/`)
    await waitForHeading(page, `API basics`)
    await expect(isSameDocument(page)).resolves.toBe(false)
  })

  it(`reloads at once when a new worker installs and a resource had failed to load`, async () => {
    const { page } = await controlledPage()
    await page.evaluate(() => {
      const broken = document.createElement(`script`)
      broken.src = `/missing-after-deploy.js`
      document.body.append(broken)
    })
    await page.waitForFunction(() => window.___failedResources === true)
    await markDocument(page)
    faults.newServiceWorker = true
    const reloaded = page.waitForEvent(`load`)
    await checkForUpdate(page)
    await reloaded
    await hydrated(page)
    await expect(isSameDocument(page)).resolves.toBe(false)
    await expect(page.locator(`h1`).textContent()).resolves.toBe(`Webhooks`)
  })
})

describe(`service worker console messages`, () => {
  /** Opens a page with service workers allowed, recording the console. */
  async function openLogged() {
    const opened = await newTrackedPage(site(), { serviceWorkers: `allow` })
    const logs: Array<{ type: string; text: string }> = []
    opened.page.on(`console`, message => logs.push({ type: message.type(), text: message.text() }))
    await opened.page.goto(site().url(`/documentation/webhooks/`))
    return { ...opened, logs }
  }

  it(`says "Error during service worker registration" when sw.js cannot be fetched`, async () => {
    faults.serviceWorkerScript = null
    const { logs } = await openLogged()
    await eventually(
      () =>
        logs.some(
          log => log.type === `error` && log.text.startsWith(`Error during service worker registration`),
        ),
      `the registration error`,
      10000,
    )
  })

  it(`says the installing worker became redundant when its install fails, and never that it was replaced`, async () => {
    faults.serviceWorkerScript = `self.addEventListener("install", event => event.waitUntil(Promise.reject(new Error("install failed"))))`
    const { logs } = await openLogged()
    await eventually(
      () => logs.some(log => log.text === WORKER_NOT_INSTALLED),
      `the site's line after a failed install`,
      10000,
    )
    expect(logs).toContainEqual({ type: `error`, text: `The installing service worker became redundant.` })
    expect(logs.filter(log => /replaced by a newer/i.test(log.text))).toEqual([])
  })
})
