import fs from "fs"
import path from "path"
import { gatsbyParcelConfigFile } from "../../scripts/time-limits/gatsby-build"

// The project's .parcelrc is Gatsby's own Parcel config without the optimizer; a Gatsby upgrade that
// changes Gatsby's config fails here, naming what to bring over.

/** A .parcelrc is JSON5; ours has comments on whole lines only. */
function readParcelrc(file: string): Record<string, unknown> {
  const text = fs.readFileSync(file, `utf8`)
  return JSON.parse(
    text
      .split(`\n`)
      .filter(line => !line.trimStart().startsWith(`//`))
      .join(`\n`),
  ) as Record<string, unknown>
}

describe(`the Parcel config Gatsby compiles its gatsby-* files with`, () => {
  const ours = readParcelrc(path.join(__dirname, `..`, `..`, `.parcelrc`))
  const gatsbys = JSON.parse(fs.readFileSync(gatsbyParcelConfigFile(), `utf8`)) as Record<string, unknown>

  it(`minifies nothing`, () => {
    expect(ours).not.toHaveProperty(`optimizers`)
  })

  it(`is otherwise Gatsby's own (gatsby-parcel-config)`, () => {
    const { optimizers, ...rest } = gatsbys
    expect(optimizers).toBeDefined()
    expect(ours).toEqual(rest)
  })
})
