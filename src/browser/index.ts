import type { GatsbyBrowser } from "gatsby"
import { hideLoadingNotice, showLoadingNotice } from "./loading-notice"
import { afterLoad, afterLoadWhenIdle } from "./after-load"
import { tagManagerId } from "../config/site"
import { startPartytownOnClientRenderedPage } from "./partytown-app-shell"
import { noteArrival } from "./redirects/arrival"
import { redirectInAppNavigation } from "./redirects/in-app"
import { watchResourceFailures } from "./resource-failures"
import { reloadOnceNewWorkerControls } from "./update-reload"
import { WORKER_NOT_INSTALLED } from "./service-worker-messages"

/** Browser hooks on Gatsby's own loader and service-worker registration, re-exported by gatsby-browser.tsx. */
export const onClientEntry: GatsbyBrowser[`onClientEntry`] = () => {
  watchResourceFailures()
  // Development only; production bundles leave the module out.
  if (process.env.NODE_ENV === `development`)
    void import(`./dev-problems`).then(problems => problems.watchDevProblems())
  if (!redirectInAppNavigation()) {
    console.error(
      `In-app redirects are off: Gatsby no longer defines window.___navigate before onClientEntry.`,
    )
  }
}

/** The reader's furniture (drawer, theme select, scroll-spy, sidebar groups), once its chunk is here. */
let reader: typeof import("./reader") | undefined

export const onInitialClientRender: GatsbyBrowser[`onInitialClientRender`] = () => {
  if (!redirectInAppNavigation()) {
    console.error(
      `In-app redirects are off: Gatsby no longer defines window.___navigate (checked against Gatsby 5.16).`,
    )
  }
  startPartytownOnClientRenderedPage()
  // Its own chunk, fetched after load: no JavaScript before it for the drawer, theme or scroll-spy.
  afterLoad(
    () =>
      void import(`./reader`).then(module => {
        reader = module
        module.startReader()
      }),
  )
  // The loader is its own chunk, fetched after load: the widget adds nothing to the JavaScript before it.
  afterLoadWhenIdle(() => void import(`./messaging-widget`).then(widget => widget.loadMessagingWidget()))
  // Web vitals go to the tag manager's data layer, so only where it runs (production, with a container).
  if (process.env.NODE_ENV === `production` && tagManagerId)
    afterLoadWhenIdle(
      () =>
        void import(/* webpackChunkName: "web-vitals" */ `./web-vitals`).then(vitals =>
          vitals.reportWebVitals(),
        ),
    )
}

export const onRouteUpdateDelayed: GatsbyBrowser[`onRouteUpdateDelayed`] = () => showLoadingNotice()

export const onRouteUpdate: GatsbyBrowser[`onRouteUpdate`] = ({ location }) => {
  hideLoadingNotice()
  noteArrival(location)
  reader?.onPage()
}

export const onServiceWorkerInstalled: GatsbyBrowser[`onServiceWorkerInstalled`] = () => {
  console.info(`Service worker installed: pages you visit can be read offline.`)
}

export const onServiceWorkerActive: GatsbyBrowser[`onServiceWorkerActive`] = () => {
  console.info(`Service worker active.`)
}

// Gatsby calls this after its own error line, "The installing service worker became redundant."
export const onServiceWorkerRedundant: GatsbyBrowser[`onServiceWorkerRedundant`] = () => {
  console.info(WORKER_NOT_INSTALLED)
}

export const onServiceWorkerUpdateReady: GatsbyBrowser[`onServiceWorkerUpdateReady`] = () => {
  // Gatsby marks the page updated (window.___swUpdated) so the next navigation loads the new build.
  console.info(`A new version of the documentation is ready; the next page you open loads it.`)
  reloadOnceNewWorkerControls()
}
