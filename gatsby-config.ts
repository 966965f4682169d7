import type { GatsbyConfig, PluginRef } from "gatsby"
import path from "path"
import { siteOwnHostFiles } from "./gatsby/host-adapter"
import { frontmatterYaml } from "./src/lib/frontmatter"
import { gatekeepMarkdown } from "./src/lib/markdown-gate"
import { PRODUCT_TOKENS } from "./src/lib/paths"
import { manifest, siteDescription, siteTitle, siteUrl, tagManagerId } from "./src/config/site"
import { areaPath } from "./src/config/site-areas"
import { thirdPartyProxiedUrls } from "./src/config/third-party"
import { serviceWorkerAppendix } from "./gatsby/service-worker"
import { OFFLINE_PAGE_PATH } from "./src/config/site-areas"

// The tag manager runs only when a container id is configured, and never in development, where every
// edit would otherwise count as a visit.

const tagManager: Array<PluginRef> = tagManagerId
  ? [
      {
        resolve: `gatsby-plugin-google-tagmanager`,
        options: {
          id: tagManagerId,
          includeInDevelopment: false,
          routeChangeEventName: `gatsby-route-change`,
          // Web vitals are reported by src/browser/web-vitals.ts (current web-vitals, INP); see README.
          enableWebVitalsTracking: false,
        },
      },
    ]
  : []

const config: GatsbyConfig = {
  siteMetadata: { title: siteTitle, description: siteDescription, siteUrl },
  trailingSlash: `always`,
  // No Netlify adapter, even with NETLIFY set: the build writes each host's files (gatsby/host-adapter.ts).
  adapter: siteOwnHostFiles,
  graphqlTypegen: false,
  // Gatsby's built-in Partytown integration: `<Script strategy="off-main-thread">` goes through
  // `/__third-party-proxy?url=…`, and only these exact URLs may be proxied (gtag.js when configured).
  partytownProxiedURLs: thirdPartyProxiedUrls,
  plugins: [
    {
      resolve: `gatsby-source-filesystem`,
      options: {
        name: `content`,
        path: path.resolve(__dirname, `content`),
        ignore: [`**/*.json`],
      },
    },
    {
      resolve: `gatsby-transformer-remark`,
      options: {
        // A front-matter mistake becomes a problem naming the file and line (src/lib/frontmatter.ts),
        // not a panic that drops the page and breaks every link to it. gray-matter's `engines` option
        // works, but the plugin's option schema does not list it, so Gatsby warns that it is unknown
        // (https://github.com/gatsbyjs/gatsby/issues/38879).
        engines: { yaml: frontmatterYaml },
        // GitHub Flavored Markdown comes from gatsby-remark-gfm-syntax, without its slowest tokenizer.
        gfm: false,
        plugins: [
          // Syntax only (setParserPlugins): the gate below is the first plugin to see the tree.
          `gatsby-remark-gfm-syntax`,
          // It checks what the writer wrote, before any plugin adds markup of its own.
          { resolve: `gatsby-remark-content-gate`, options: { gate: gatekeepMarkdown } },
          { resolve: `gatsby-remark-product-tokens`, options: { tokens: PRODUCT_TOKENS } },
          {
            resolve: `gatsby-remark-images`,
            options: { maxWidth: 700, quality: 50, loading: `lazy`, linkImagesToOriginal: false },
          },
          {
            resolve: `gatsby-remark-autolink-headers`,
            // A link after the text; the stylesheet draws its "#" (.heading-anchor), so the heading's text
            // stays the heading's. The plugin refuses an empty icon, hence the empty span.
            options: {
              icon: `<span></span>`,
              isIconAfterHeader: true,
              className: `heading-anchor`,
              elements: [`h2`, `h3`],
            },
          },
          { resolve: `gatsby-remark-prismjs`, options: { noInlineHighlight: true } },
          `gatsby-remark-code-tabs`,
          `gatsby-remark-table-scroll`,
        ],
      },
    },
    // Links inside rendered markdown navigate in the app, like <Link>, so old addresses redirect there too.
    `gatsby-plugin-catch-links`,
    // Sharp for gatsby-remark-images alone: no template shows an image (README, Plugins).
    `gatsby-plugin-sharp`,
    {
      resolve: `gatsby-plugin-manifest`,
      options: {
        name: manifest.name,
        short_name: manifest.shortName,
        start_url: areaPath(`documentation`),
        display: manifest.display,
        background_color: manifest.backgroundColor,
        theme_color: manifest.themeColor,
        icon: manifest.icon,
      },
    },
    ...tagManager,
    // Must come after the manifest so the manifest is cached by the service worker. The appended
    // scripts keep the search index a reader has used, so search works offline too, and answer a page
    // the worker cannot serve offline with the offline page (gatsby/service-worker.ts).
    {
      resolve: `gatsby-plugin-offline`,
      options: { appendScript: serviceWorkerAppendix(__dirname), precachePages: [OFFLINE_PAGE_PATH] },
    },
  ],
}

export default config
