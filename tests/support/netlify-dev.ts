/*
 * Netlify's own engine, offline: `netlify dev` (netlify-cli) serves a site folder with Netlify's redirect
 * and header rules and runs its edge functions in Deno. Three things make the edge functions run without
 * the network: the `deno` binary from npm on PATH (the `deno` package's install step, which links the
 * binary of its platform package, is run here explicitly: npm here runs no install scripts), the bootstrap
 * that `netlify dev` would otherwise download (NETLIFY_EDGE_BOOTSTRAP, from @netlify/edge-functions-dev),
 * and the function declared in netlify.toml, not in an inline `config` export. The site folder must not
 * sit below another package.json (netlify-cli would take that project for the site).
 */
import fs from "fs"
import { createRequire } from "module"
import os from "os"
import path from "path"
import { startHostProcess, type HostProcess } from "./host-process"
import { PROJECT_ROOT } from "./scratch-project"

export const NETLIFY_BIN = path.join(PROJECT_ROOT, `node_modules`, `.bin`, `netlify`)

const EDGE_BOOTSTRAP = path.join(
  PROJECT_ROOT,
  `node_modules/@netlify/edge-functions-dev/dist/deno/bootstrap.mjs`,
)

/** A folder holding only `deno`, linked to the binary of the `deno` package's platform package. */
export function denoBinDir(): string {
  const requireHere = createRequire(path.join(PROJECT_ROOT, `package.json`))
  const install = requireHere(`deno/install_api.cjs`) as { runInstall: () => string }
  const binary = install.runInstall()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `docs-deno-bin-`))
  fs.symlinkSync(binary, path.join(dir, `deno`))
  return dir
}

export interface NetlifyDevOptions {
  /** The site folder: netlify.toml, netlify/edge-functions/, public/. */
  dir: string
  port: number
  staticServerPort: number
  startTimeoutMs?: number
  lifetimeMs?: number
}

export async function startNetlifyDev(options: NetlifyDevOptions): Promise<HostProcess> {
  if (!fs.existsSync(EDGE_BOOTSTRAP)) {
    throw new Error(
      `${EDGE_BOOTSTRAP} is missing: netlify-cli's @netlify/edge-functions-dev moved its bootstrap`,
    )
  }
  const bin = denoBinDir()
  const removeBin = () => fs.rmSync(bin, { recursive: true, force: true })
  try {
    const netlify = await startHostProcess({
      name: `netlify dev`,
      command: NETLIFY_BIN,
      args: [
        `dev`,
        `--offline`,
        `--dir`,
        `public`,
        `--port`,
        String(options.port),
        `--staticServerPort`,
        String(options.staticServerPort),
        `--no-open`,
        `--skip-gitignore`,
      ],
      cwd: options.dir,
      env: {
        ...process.env,
        PATH: `${bin}${path.delimiter}${process.env.PATH}`,
        NETLIFY_EDGE_BOOTSTRAP: EDGE_BOOTSTRAP,
        NETLIFY_TELEMETRY_DISABLED: `1`,
        BROWSER: `none`,
        NO_COLOR: `1`,
        CI: `1`,
      },
      port: options.port,
      ready: output => output.includes(`Loaded edge function`),
      startTimeoutMs: options.startTimeoutMs ?? 90000,
      lifetimeMs: options.lifetimeMs ?? 10 * 60 * 1000,
    })
    return { ...netlify, stop: () => netlify.stop().finally(removeBin) }
  } catch (error) {
    removeBin()
    throw error
  }
}
