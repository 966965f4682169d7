import fs from "fs"
import path from "path"
import { parseNetlifyRules, type NetlifyRule } from "./netlify-rules"

export { parseNetlifyRules, type NetlifyRule }

/**
 * Netlify's own code answering a request, for tests: the rules are parsed by `@netlify/redirect-parser`
 * (the parser the Netlify CLI and build use) and matched by `netlify-redirector` (libredirect, Netlify's
 * C++ redirect engine compiled to WebAssembly). What happens around the match (a file that shadows a rule
 * that is not forced, the request's query passed on, proxy vs redirect) follows `netlify dev`'s
 * `serveRedirect` (netlify/cli src/utils/proxy.ts and rules-proxy.ts, for a static site with no framework
 * and no functions); those few lines have no exported API, so they are transcribed here, marked `CLI:`.
 *
 * The engine runs in Node only: under jsdom the WebAssembly loader takes the browser path. Unit tests
 * that use it start with `/** @jest-environment node *\/`.
 */

/** What libredirect's `match()` returns. */
export interface EngineMatch {
  from?: string
  to: string
  host?: string
  scheme?: string
  status: number
  force: boolean
  negative?: boolean
  force404?: boolean
  proxyHeaders?: Record<string, string>
  signingSecret?: string
  conditions?: Record<string, string>
  exceptions?: Record<string, string>
}

interface EngineRequest {
  scheme: string
  host: string
  path: string
  query: string
  getHeader: (name: string) => string
  getCookie: (name: string) => string
}

interface RedirectMatcher {
  match: (request: EngineRequest) => EngineMatch | null
  delete?: () => void
}

interface RedirectorModule {
  parseJSON: (rules: string, options: Record<string, string>) => Promise<RedirectMatcher>
  parsePlain: (rules: string, options: Record<string, string>) => Promise<RedirectMatcher>
}

export interface NetlifySite {
  /** The text of a `_redirects` file (not a path). */
  redirectsFile?: string
  /** The text of a `netlify.toml` (not a path); only its `[[redirects]]` are read. */
  netlifyToml?: string
  /** The publish directory: a file there is served before a rule that is not forced. */
  publicDir?: string
  /** Instead of publicDir: whether the site has a file at this path (`/a/index.html`). */
  exists?: (sitePath: string) => boolean
  /**
   * Who parses `_redirects`: `redirect-parser` (default) is what the Netlify CLI and build use;
   * `libredirect` is the engine's own `_redirects` parser (`parsePlain`), which reports no errors.
   * netlify.toml rules always go through redirect-parser.
   */
  redirectsParser?: `redirect-parser` | `libredirect`
}

export interface NetlifyRequestOptions {
  /** Lower-case names. `x-language` and `x-country` default as in `netlify dev` (`en`, `us`). */
  headers?: Record<string, string>
  cookies?: Record<string, string>
}

export interface NetlifyAnswer {
  /** The status of Netlify's answer: the rule's status, 200 for a file, 404 for nothing. */
  status: number
  /** A redirect's Location header, exactly as Netlify writes it (path and query, or an absolute URL). */
  location?: string
  /** A 200 rule to another origin: the URL Netlify fetches and answers with. */
  proxied?: string
  /** A 200 (or 404…) rule on the same site: the path and query served instead. */
  rewrite?: string
  /** The site file served (`/a/index.html`), if any. */
  file?: string
  /** Whether a rule matched (even one then shadowed by a file). */
  matched: boolean
  /** A rule matched but was not forced, and a file at the request path was served instead. */
  shadowed?: boolean
  /** The engine's match, untouched (`to` with splats and placeholders filled in, no request query). */
  engine?: EngineMatch
}

export interface NetlifyEngine {
  /** The parsed rules, in the order the engine tries them (`_redirects` first, then netlify.toml). */
  rules: Array<NetlifyRule>
  /** Parser errors, as `netlify dev` prints them: every rule that has none is still used. */
  errors: Array<string>
  /** `url`: a request target (`/path?query`, on http://localhost) or an absolute URL. */
  answer: (url: string, options?: NetlifyRequestOptions) => NetlifyAnswer
  close: () => void
}

/**
 * CLI (src/utils/redirects.ts, normalizeRedirect): the shape `netlify-redirector` reads. `from` is
 * `origin`, `query` is `params`, role/country/language conditions are capitalised.
 */
function engineRule({ conditions, from, query, signed, ...rule }: NetlifyRule): Record<string, unknown> {
  const { country, language, role, ...rest } = conditions as Record<string, unknown>
  return {
    ...rule,
    origin: from,
    params: query,
    conditions: {
      ...rest,
      ...(role !== undefined && { Role: role }),
      ...(country !== undefined && { Country: country }),
      ...(language !== undefined && { Language: language }),
    },
    ...(signed !== undefined && { sign: { jwt_secret: signed } }),
  }
}

function loadRedirector(): RedirectorModule {
  if (typeof window !== `undefined`) {
    throw new Error(
      `netlify-engine runs netlify-redirector's WebAssembly in Node only: start the test file with /** @jest-environment node */`,
    )
  }
  // A CommonJS module that loads its WebAssembly synchronously when required.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(`netlify-redirector`) as RedirectorModule
}

// CLI (src/utils/detect-server-settings.ts): the defaults `netlify dev` passes to the engine.
const ENGINE_OPTIONS = { jwtSecret: `secret`, jwtRoleClaim: `app_metadata.authorization.roles` }

// CLI (src/utils/proxy.ts): alternativePathsFor and getStatic, the files `netlify dev` looks for.
const ASSET_EXTENSION = /\.(html?|png|jpg|js|css|svg|gif|ico|woff|woff2)$/
const FUNCTION_PATH = /^\/.netlify\/(functions|builders)\/([^/?]+)/

function alternativePathsFor(url: string): Array<string> {
  if (FUNCTION_PATH.test(url)) return []
  const paths: Array<string> = []
  if (url.endsWith(`/`)) {
    const end = url.length - 1
    if (url !== `/`) paths.push(`${url.slice(0, end)}.html`, `${url.slice(0, end)}.htm`)
    paths.push(`${url}index.html`, `${url}index.htm`)
  } else if (!ASSET_EXTENSION.test(url)) {
    paths.push(`${url}.html`, `${url}.htm`, `${url}/index.html`, `${url}/index.htm`)
  }
  return paths
}

function fileExistsIn(publicDir: string): (sitePath: string) => boolean {
  const root = path.resolve(publicDir)
  return sitePath => {
    const file = path.resolve(root, sitePath.slice(1))
    if (file !== root && !file.startsWith(`${root}${path.sep}`)) return false
    try {
      return fs.statSync(file).isFile()
    } catch {
      return false
    }
  }
}

function staticFileFor(pathname: string, exists: (sitePath: string) => boolean): string | undefined {
  return [pathname, ...alternativePathsFor(pathname)].find(candidate => exists(candidate))
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

const isExternal = (match: EngineMatch) => /^https?:\/\//.test(match.to)
const isRedirect = (status: number) => status >= 300 && status <= 400

/**
 * CLI (rules-proxy.ts, createRewriter): the request the engine sees, from a request target
 * (`/path?query`, as a server receives it) or an absolute URL for another host.
 */
function engineRequest(reqUrl: URL, options: NetlifyRequestOptions): EngineRequest {
  const cookies = options.cookies ?? {}
  const given = options.headers ?? {}
  const headers: Record<string, string> = {
    "x-language": cookies.nf_lang || (given[`accept-language`] ?? `en`).split(`,`)[0].slice(0, 2),
    "x-country": cookies.nf_country || `us`,
    ...given,
  }
  return {
    scheme: reqUrl.protocol.replace(/:.*$/, ``),
    host: reqUrl.hostname,
    path: safeDecode(reqUrl.pathname),
    query: reqUrl.search.slice(1),
    getHeader: name => headers[name.toLowerCase()] ?? ``,
    getCookie: name => cookies[name] ?? ``,
  }
}

function firstMatch(matchers: Array<RedirectMatcher>, request: EngineRequest): EngineMatch | null {
  for (const matcher of matchers) {
    const match = matcher.match(request)
    if (match) return match
  }
  return null
}

/** CLI (proxy.ts, serveRedirect), for a static site: what the matched rule (or none) answers. */
function serveMatch(
  reqUrl: URL,
  match: EngineMatch | null,
  exists: (file: string) => boolean,
): NetlifyAnswer {
  const staticFile = staticFileFor(safeDecode(reqUrl.pathname), exists)
  if (!match)
    return staticFile ? { status: 200, file: staticFile, matched: false } : { status: 404, matched: false }
  if (match.force404) return { status: 404, matched: true, engine: match }
  if (staticFile && !match.force) {
    return { status: 200, file: staticFile, matched: true, shadowed: true, engine: match }
  }
  const dest = new URL(match.to, `${reqUrl.protocol}//${reqUrl.host}`)
  // The request's query is passed on only when the target has none of its own.
  if ([...dest.searchParams].length === 0) {
    reqUrl.searchParams.forEach((value, key) => dest.searchParams.append(key, value))
  }
  const destURL = `${dest.pathname}${dest.search}${dest.hash}`
  if (isExternal(match)) {
    return isRedirect(match.status)
      ? { status: match.status, location: dest.href, matched: true, engine: match }
      : { status: match.status, proxied: dest.href, matched: true, engine: match }
  }
  if (isRedirect(match.status))
    return { status: match.status, location: destURL, matched: true, engine: match }
  const destStaticFile = staticFileFor(dest.pathname, exists)
  if (match.force || destStaticFile) {
    return { status: match.status, rewrite: destURL, file: destStaticFile, matched: true, engine: match }
  }
  // Not forced and nothing at the target: the CLI serves the request path itself, which has no file.
  return { status: 404, matched: true, engine: match }
}

/** Netlify's engine over one site's rules and files; build it once, ask it many requests. */
export async function createNetlifyEngine(site: NetlifySite): Promise<NetlifyEngine> {
  const redirector = loadRedirector()
  const plain = site.redirectsParser === `libredirect`
  const { rules, errors } = await parseNetlifyRules({
    redirectsFile: plain ? undefined : site.redirectsFile,
    netlifyToml: site.netlifyToml,
  })
  const matchers: Array<RedirectMatcher> = []
  if (plain && site.redirectsFile !== undefined) {
    matchers.push(await redirector.parsePlain(site.redirectsFile, ENGINE_OPTIONS))
  }
  if (rules.length > 0) {
    matchers.push(await redirector.parseJSON(JSON.stringify(rules.map(engineRule)), ENGINE_OPTIONS))
  }
  const exists = site.exists ?? (site.publicDir ? fileExistsIn(site.publicDir) : () => false)

  const answer = (url: string, options: NetlifyRequestOptions = {}): NetlifyAnswer => {
    const reqUrl = url.startsWith(`/`) ? new URL(`http://localhost${url}`) : new URL(url)
    return serveMatch(reqUrl, firstMatch(matchers, engineRequest(reqUrl, options)), exists)
  }

  return {
    rules,
    errors,
    answer,
    close: () => matchers.forEach(matcher => matcher.delete?.()),
  }
}

/** For a test file: `engineFor(site)` builds an engine; all of them are closed after the file's tests. */
export function enginesClosedAfterAll(): (site: NetlifySite) => Promise<NetlifyEngine> {
  const engines: Array<NetlifyEngine> = []
  afterAll(() => engines.forEach(engine => engine.close()))
  return async site => {
    const engine = await createNetlifyEngine(site)
    engines.push(engine)
    return engine
  }
}

/** One request against one site: what Netlify answers. */
export async function netlifyAnswer(
  site: NetlifySite & NetlifyRequestOptions & { url: string },
): Promise<NetlifyAnswer> {
  const engine = await createNetlifyEngine(site)
  try {
    return engine.answer(site.url, site)
  } finally {
    engine.close()
  }
}
