import fs from "fs"
import path from "path"
import { MARKER, readMarker, type Marker } from "../gatsby/cache-guard"
import { serveArguments } from "./cli/arguments"
import { runCommand } from "./cli/command-line"
import { startStaticServer } from "./static-server"

// `npm start` (after the build): serves public/ like a host with the build's redirect rules, on PORT
// (default 9000). `npm run serve -- --bucket` serves it like a plain bucket instead (stubs and 404.html).
// A public/ that no build finished is not served: a build ended half-way leaves some pages missing or
// old, and its in-progress marker (gatsby/cache-guard.ts) says so.

const ROOT = `public`

/** Why public/ may not be served, or undefined when it may. */
function serveRefusal(marker: Marker | undefined, built: boolean): string | undefined {
  if (marker)
    return (
      `${ROOT}/ is from a ${marker.command} that did not finish (started ${marker.startedAt}; ${MARKER} ` +
      `is still there), so some of its pages may be missing or old: run \`npm run build\`, then ` +
      `\`npm run serve\` (\`npm start\` does both)`
    )
  if (!built) return `${ROOT}/ holds no build: run \`npm start\` (it builds the site, then serves it)`
  return undefined
}

runCommand(async args => {
  const { mode } = serveArguments(args)
  const refusal = serveRefusal(readMarker(), fs.existsSync(path.join(ROOT, `404.html`)))
  if (refusal) {
    console.error(refusal)
    return 1
  }
  const port = Number(process.env.PORT ?? 9000)
  const server = await startStaticServer({ root: ROOT, port, mode })
  console.log(`Serving the production build at ${server.url}/documentation/ (${mode}; Ctrl+C stops)`)
})
