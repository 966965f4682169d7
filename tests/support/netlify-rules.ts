import { execFile } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { pathToFileURL } from "url"

/** Netlify's own parser of `_redirects` and `netlify.toml`, for tests (tests/support/netlify-engine.ts). */

/** A rule as `@netlify/redirect-parser` returns it (`minimal: false`). */
export interface NetlifyRule {
  from: string
  query: Record<string, string>
  to: string
  status?: number
  force: boolean
  conditions: Record<string, unknown>
  headers: Record<string, string>
  signed?: string
  scheme?: string
  host?: string
  path: string
  proxy: boolean
}

const PARSER_SCRIPT = `
const { parserUrl, redirectsFiles, netlifyConfigPath } = JSON.parse(process.argv[1])
const { parseAllRedirects } = await import(parserUrl)
const { redirects, errors } = await parseAllRedirects({ redirectsFiles, netlifyConfigPath, minimal: false })
process.stdout.write(JSON.stringify({ redirects, errors: errors.map(error => error.message) }))
`

/**
 * `parseAllRedirects` exactly as `netlify dev` calls it, on files in a temporary directory. The parser is
 * an ES module that Jest's CommonJS runtime cannot load, so it runs in a child Node process.
 */
export async function parseNetlifyRules(site: {
  redirectsFile?: string
  netlifyToml?: string
}): Promise<{ rules: Array<NetlifyRule>; errors: Array<string> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `netlify-rules-`))
  try {
    const redirectsFiles: Array<string> = []
    let netlifyConfigPath: string | undefined
    if (site.redirectsFile !== undefined) {
      redirectsFiles.push(path.join(dir, `_redirects`))
      fs.writeFileSync(redirectsFiles[0], site.redirectsFile)
    }
    if (site.netlifyToml !== undefined) {
      netlifyConfigPath = path.join(dir, `netlify.toml`)
      fs.writeFileSync(netlifyConfigPath, site.netlifyToml)
    }
    const parserUrl = pathToFileURL(require.resolve(`@netlify/redirect-parser`)).href
    const input = JSON.stringify({ parserUrl, redirectsFiles, netlifyConfigPath })
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [`--input-type=module`, `-e`, PARSER_SCRIPT, input],
        { maxBuffer: 256 * 1024 * 1024 },
        (error, stdout, stderr) =>
          error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
      )
    })
    const { redirects, errors } = JSON.parse(output) as {
      redirects: Array<NetlifyRule>
      errors: Array<string>
    }
    return { rules: redirects, errors }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
