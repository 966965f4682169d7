/**
 * Appended to gatsby-plugin-offline's service worker (`appendScript` in gatsby-config.ts) so a reader
 * who has searched once can search offline.
 *
 * Files under /pagefind/ that the plugin's own routes do not take (its CacheFirst route already keeps
 * pagefind.js and pagefind-worker.js) are fetched from the network first and kept, keyed without the
 * query: Pagefind asks for `pagefind-entry.json?ts=<now>` on every load to get past HTTP caches, so
 * offline the latest copy answers whatever `ts` it asks for. The plugin's router answers first, so
 * this listener only sees requests no route matched.
 */
const SEARCH_INDEX_PATH = `/pagefind/`
const SEARCH_INDEX_CACHE = `search-index`

self.addEventListener(`fetch`, event => {
  const url = new URL(event.request.url)
  if (
    event.request.method !== `GET` ||
    url.origin !== self.location.origin ||
    !url.pathname.startsWith(SEARCH_INDEX_PATH)
  )
    return
  const key = `${url.origin}${url.pathname}`
  event.respondWith(
    caches.open(SEARCH_INDEX_CACHE).then(cache =>
      fetch(event.request)
        .then(response => {
          if (response.ok) cache.put(key, response.clone())
          return response
        })
        .catch(() => cache.match(key).then(cached => cached || Response.error())),
    ),
  )
})
