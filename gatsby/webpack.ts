import type { GatsbyNode } from "gatsby"
import path from "path"
import { redirectTablePath } from "./redirects"

/**
 * Production builds read the redirect table from a fetched file instead of bundling it into every
 * page's JavaScript (issue 5, item 8; see src/browser/redirect-table.ts). Development keeps Gatsby's own.
 */
export const onCreateWebpackConfig: GatsbyNode[`onCreateWebpackConfig`] = ({ stage, actions, plugins }) => {
  if (stage !== `build-javascript`) return
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(
        /redirect-utils\.js$/,
        (resource: { context: string; request: string }) => {
          if (/[\\/]\.cache$/.test(resource.context))
            resource.request = path.resolve(`src/browser/redirect-table.ts`)
        },
      ),
      plugins.define({ __REDIRECT_TABLE_PATH__: JSON.stringify(redirectTablePath()) }),
    ],
  })
}
