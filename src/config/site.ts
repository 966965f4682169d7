// Site configuration: the only place constants live.
// Everything that names the product, a host or a breakpoint reads it from here.

export interface ProductConfig {
  /** Display name, written `{Product}` in content. */
  name: string
  /** URL slug, written `{product}` in content paths and hostnames. */
  slug: string
}

export const product: ProductConfig = {
  name: process.env.DOCS_PRODUCT_NAME ?? `Acme`,
  slug: process.env.DOCS_PRODUCT_SLUG ?? `acme`,
}

/** The hostname the production docs site is served from. */
export const productionHostname = `developer.${product.slug}.com`

export const siteUrl = `https://${productionHostname}`

export const siteTitle = `${product.name} Developer Docs`

export const siteDescription = `Guides, API reference and SDK documentation for developers building apps, integrations and bots on ${product.name}.`

/** Min widths in px; the layout's media queries are generated from these. */
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1364 } as const
export type Breakpoint = keyof typeof breakpoints

/** Tag manager container id, from the environment; empty means the plugin stays off. */
export const tagManagerId = process.env.GATSBY_GTM_ID ?? ``

/**
 * Google Analytics 4 measurement id, from the environment; empty means no gtag.js at all. gtag.js runs
 * off the main thread, in Partytown's web worker, fetched through Gatsby's proxy.
 */
export const analyticsMeasurementId = process.env.GATSBY_GA_MEASUREMENT_ID ?? ``

export const manifest = {
  name: `${product.name} Developer Documentation`,
  shortName: `${product.name} Docs`,
  display: `minimal-ui`,
  backgroundColor: `#ffffff`,
  themeColor: `#ffffff`,
  icon: `static/icon.png`,
} as const

/** The docs site's own widget key: every build loads the widget on every page unless GATSBY_WIDGET_KEY names another. */
export const DEFAULT_WIDGET_KEY = `${product.slug}-developer-docs`

/**
 * Messaging widget: the production asset host on the production hostname, the staging
 * origin everywhere else; the key from the environment, else the site's own.
 */
export const messagingWidget = {
  productionAssetOrigin: `https://static.${product.slug}cdn.com`,
  stagingAssetOrigin:
    process.env.GATSBY_WIDGET_STAGING_ORIGIN ?? `https://static-staging.${product.slug}cdn.com`,
  scriptPath: `/messaging/web-widget.js`,
  key: process.env.GATSBY_WIDGET_KEY || DEFAULT_WIDGET_KEY,
  /** The global the widget script defines: `{ ready: Promise<void>, init(options) }`. */
  globalName: `${product.name}Messaging`,
} as const

export const footerLinks = [
  { label: `Developer community`, href: `https://community.${product.slug}.com/` },
  { label: `Privacy notice`, href: `https://www.${product.slug}.com/company/privacy/` },
  { label: `Developer terms`, href: `https://www.${product.slug}.com/company/developer-terms/` },
  { label: `System status`, href: `https://status.${product.slug}.com/` },
] as const

/**
 * Where the site's sources live: every page's "Edit this page" link opens its file there
 * (`<url>/edit/<branch>/content/…/index.md`; an API page's is its `openapi.yaml`).
 */
export const sourceRepository = {
  url: process.env.DOCS_REPOSITORY_URL ?? `https://github.com/${product.slug}/developer-docs`,
  branch: `main`,
} as const

/** The image a shared link shows (1200×630, made by the build from the site's name and description, on the header's colour). */
export const socialCard = {
  path: `/social-card.png`,
  width: 1200,
  height: 630,
  background: `#03363d`,
} as const
