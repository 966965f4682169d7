import type { GatsbySSR } from "gatsby"
import React from "react"
import { siteCss } from "./src/styles/site-css"

/** The stylesheet is inlined in every page's head: no render-blocking request before the first paint. */
export const onRenderBody: GatsbySSR[`onRenderBody`] = ({ setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: `en` })
  setHeadComponents([<style key="site-css" dangerouslySetInnerHTML={{ __html: siteCss }} />])
}
