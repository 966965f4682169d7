/**
 * Runs after gatsby-remark-prismjs. Gives every highlighted block a copy button and groups
 * consecutive blocks in different languages into an accessible tab set.
 * The tabs are rendered at build time; src/components/useCodeBlocks.ts wires clicks, keys and the
 * remembered language in the browser.
 */
const visit = require(`unist-util-visit`)

const HIGHLIGHT = /^<div class="gatsby-highlight" data-language="([^"]*)">/

const LABELS = {
  bash: `Shell`,
  shell: `Shell`,
  sh: `Shell`,
  javascript: `JavaScript`,
  js: `JavaScript`,
  typescript: `TypeScript`,
  json: `JSON`,
  swift: `Swift`,
  kotlin: `Kotlin`,
  java: `Java`,
  objectivec: `Objective-C`,
  objc: `Objective-C`,
  html: `HTML`,
  yaml: `YAML`,
  python: `Python`,
  ruby: `Ruby`,
  text: `Text`,
  php: `PHP`,
  csharp: `C#`,
  xml: `XML`,
  graphql: `GraphQL`,
  css: `CSS`,
  handlebars: `Handlebars`,
  go: `Go`,
}

function languageOf(node) {
  const match = node.type === `html` && HIGHLIGHT.exec(node.value)
  return match ? match[1] : null
}

function labelFor(language, html) {
  if ((language === `bash` || language === `shell`) && /\bcurl\b/.test(html)) return `curl`
  return LABELS[language] || language
}

const COPY_BUTTON = `<button type="button" class="copy-button" data-copy-code aria-label="Copy code to clipboard">Copy</button>`

/** Adds the copy button, and makes the scrollable <pre> reachable by keyboard (axe: scrollable-region-focusable). */
function withCopyButton(html) {
  return html
    .replace(HIGHLIGHT, match => `${match}${COPY_BUTTON}`)
    .replace(/<pre(?![^>]*tabindex)/, `<pre tabindex="0"`)
}

function tabSet(blocks, setId) {
  const tabs = blocks
    .map(({ language, label }, index) => {
      const selected = index === 0
      return `<button type="button" role="tab" id="${setId}-tab-${index}" aria-controls="${setId}-panel-${index}" aria-selected="${selected}" tabindex="${selected ? 0 : -1}" data-language="${language}">${label}</button>`
    })
    .join(``)
  const panels = blocks
    .map(
      // data-label: the print stylesheet prints every panel under its tab's label.
      ({ language, label, html }, index) =>
        `<div role="tabpanel" id="${setId}-panel-${index}" aria-labelledby="${setId}-tab-${index}" data-language="${language}" data-label="${label}"${index === 0 ? `` : ` hidden`}>${html}</div>`,
    )
    .join(``)
  return `<div class="code-tabs" data-code-tabs><div role="tablist" aria-label="Code sample language">${tabs}</div>${panels}</div>`
}

/** Replaces each run of highlighted blocks among `parent`'s children by one tab set (or by the blocks with copy buttons). */
function groupChildren(parent, counter) {
  const output = []
  let run = []
  const flush = () => {
    const languages = new Set(run.map(block => block.language))
    if (run.length > 1 && languages.size === run.length) {
      counter.value += 1
      output.push({ type: `html`, value: tabSet(run, `code-tabs-${counter.value}`) })
    } else {
      run.forEach(block => output.push({ type: `html`, value: block.html }))
    }
    run = []
  }
  for (const child of parent.children) {
    const language = languageOf(child)
    if (language !== null) {
      run.push({ language, label: labelFor(language, child.value), html: withCopyButton(child.value) })
      continue
    }
    flush()
    output.push(child)
  }
  flush()
  parent.children = output
}

function groupRuns(tree, counter) {
  visit(
    tree,
    node => Array.isArray(node.children),
    node => groupChildren(node, counter),
  )
}

module.exports = ({ markdownAST }) => {
  groupRuns(markdownAST, { value: 0 })
  return markdownAST
}
module.exports.groupRuns = groupRuns
// The API reference builds its sample tabs from the same markup (src/api-reference/highlight.ts).
module.exports.tabSet = tabSet
module.exports.withCopyButton = withCopyButton
