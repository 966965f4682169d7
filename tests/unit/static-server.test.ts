/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { resolveRequest } from "../../scripts/static-server"

const root = fs.mkdtempSync(path.join(os.tmpdir(), `site-`))
fs.mkdirSync(path.join(root, `docs`))
fs.writeFileSync(path.join(root, `docs`, `index.html`), `docs`)
fs.writeFileSync(path.join(root, `app.js`), `js`)

describe(`static server answers like a plain host`, () => {
  it(`serves files and directory indexes`, () => {
    expect(resolveRequest(root, `/app.js`)).toEqual({ kind: `file`, file: path.join(root, `app.js`) })
    expect(resolveRequest(root, `/docs/?a=1`)).toEqual({ kind: `file`, file: path.join(root, `docs`, `index.html`) })
  })

  it(`redirects a directory without its slash, keeping the query`, () => {
    expect(resolveRequest(root, `/docs?a=1`)).toEqual({ kind: `redirect`, location: `/docs/?a=1` })
  })

  it(`treats unknown paths and escapes as missing`, () => {
    expect(resolveRequest(root, `/nope/`)).toEqual({ kind: `missing` })
    expect(resolveRequest(root, `/../etc/passwd`)).toEqual({ kind: `missing` })
    expect(resolveRequest(root, `//`)).toEqual({ kind: `missing` })
  })
})
