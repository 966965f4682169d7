import fs from "fs"
import os from "os"
import path from "path"

// A tiny built site for the static server's tests: pages, a hashed chunk, a stub, 404.html, the
// browser's redirect data and a Partytown proxy rule beside it.

export function builtSiteFixture(): string {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), `served-`))
  const root = path.join(project, `public`)
  const write = (relative: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true })
    fs.writeFileSync(path.join(root, relative), body)
  }
  write(`documentation/index.html`, `<h1>Docs</h1>${`<p>text</p>`.repeat(200)}`)
  write(`documentation/webhooks/index.html`, `<h1>Webhooks</h1>`)
  write(`app-0123456789abcdef0123.js`, `console.log("app")`.repeat(100))
  write(`robots.txt`, `User-agent: *\n`)
  write(`icon.png`, Buffer.alloc(4096, 7))
  write(`rest_api/docs/core/tickets/index.html`, `<meta name="generator" content="redirect-stub">stub`)
  write(`404.html`, `<h1>Page not found</h1>`)
  write(`_redirects`, `/old /new/ 301!\n`)
  write(`_headers`, `/*\n  X-Frame-Options: DENY\n`)
  write(
    `redirect-data/0123456789ab/0.json`,
    JSON.stringify({
      "/rest_api/docs/core/tickets/": `/documentation/webhooks/`,
      "/documentation/webhooks/": `/documentation/webhooks/`,
      "/documentation/": `/documentation/`,
    }),
  )
  write(
    `redirect-data/0123456789ab/fallbacks.json`,
    JSON.stringify([[`/rest_api/docs/chat/`, `/documentation/`]]),
  )
  fs.mkdirSync(path.join(project, `build`))
  fs.writeFileSync(
    path.join(project, `build`, `proxy-rules.json`),
    JSON.stringify([
      {
        pathname: `/__third-party-proxy`,
        query: [[`url`, `https://example.com/x.js?id=1`]],
        target: `https://example.com/x.js?id=1`,
      },
    ]),
  )
  return root
}
