/*
 * A host's deploy, assembled from one build: public/ as built, with that host's own files from
 * build/hosts/<host>/ (the same files a build with DOCS_REDIRECT_HOST=<host> puts in place, and nothing of
 * another host's), in a fresh folder outside the project (netlify-cli takes a folder below a package.json
 * for that project). Third-party origins this network cannot reach can be mapped to local stand-ins in
 * netlify.toml's proxy rules, as the static server's `upstreams` do; which URLs are proxied is unchanged.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { HOST_FILES, type EdgeHostName } from "../../redirects/hosts/plan"
import { hostOutputDir } from "../../src/config/redirects"
import { PROJECT_ROOT } from "./scratch-project"

export interface HostSite {
  dir: string
  remove: () => void
}

export interface HostSiteOptions {
  /** The build's folder (the project, or a scratch copy of it). */
  root?: string
  /** Without the host's function: what the host answers with its rules and files alone. */
  withoutFunction?: boolean
  /** Origin → stand-in origin, for the proxy rules of netlify.toml. */
  upstreams?: Record<string, string>
}

const FUNCTION_FILE: Record<EdgeHostName, string> = {
  netlify: HOST_FILES.netlify.find(file => file.startsWith(`netlify/edge-functions/`)) as string,
  cloudflare: `public/_worker.js`,
}

function withStandIns(toml: string, upstreams: Record<string, string>): string {
  return Object.entries(upstreams).reduce(
    (text, [origin, standIn]) => text.replaceAll(`to = "${origin}`, `to = "${standIn}`),
    toml,
  )
}

export function hostSite(host: EdgeHostName, options: HostSiteOptions = {}): HostSite {
  const root = options.root ?? PROJECT_ROOT
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `docs-${host}-site-`))
  const ownedByAHost = new Set(Object.values(HOST_FILES).flat())
  fs.cpSync(path.join(root, `public`), path.join(dir, `public`), {
    recursive: true,
    filter: source => !ownedByAHost.has(path.relative(root, source).split(path.sep).join(`/`)),
  })
  for (const file of HOST_FILES[host]) {
    if (options.withoutFunction && file === FUNCTION_FILE[host]) continue
    const built = path.join(root, hostOutputDir, host, file)
    if (!fs.existsSync(built))
      throw new Error(`${built} is missing: run \`npm run build\` first (npm test does)`)
    const body = fs.readFileSync(built, `utf8`)
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(
      path.join(dir, file),
      file === `netlify.toml` ? withStandIns(body, options.upstreams ?? {}) : body,
    )
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}
