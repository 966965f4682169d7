import { partytownSnippet } from "@builder.io/partytown/integration"
import crypto from "crypto"
import { ANALYTICS_FORWARDS } from "./third-party"
import { analyticsMeasurementId, messagingWidget, tagManagerId } from "./site"

// The Content-Security-Policy of every page. Scripts come from the site itself, the messaging widget's
// asset hosts and the tag manager; inline scripts run only when hashed. Because Gatsby inlines a script
// that differs on every page (the page's path), each HTML file carries its own policy in a meta element
// with its hashes (src/build-output/csp.ts), and the header every host sends allows inline scripts: a page
// that carries both is held to both, so only hashed inline scripts run.

export interface CspOrigins {
  /** The messaging widget's production and staging asset hosts. */
  widget: Array<string>
  /** The tag manager and Google Analytics, when either is configured. */
  analytics: Array<string>
}

export function cspOrigins(): CspOrigins {
  const analytics = tagManagerId || analyticsMeasurementId
  return {
    widget: [messagingWidget.productionAssetOrigin, messagingWidget.stagingAssetOrigin],
    analytics: analytics
      ? [
          `https://www.googletagmanager.com`,
          `https://www.google-analytics.com`,
          `https://*.google-analytics.com`,
          `https://*.analytics.google.com`,
        ]
      : [],
  }
}

function serialize(directives: Record<string, Array<string>>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(` `))
    .join(`; `)
}

/**
 * script-src: Pagefind compiles its WebAssembly ('wasm-unsafe-eval'); with analytics, Partytown runs the
 * third-party scripts in its worker with `new Function` ('unsafe-eval', https://partytown.builder.io/how-does-partytown-work).
 */
function scriptSources(origins: CspOrigins, inline: Array<string>): Array<string> {
  const evaluation = origins.analytics.length > 0 ? [`'unsafe-eval'`] : []
  return [
    `'self'`,
    ...inline,
    `'wasm-unsafe-eval'`,
    ...evaluation,
    ...origins.widget,
    ...origins.analytics.slice(0, 1),
  ]
}

function directives(origins: CspOrigins, inline: Array<string>): Record<string, Array<string>> {
  return {
    "default-src": [`'self'`],
    "script-src": scriptSources(origins, inline),
    // The inlined stylesheet and React's style attributes; styles cannot run script.
    "style-src": [`'self'`, `'unsafe-inline'`],
    "img-src": [`'self'`, `data:`, ...origins.widget, ...origins.analytics],
    "font-src": [`'self'`, `data:`],
    "connect-src": [`'self'`, ...origins.widget, ...origins.analytics],
    // Partytown's worker comes from a blob; Pagefind's and the service worker from the site.
    "worker-src": [`'self'`, `blob:`],
    "frame-src": [`'self'`, ...origins.widget],
    "manifest-src": [`'self'`],
    "object-src": [`'none'`],
    "base-uri": [`'self'`],
    "form-action": [`'self'`],
  }
}

/** The header: inline scripts allowed here, because each page's meta policy limits them to its hashes. */
export function headerPolicy(origins: CspOrigins = cspOrigins()): string {
  return serialize({ ...directives(origins, [`'unsafe-inline'`]), "frame-ancestors": [`'self'`] })
}

/**
 * Inline scripts the app inserts on the client, which no page's HTML contains: Partytown's snippet on a
 * page rendered from the offline plugin's app shell (src/browser/partytown-app-shell.ts), exactly as
 * Gatsby's partytown plugin writes it on the client.
 */
export function clientInsertedScripts(origins: CspOrigins = cspOrigins()): Array<string> {
  return origins.analytics.length > 0 ? [partytownSnippet({ forward: ANALYTICS_FORWARDS })] : []
}

export function scriptHash(script: string): string {
  return `'sha256-${crypto.createHash(`sha256`).update(script).digest(`base64`)}'`
}

/**
 * A page's own policy: the sha256 hashes (`'sha256-…'`) of its inline scripts, and those of the
 * scripts the app inserts on the client.
 */
export function pagePolicy(hashes: ReadonlyArray<string>, origins: CspOrigins = cspOrigins()): string {
  const inserted = clientInsertedScripts(origins).map(scriptHash)
  return serialize(directives(origins, [...new Set([...hashes, ...inserted])]))
}
