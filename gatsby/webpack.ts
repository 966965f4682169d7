import type { GatsbyNode } from "gatsby"
import type { RedirectDataLocation } from "../redirects/hosts/browser-data"
import { buildState } from "./build-state"
import { devRedirectData } from "./dev-server"

/**
 * Compiles in where the browser finds the redirect table (src/browser/redirects/redirect-data.ts):
 * this build's content-hashed folder, or in development the dev server's live copy.
 */
export const onCreateWebpackConfig: GatsbyNode[`onCreateWebpackConfig`] = ({ stage, actions, plugins }) => {
  const location: RedirectDataLocation = stage.startsWith(`build`)
    ? buildState().redirects.browserData.location
    : devRedirectData
  actions.setWebpackConfig({ plugins: [plugins.define({ __REDIRECT_DATA__: JSON.stringify(location) })] })
}
