import fs from "fs"
import { createRequire } from "module"
import path from "path"
import type { GatsbyNode } from "gatsby"

/**
 * The places this project reaches into Gatsby's internals (README, "Framework seams"). Each is checked
 * when a build or develop starts, against Gatsby's own files, so an upgrade that moves one stops the
 * build with a message instead of silently turning a feature off.
 */
export interface Seam {
  /** What relies on it. */
  feature: string
  /** The Gatsby file (resolved from the `gatsby` package) and what it must contain. */
  file: string
  contains: string
}

export const SEAMS: ReadonlyArray<Seam> = [
  {
    feature: `the redirect table stays out of every page's JavaScript (createRedirect with redirectInBrowser: false, gatsby/redirects.ts)`,
    file: `gatsby/dist/bootstrap/redirects-writer.js`,
    contains: `if (redirect.redirectInBrowser) {`,
  },
  {
    feature: `the redirect table stays out of every page's JavaScript: Gatsby's browser lookup reads only .cache/redirects.json`,
    file: `gatsby/cache-dir/redirect-utils.js`,
    contains: `import redirects from "./redirects.json"`,
  },
  {
    feature: `in-app redirects wrap window.___navigate (src/browser/redirects/in-app.ts)`,
    file: `gatsby/cache-dir/navigation.js`,
    contains: `window.___navigate = `,
  },
  {
    feature: `in-app redirects ask window.___loader whether an address is a page (src/browser/redirects/in-app.ts)`,
    file: `gatsby/cache-dir/production-app.js`,
    contains: `window.___loader = `,
  },
  {
    feature: `a page answered from the offline app shell starts Partytown (src/browser/partytown-app-shell.ts)`,
    file: `gatsby/dist/internal-plugins/partytown/utils/inject-partytown-snippet.js`,
    contains: `function injectPartytownSnippet(`,
  },
  {
    feature: `the Partytown proxy rules of every host are made as Gatsby makes them (gatsby/host-plan.ts)`,
    file: `gatsby/dist/internal-plugins/partytown/gatsby-node.js`,
    contains: "fromPath: `${_proxy.thirdPartyProxyPath}?url=${encodedURL}`",
  },
  {
    feature: `the Partytown proxy path of every host is Gatsby's (gatsby/host-plan.ts)`,
    file: `gatsby/dist/internal-plugins/partytown/proxy.js`,
    contains: "const thirdPartyProxyPath = `/__third-party-proxy`;",
  },
]

/** The seams whose file is gone or no longer contains what the project relies on. */
export function brokenSeams(
  seams: ReadonlyArray<Seam>,
  read: (file: string) => string | undefined,
): Array<string> {
  return seams
    .filter(seam => !read(seam.file)?.includes(seam.contains))
    .map(
      seam =>
        `${seam.file} no longer contains \`${seam.contains}\`: ${seam.feature} would stop working. ` +
        `Gatsby changed; adapt that code to the new version (README, "Framework seams").`,
    )
}

/** Resolved from the site's folder: Gatsby runs this module compiled into .cache/, where `require` differs. */
export function readGatsbyFile(file: string): string | undefined {
  try {
    return fs.readFileSync(createRequire(path.join(process.cwd(), `package.json`)).resolve(file), `utf8`)
  } catch {
    return undefined
  }
}

export const onPreInit: GatsbyNode[`onPreInit`] = ({ reporter }) => {
  const broken = brokenSeams(SEAMS, readGatsbyFile)
  reporter.verbose(`framework seams: ${SEAMS.length - broken.length} of ${SEAMS.length} in place`)
  if (broken.length > 0) reporter.panic(`Gatsby's internals moved:\n${broken.join(`\n`)}`)
}
