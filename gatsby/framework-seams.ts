import fs from "fs"
import { createRequire } from "module"
import path from "path"
import type { ParentSpanPluginArgs } from "gatsby"

// The places this project reaches into Gatsby's internals (README, "Framework seams"). Each is checked
// when a build or develop starts, against Gatsby's own files, so an upgrade that moves one stops the
// build with a message instead of silently turning a feature off.

export interface Seam {
  /** What relies on it. */
  feature: string
  /** The Gatsby file (resolved from the `gatsby` package) and what it must contain. */
  file: string
  contains: string
  /** What must come after it in the same file, where the order is what the project relies on. */
  followedBy?: string
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
  {
    feature: `after a build that did not finish, onPreInit empties the saved plugins hash so Gatsby drops its cache (gatsby/cache-guard.ts)`,
    file: `gatsby/dist/services/initialize.js`,
    contains: `(0, _apiRunnerNode.default)(\`onPreInit\``,
    followedBy: `const oldPluginsHash = state && state.status ? state.status.PLUGINS_HASH : \`\``,
  },
  {
    feature: `after a build that did not finish, onPreInit empties the saved plugins hash so Gatsby drops its cache (gatsby/cache-guard.ts)`,
    file: `gatsby/dist/redux/reducers/status.js`,
    contains: `case \`UPDATE_PLUGINS_HASH\`:`,
  },
  {
    feature: `every plugin's cache is opened before the first write, once (gatsby/plugin-caches.ts): Gatsby keeps one cache per plugin name`,
    file: `gatsby/dist/utils/get-cache.js`,
    contains: `caches.set(name, cache);`,
  },
  {
    feature: `every plugin's cache is opened before the first write (gatsby/plugin-caches.ts): a cache opens its database on first use, and keeps it`,
    file: `gatsby/dist/utils/cache-lmdb.js`,
    contains: `this.db = GatsbyCacheLmdb.getStore().openDB({`,
  },
  {
    feature: `every plugin's cache is opened before the first write (gatsby/plugin-caches.ts): the cache each plugin's APIs receive is getCache(its name)`,
    file: `gatsby/dist/utils/api-runner-node.js`,
    contains: `getCache(plugin.name)`,
  },
  {
    feature: `a develop session that saved its state after the last node change leaves no marker of an unfinished run (gatsby/cache-guard.ts)`,
    file: `gatsby/dist/redux/persist.js`,
    contains: `return _path.default.join(dir, \`redux.rest.state\`);`,
  },
  {
    feature: `develop reads again a content file Gatsby hashed mid-save (gatsby/torn-saves.ts): a File node's digest is the md5 of its bytes, kept under its mtime and inode`,
    file: `gatsby-source-filesystem/create-file-node.js`,
    contains: `const key = stats.mtimeMs.toString() + stats.ino.toString();`,
    followedBy: `contentDigest = await md5File(slashedFile.absolutePath);`,
  },
]

/** The seams whose file is gone or no longer contains what the project relies on. */
export function brokenSeams(
  seams: ReadonlyArray<Seam>,
  read: (file: string) => string | undefined,
): Array<string> {
  return seams
    .filter(seam => !inPlace(seam, read(seam.file)))
    .map(
      seam =>
        `${seam.file} no longer contains \`${seam.contains}\`` +
        (seam.followedBy ? ` followed by \`${seam.followedBy}\`` : ``) +
        `: ${seam.feature} would stop working. ` +
        `Gatsby changed; adapt that code to the new version (README, "Framework seams").`,
    )
}

function inPlace(seam: Seam, text: string | undefined): boolean {
  const at = text?.indexOf(seam.contains) ?? -1
  if (at < 0) return false
  return !seam.followedBy || (text as string).indexOf(seam.followedBy, at) > at
}

/** `require` from the site's folder: Gatsby runs these modules compiled into .cache/, where `require` differs. */
export function siteRequire(): NodeJS.Require {
  return createRequire(path.join(process.cwd(), `package.json`))
}

export function readGatsbyFile(file: string): string | undefined {
  try {
    return fs.readFileSync(siteRequire().resolve(file), `utf8`)
  } catch {
    return undefined
  }
}

/** onPreInit's first step: stops the build, naming each seam an upgrade moved. */
export function checkFrameworkSeams({ reporter }: Pick<ParentSpanPluginArgs, `reporter`>): void {
  const broken = brokenSeams(SEAMS, readGatsbyFile)
  reporter.verbose(`framework seams: ${SEAMS.length - broken.length} of ${SEAMS.length} in place`)
  if (broken.length > 0) reporter.panic(`Gatsby's internals moved:\n${broken.join(`\n`)}`)
}
