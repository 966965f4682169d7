import type { IAdapter } from "gatsby"

/**
 * The deployment adapter, chosen here rather than by Gatsby's detection: none. The build writes every
 * host's files itself (`_redirects`, `netlify.toml` and its edge function, `_headers`, `_worker.js`, the
 * nginx snippet; gatsby/host-files.ts), and the site has no functions, SSR or DSG pages for an adapter
 * to deploy. Without an adapter in gatsby-config, Gatsby installs and runs gatsby-adapter-netlify
 * whenever NETLIFY is set (node_modules/gatsby/adapters.js), adding its own rules to these files; an
 * adapter that adapts nothing keeps a Netlify build's files the same as any other build's.
 */
export const siteOwnHostFiles: IAdapter = {
  name: `the site's own host files`,
  adapt() {},
}
