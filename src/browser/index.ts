import type { GatsbyBrowser } from "gatsby"
import { loadRedirectTable } from "./redirect-table"

/** Browser hooks, re-exported by gatsby-browser.tsx. */
declare global {
  interface Window {
    ___redirectsReady?: Promise<void>
  }
}

export const onClientEntry: GatsbyBrowser[`onClientEntry`] = () => {
  // Production only: development keeps Gatsby's bundled table (gatsby/webpack.ts).
  if (process.env.NODE_ENV === `production`) window.___redirectsReady = loadRedirectTable()
}
