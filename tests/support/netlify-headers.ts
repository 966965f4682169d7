/*
 * Netlify's own header rules for a path, exactly as `netlify dev` computes them (netlify-cli's
 * `parseHeaders` and `headersForPath`, dist/utils/headers.js, over `@netlify/headers-parser`). Needed
 * beside `netlify dev` itself because its local static server sends its own `Cache-Control` on every
 * file and, writing its response head last, overrides the rule's (netlify-cli dist/utils/proxy.js); on
 * Netlify the rule holds. ES modules Jest's CommonJS runtime cannot load: they run in a child Node.
 */
import { execFile } from "child_process"
import path from "path"
import { pathToFileURL } from "url"
import { PROJECT_ROOT } from "./scratch-project"

const SCRIPT = `
const { headersUrl, headersFile, paths } = JSON.parse(process.argv[1])
const { parseHeaders, headersForPath } = await import(headersUrl)
const headers = await parseHeaders({ config: {}, headersFiles: [headersFile] })
process.stdout.write(JSON.stringify(paths.map(path => headersForPath(headers, path))))
`

export async function netlifyHeaderRules(
  headersFile: string,
  paths: ReadonlyArray<string>,
): Promise<Array<Record<string, string>>> {
  const headersUrl = pathToFileURL(
    path.join(PROJECT_ROOT, `node_modules/netlify-cli/dist/utils/headers.js`),
  ).href
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [`--input-type=module`, `-e`, SCRIPT, JSON.stringify({ headersUrl, headersFile, paths })],
      { timeout: 30000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    )
  })
  return JSON.parse(output)
}
