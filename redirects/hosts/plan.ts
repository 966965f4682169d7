/*
 * Every file the build writes for a host, planned at once, before the first page is created (after
 * Docusaurus' client-redirects plugin: collect, plan, then write; its index.ts): the browser's table, the
 * plain-bucket stubs, the nginx include and snippet, what `npm start` reads, and each host's own files,
 * Netlify's and Cloudflare's, functions included. Pure: gatsby/host-plan.ts gathers the inputs and
 * gatsby/host-files.ts writes the result. Paths are from the project's root.
 */
import {
  edgeFunctionName,
  edgeSkippedPaths,
  hostOutputDir,
  nginxOutputDir,
  redirectDataDir,
} from "../../src/config/redirects"
import type { RedirectHost } from "../../src/config/redirects"
import type { EdgeSite } from "../../src/edge/answer"
import type { RedirectPlan } from "../pipeline"
import { proxyRules, type GatsbyRedirect } from "../../src/lib/partytown-proxy"
import type { BrowserRedirectData } from "./browser-data"
import { cloudflareRedirects, cloudflareRoutes } from "./cloudflare"
import { edgeProblems, edgeSite } from "./edge"
import { netlifyRedirects, netlifyToml } from "./netlify"
import { nginxRedirects } from "./nginx"
import { planStubFiles, stubPage } from "./stubs"
import { pagePolicy } from "../../src/config/content-security-policy"
import { inlineScriptHashes, withCspMeta } from "../../src/build-output/csp"

export type EdgeHostName = `netlify` | `cloudflare`

export interface HostPlanInput {
  plan: RedirectPlan
  browserData: BrowserRedirectData
  pages: ReadonlySet<string>
  /** Files of public/ the build makes, which a stub must never replace (`documentation/index.html`). */
  builtFiles: ReadonlySet<string>
  /** Gatsby's Partytown proxy rewrites (src/lib/partytown-proxy.ts). */
  proxyRewrites: ReadonlyArray<GatsbyRedirect>
  /** The host whose files are put in place; every host's are written under build/hosts/ too. */
  host: RedirectHost
  /** The site's response headers (src/config/http-headers.ts), for `npm start`. */
  headers: Readonly<Record<string, string>>
  /** An edge function's entry (src/edge/<host>.ts) compiled with this build's data. */
  compileEdge: (host: EdgeHostName, site: EdgeSite) => string
}

export interface PlannedFile {
  path: string
  body: string
}

export interface HostPlan {
  /** Every file to write. */
  files: Array<PlannedFile>
  /** Files and folders to remove first: earlier builds' table, host files of another configuration. */
  removed: Array<string>
  /** The stub files of this build, from public/ (the next build removes them before writing its own). */
  stubs: Array<string>
  /** What the build should say, though nothing is wrong (a host file cut to its host's limit). */
  notes: Array<string>
  problems: Array<string>
}

/** Where each host's own files go; the same paths under build/hosts/<host>/ hold a copy whatever the host. */
export const HOST_FILES: Record<EdgeHostName, ReadonlyArray<string>> = {
  netlify: [`public/_redirects`, `netlify.toml`, `netlify/edge-functions/${edgeFunctionName}.js`],
  cloudflare: [`public/_redirects`, `public/_worker.js`, `public/_routes.json`],
}

function edgeHostFiles(input: HostPlanInput) {
  const { plan, browserData, pages, proxyRewrites } = input
  const cloudflare = cloudflareRedirects(plan)
  const routes = cloudflareRoutes(edgeSkippedPaths)
  const site = (proxy: ReturnType<typeof proxyRules>) => edgeSite(browserData.location, pages, proxy)
  const bodies: Record<EdgeHostName, Array<string>> = {
    netlify: [
      netlifyRedirects(plan),
      netlifyToml(proxyRewrites, edgeSkippedPaths, plan.rules),
      input.compileEdge(`netlify`, site([])),
    ],
    cloudflare: [
      cloudflare.text,
      input.compileEdge(`cloudflare`, site(proxyRules(proxyRewrites))),
      routes.text,
    ],
  }
  const notes =
    input.host === `cloudflare` && cloudflare.beyondLimit > 0
      ? [
          `Cloudflare: public/_redirects holds the first ${plan.rules.length - cloudflare.beyondLimit} of ` +
            `${plan.rules.length} rules (its limit); public/_worker.js answers every one of them`,
        ]
      : []
  const problems = [...cloudflare.problems, ...routes.problems, ...edgeProblems(plan, edgeSkippedPaths)]
  return { bodies, notes, problems }
}

/**
 * Every stub runs the same one script, so all share one Content-Security-Policy: planned with the stub
 * rather than read back and parsed after the build like the pages Gatsby wrote.
 */
const STUB_POLICY = pagePolicy(inlineScriptHashes(stubPage(`/`)))

function stubWithPolicy(toPath: string): string {
  return withCspMeta(stubPage(toPath), STUB_POLICY)
}

export function planHostFiles(input: HostPlanInput): HostPlan {
  const { plan, browserData, pages, builtFiles } = input
  const stubs = planStubFiles(plan.rules, builtFiles)
  const nginx = nginxRedirects(plan, pages)
  const edge = edgeHostFiles(input)
  const hostFiles = (Object.keys(HOST_FILES) as Array<EdgeHostName>).flatMap(host =>
    HOST_FILES[host].flatMap((path, index) => {
      const body = edge.bodies[host][index]
      const copy = { path: `${hostOutputDir}/${host}/${path}`, body }
      return host === input.host ? [copy, { path, body }] : [copy]
    }),
  )
  const files: Array<PlannedFile> = [
    ...browserData.files.map(file => ({ path: `public${file.path}`, body: file.body })),
    ...stubs.files.map(stub => ({ path: `public/${stub.file}`, body: stubWithPolicy(stub.toPath) })),
    { path: `${nginxOutputDir}/redirects.conf`, body: nginx.httpConfig },
    { path: `${nginxOutputDir}/site.conf`, body: nginx.serverConfig },
    // `npm start` proxies exactly these and sends these headers, as a host with the files above would.
    { path: `build/proxy-rules.json`, body: JSON.stringify(proxyRules(input.proxyRewrites)) },
    { path: `build/site-headers.json`, body: JSON.stringify(input.headers) },
    ...hostFiles,
  ]
  const removed = [`public/${redirectDataDir}`, hostOutputDir, ...HOST_FILES.netlify]
  removed.push(...HOST_FILES.cloudflare.filter(path => !removed.includes(path)))
  return {
    files,
    removed,
    stubs: stubs.files.map(stub => stub.file),
    notes: edge.notes,
    problems: [...stubs.problems, ...edge.problems],
  }
}
