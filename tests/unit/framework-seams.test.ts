import { brokenSeams, readGatsbyFile, SEAMS } from "../../gatsby/framework-seams"

describe(`Gatsby's internals the project relies on`, () => {
  it(`are all where the installed Gatsby has them`, () => {
    expect(brokenSeams(SEAMS, readGatsbyFile)).toEqual([])
  })

  it(`name the file, what moved and the feature it breaks when one is gone`, () => {
    const problems = brokenSeams(SEAMS, file =>
      file.endsWith(`navigation.js`)
        ? `window.___navigateTo = () => {}`
        : `everything else ${SEAMS.map(seam => `${seam.contains} ${seam.followedBy ?? ``}`).join(` `)}`,
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^gatsby\/cache-dir\/navigation\.js no longer contains `window\.___navigate = `: in-app redirects/,
    )
  })

  it(`count one whose order the project relies on as moved when the order changed`, () => {
    const ordered = SEAMS.filter(seam => seam.followedBy)
    expect(ordered.length).toBeGreaterThan(0)
    const problems = brokenSeams(ordered, file =>
      ordered
        .filter(seam => seam.file === file)
        .map(seam => `${seam.followedBy} ${seam.contains}`)
        .join(` `),
    )
    expect(problems).toHaveLength(ordered.length)
    expect(problems[0]).toMatch(
      /^gatsby\/dist\/services\/initialize\.js no longer contains `.+` followed by `.+`: after a build that did not finish/,
    )
  })

  it(`count a file that cannot be read as moved`, () => {
    expect(brokenSeams(SEAMS, () => undefined)).toHaveLength(SEAMS.length)
  })
})
