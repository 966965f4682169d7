// Redirect settings: which host the build writes rules for, and how the browser's copy of the table
// is laid out.

/**
 * The host whose files the build puts in place (`DOCS_REDIRECT_HOST`): `netlify` (default) writes
 * `public/_redirects`, `netlify.toml` and the edge function in `netlify/edge-functions/`; `cloudflare`
 * writes `public/_redirects`, `public/_worker.js` and `public/_routes.json`; `none` writes neither (a
 * plain bucket). Every host's files are also written under `build/hosts/<host>/`, and the nginx
 * include and the plain-bucket stubs are written whatever the host.
 */
export type RedirectHost = `netlify` | `cloudflare` | `none`

export const redirectHosts: ReadonlyArray<RedirectHost> = [`netlify`, `cloudflare`, `none`]

export function redirectHostFrom(value: string | undefined): RedirectHost {
  const host = (value ?? `netlify`) as RedirectHost
  if (!redirectHosts.includes(host)) {
    throw new Error(`DOCS_REDIRECT_HOST="${value}" is not a host; use one of ${redirectHosts.join(`, `)}`)
  }
  return host
}

/** The configured host; a function, so the browser, which bundles this module, never reads the environment. */
export function configuredRedirectHost(): RedirectHost {
  return redirectHostFrom(process.env.DOCS_REDIRECT_HOST)
}

/** Cloudflare Pages' limits (https://developers.cloudflare.com/pages/configuration/redirects/#per-file). */
export const cloudflareLimits = { staticRules: 2000, dynamicRules: 100, lineLength: 1000 } as const

/** Cloudflare Pages' limit on `_routes.json` (https://developers.cloudflare.com/pages/functions/routing/#limits). */
export const cloudflareRouteRules = 100

/**
 * Paths the edge functions never run for (Netlify's `excludedPath`, Cloudflare's `_routes.json`): files
 * only the build names (chunks, page data, the table itself, the search index, Partytown's files, icons),
 * so a page's scripts and data cost no function call. `*` stands for any characters, `/` included. An
 * old address there would never reach the lookup: the build says so.
 */
export const edgeSkippedPaths: ReadonlyArray<string> = [
  `/static/*`,
  `/page-data/*`,
  `/redirect-data/*`,
  `/pagefind/*`,
  `/~partytown/*`,
  `/icons/*`,
  `/*.js`,
  `/*.map`,
  `/*.json`,
]

/** The name of the edge function on Netlify (`netlify/edge-functions/<name>.js`). */
export const edgeFunctionName = `docs-redirects`

/** Where every host's files are written, whatever the configured host (outside public/). */
export const hostOutputDir = `build/hosts`

/** Folder of public/ that holds the browser's copy of the table. */
export const redirectDataDir = `redirect-data`

/** Addresses per shard of the browser's table: about 2 KiB gzipped for a reader's one lookup. */
export const redirectShardSize = 128

/** Where the build writes the nginx include and server snippet (outside public/: not published). */
export const nginxOutputDir = `build/nginx`

/** The session-storage key a redirect leaves for the page it lands on (data-layer report). */
export const redirectHitKey = `docs:redirect`

/** The query parameter a fallback adds, naming the old address, so the page can say it moved. */
export const movedFromParam = `moved_from`

/** Development only: where the dev server lists the current content and redirect problems. */
export const devProblemsPath = `/__docs/problems.json`
