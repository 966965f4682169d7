/*
 * Cloudflare's own engine for Pages, offline: `wrangler pages dev` runs the Pages asset server (with its
 * `_redirects`, `_headers` and `_routes.json` handling) and the site's `_worker.js` in workerd, which
 * ships as an npm binary package (@cloudflare/workerd-linux-64) and needs no install script. Telemetry
 * and the fetch of request metadata from workers.cloudflare.com are switched off: no network.
 */
import path from "path"
import { startHostProcess, type HostProcess } from "./host-process"
import { PROJECT_ROOT } from "./scratch-project"

export const WRANGLER_BIN = path.join(PROJECT_ROOT, `node_modules`, `.bin`, `wrangler`)

/** Fixed, so a run is reproducible; the worker uses nothing newer. */
export const COMPATIBILITY_DATE = `2026-04-01`

export interface WranglerOptions {
  /** The site folder: `public/` inside it is the output directory served. */
  dir: string
  port: number
  inspectorPort: number
  /** Environment variables the worker receives (`--binding NAME=value`). */
  bindings?: Record<string, string>
  startTimeoutMs?: number
  lifetimeMs?: number
}

export function startWranglerPagesDev(options: WranglerOptions): Promise<HostProcess> {
  const bindings = Object.entries(options.bindings ?? {}).flatMap(([name, value]) => [
    `--binding`,
    `${name}=${value}`,
  ])
  return startHostProcess({
    name: `wrangler pages dev`,
    command: WRANGLER_BIN,
    args: [
      `pages`,
      `dev`,
      `public`,
      `--ip`,
      `127.0.0.1`,
      `--port`,
      String(options.port),
      `--inspector-port`,
      String(options.inspectorPort),
      `--compatibility-date`,
      COMPATIBILITY_DATE,
      ...bindings,
    ],
    cwd: options.dir,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: `false`,
      CLOUDFLARE_CF_FETCH_ENABLED: `false`,
      NO_COLOR: `1`,
      CI: `1`,
    },
    port: options.port,
    ready: output => output.includes(`Ready on`),
    startTimeoutMs: options.startTimeoutMs ?? 60000,
    lifetimeMs: options.lifetimeMs ?? 10 * 60 * 1000,
  })
}
