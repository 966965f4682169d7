/*
 * Addresses the framework and the build own. An old address may never be one of them: a rule there
 * would shadow the file (on a host with rules, `/sw.js` as an old address 301s every reader's
 * service worker), and a stub written there would collide with it at the end of the build.
 */

/** Folders and endpoints whose every address belongs to the framework, the build or a host. */
export const RESERVED_PREFIXES: ReadonlyArray<readonly [prefix: string, owner: string]> = [
  [`/page-data/`, `Gatsby's page data`],
  [`/static/`, `Gatsby's hashed static files`],
  [`/_gatsby/`, `Gatsby's slices and image service`],
  [`/~partytown/`, `Partytown's scripts`],
  [`/__third-party-proxy`, `the Partytown proxy`],
  [`/icons/`, `the web app manifest's icons`],
  [`/pagefind/`, `the search index`],
  [`/redirect-data/`, `the browser's copy of the redirect table`],
  [`/workbox-`, `the service worker's runtime`],
  [`/offline-plugin-app-shell-fallback/`, `the offline app shell`],
  [`/__docs/`, `the development server's problem list`],
  [`/___graphql`, `the development server's GraphQL explorer`],
  [`/__webpack_hmr`, `the development server's hot reloading`],
  [`/socket.io/`, `the development server's live updates`],
]

/** Files the build writes at the site root, or a host reads there (`_redirects`, `_worker.js`). */
export const RESERVED_ROOT_FILES: ReadonlyArray<readonly [file: string, owner: string]> = [
  [`/sw.js`, `the service worker`],
  [`/_redirects`, `the host's redirect rules`],
  [`/_headers`, `the host's header rules`],
  [`/_worker.js`, `Cloudflare Pages' worker`],
  [`/404.html`, `the not-found page`],
  [`/500.html`, `the server-error page`],
]

/** Any other file directly at the root with one of these extensions is a build output (chunks, manifest, sitemaps). */
export const RESERVED_ROOT_EXTENSIONS = [
  `js`,
  `mjs`,
  `map`,
  `css`,
  `json`,
  `txt`,
  `xml`,
  `webmanifest`,
  `png`,
  `ico`,
  `svg`,
] as const

/** What owns an address key (lower case, decoded), or undefined when an old address may use it. */
export function reservedOwner(key: string): string | undefined {
  const prefix = RESERVED_PREFIXES.find(([candidate]) => key.startsWith(candidate))
  if (prefix) return prefix[1]
  const file = RESERVED_ROOT_FILES.find(([candidate]) => key === candidate)
  if (file) return file[1]
  const extension = /^\/[^/]+\.([a-z0-9]+)$/.exec(key)?.[1]
  if (extension && (RESERVED_ROOT_EXTENSIONS as ReadonlyArray<string>).includes(extension))
    return `the build's files at the site root (scripts, styles, the manifest, sitemaps, robots.txt)`
  return undefined
}

/**
 * Files a host reads as its own configuration and never serves: `npm start` answers them with a 404
 * as Netlify and Cloudflare Pages do (https://docs.netlify.com/routing/redirects/,
 * https://developers.cloudflare.com/pages/configuration/headers/).
 */
export const HOST_CONFIG_FILES: ReadonlyArray<string> = [
  `/_redirects`,
  `/_headers`,
  `/_routes.json`,
  `/_worker.js`,
  `/netlify.toml`,
]

export function isHostConfigFile(decodedPath: string): boolean {
  return HOST_CONFIG_FILES.includes(decodedPath.toLowerCase())
}
