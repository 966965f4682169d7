import type { GatsbySSR } from "gatsby"
import React from "react"
import { SITEMAP_INDEX_PATH } from "./src/build-output/sitemap"
import { themeScript } from "./src/build-output/theme-script"
import { siteCss } from "./src/styles/site-css"

/**
 * The stylesheet is inlined in every page's head: no render-blocking request before the first paint.
 * The sitemap's link follows it, as gatsby-plugin-sitemap put it there (src/build-output/sitemap.ts).
 * The theme script runs before the body is parsed: it sets <html data-theme> before anything paints.
 */
export const onRenderBody: GatsbySSR[`onRenderBody`] = ({ setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: `en` })
  setHeadComponents([
    <script key="theme" dangerouslySetInnerHTML={{ __html: themeScript }} />,
    <style key="site-css" dangerouslySetInnerHTML={{ __html: siteCss }} />,
    <link key="sitemap" rel="sitemap" type="application/xml" href={SITEMAP_INDEX_PATH} />,
  ])
}
