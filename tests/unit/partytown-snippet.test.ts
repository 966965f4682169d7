import fs from "fs"
import { createRequire } from "module"
import path from "path"
import { injectPartytownSnippet } from "gatsby/dist/internal-plugins/partytown/utils/inject-partytown-snippet"
import { clientInsertedScripts, pagePolicy, scriptHash } from "../../src/config/content-security-policy"
import { ANALYTICS_FORWARDS } from "../../src/config/third-party"

// The page policy allows Partytown's snippet by its hash, so the hash must come from the very snippet
// Gatsby writes. A second copy of @builder.io/partytown (the design card's 0.10.x hoisted beside
// Gatsby's) would give another snippet, blocked on every page the offline worker answers from its
// app shell, with nothing else noticing.

const ANALYTICS = { widget: [], analytics: [`https://www.googletagmanager.com`] }

describe(`Partytown's snippet in the Content-Security-Policy`, () => {
  it(`is the snippet Gatsby's partytown plugin inserts, hashed`, () => {
    document.head.innerHTML = ``
    injectPartytownSnippet([
      { id: `gtag`, strategy: `off-main-thread`, forward: ANALYTICS_FORWARDS } as never,
    ])
    const written = document.head.querySelector(`script[data-partytown]`)?.textContent ?? ``
    expect(written).toContain(`partytown-sw.js`)
    expect(clientInsertedScripts(ANALYTICS)).toEqual([written])
    expect(pagePolicy([], ANALYTICS)).toContain(scriptHash(written))
  })

  it(`is declared at the version gatsby resolves`, () => {
    const gatsbyCopy = createRequire(require.resolve(`gatsby/package.json`)).resolve(
      `@builder.io/partytown/package.json`,
    )
    const root = path.resolve(__dirname, `../..`)
    const declared = JSON.parse(fs.readFileSync(path.join(root, `package.json`), `utf8`)).dependencies[
      `@builder.io/partytown`
    ]
    expect(declared).toBe(JSON.parse(fs.readFileSync(gatsbyCopy, `utf8`)).version)
  })
})
