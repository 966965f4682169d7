/** @jest-environment node */
import fs from "fs"
import path from "path"

// The content bar, checked on every guide: real prose (at least 200 words outside
// code, median at least 300), no placeholder text, and a language on every code block.
// Across content/ and src/, the product name token never follows "a" or "an": the name
// is configurable, so no one article is right for every name.

const ROOT = path.resolve(__dirname, `../..`)
const CONTENT = path.resolve(ROOT, `content`)

function markdownFiles(dir: string): Array<string> {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && entry.name === `index.md`)
    .map(entry => path.join(entry.parentPath, entry.name))
}

function prose(markdown: string): string {
  return markdown.replace(/^---[\s\S]*?---/, ``).replace(/```[\s\S]*?```/g, ``)
}

const wordCount = (text: string) => text.split(/\s+/).filter(word => /[A-Za-z]/.test(word)).length
const isSectionIndex = (file: string) =>
  path.relative(CONTENT, path.dirname(file)).split(path.sep).length <= 2
const guides = markdownFiles(CONTENT).filter(file => !isSectionIndex(file))

function textFiles(dir: string): Array<string> {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      entry => entry.isFile() && /\.(md|mdx|ya?ml|json|[cm]?[jt]sx?|css|scss|html|txt)$/.test(entry.name),
    )
    .map(entry => path.join(entry.parentPath, entry.name))
}

/** "a {Product}" / "an {Product}", also across a line break; each hit as `file:line: …context…`. */
function articlesBeforeProduct(file: string): Array<string> {
  const text = fs.readFileSync(file, `utf8`)
  return [...text.matchAll(/\b[Aa]n?\s+\{Product\}/g)].map(match => {
    const line = text.slice(0, match.index).split(`\n`).length
    const context = text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30)
    return `${path.relative(ROOT, file)}:${line}: …${context.replace(/\s+/g, ` `)}…`
  })
}

describe(`content`, () => {
  it(`has guides to check`, () => expect(guides.length).toBeGreaterThan(250))

  it.each(guides.map(file => [path.relative(CONTENT, file), file]))(
    `%s: 200+ words of prose, no placeholders, fenced code has a language`,
    (_name, file) => {
      const text = fs.readFileSync(file, `utf8`)
      expect(wordCount(prose(text))).toBeGreaterThanOrEqual(200)
      expect(prose(text)).not.toMatch(/\b(lorem ipsum|TODO|TBD|coming soon)\b/i)
      const fences = [...text.matchAll(/^```(.*)$/gm)].map(match => match[1].trim())
      const openings = fences.filter((_, index) => index % 2 === 0)
      expect(openings.filter(language => language === ``)).toEqual([])
    },
  )

  it(`the median guide has at least 300 words of prose`, () => {
    const counts = guides.map(file => wordCount(prose(fs.readFileSync(file, `utf8`)))).sort((a, b) => a - b)
    expect(counts[Math.floor(counts.length / 2)]).toBeGreaterThanOrEqual(300)
  })

  it(`never puts "a" or "an" directly before {Product} in content/ or src/`, () => {
    const files = [...textFiles(CONTENT), ...textFiles(path.join(ROOT, `src`))]
    expect(files.length).toBeGreaterThan(500)
    expect(files.flatMap(articlesBeforeProduct)).toEqual([])
  })
})
