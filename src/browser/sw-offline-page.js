/**
 * Appended to gatsby-plugin-offline's service worker (gatsby/service-worker.ts): a navigation the worker
 * cannot serve (a page this browser never saved, while offline) is answered with the offline page,
 * which says so and lists the pages it can serve, instead of the browser's own error page.
 *
 * The plugin's navigation route fetches such a page from the network, and the fetch fails offline;
 * Workbox then hands the request to the router's catch handler
 * (https://developer.chrome.com/docs/workbox/modules/workbox-routing#set-a-catch-handler). The offline
 * page is kept when the worker installs: its HTML and its page data (its scripts are precached by the
 * plugin's `precachePages`). The reader is sent to `/offline/?from=<address>`, where Gatsby's runtime
 * finds the page it renders, and can follow the link back once online.
 */
/* global workbox */
const OFFLINE_PAGE = `/offline/`
const OFFLINE_CACHE = `offline-page`
const OFFLINE_FILES = [OFFLINE_PAGE, `/page-data/offline/page-data.json`, `/page-data/app-data.json`]

// One file that cannot be fetched must not stop the worker from installing (as `addAll` would).
self.addEventListener(`install`, event => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then(cache => Promise.all(OFFLINE_FILES.map(file => cache.add(file).catch(() => undefined)))),
  )
})

workbox.routing.setCatchHandler(async ({ url, event }) => {
  const { request } = event
  if (request.mode !== `navigate`) return (await caches.match(request)) || Response.error()
  if (url.pathname === OFFLINE_PAGE) return (await caches.match(OFFLINE_PAGE)) || Response.error()
  const from = encodeURIComponent(`${url.pathname}${url.search}`)
  return Response.redirect(`${OFFLINE_PAGE}?from=${from}`, 302)
})
