/**
 * Redirect settings: which host the build writes rules for, and how the browser's copy of the table
 * is laid out.
 */

/**
 * The host whose `_redirects` dialect the build writes into public/ (`DOCS_REDIRECT_HOST`):
 * `netlify` (default) forces every rule over the stub files; `cloudflare` writes Cloudflare Pages'
 * dialect and stops the build when the table exceeds its limits; `none` writes no `_redirects`.
 * The nginx include and the plain-bucket stubs are written whatever the host.
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
