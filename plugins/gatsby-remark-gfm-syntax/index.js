/**
 * GitHub Flavored Markdown for gatsby-transformer-remark, whose own `gfm` option is off in gatsby-config.ts:
 * tables, strikethrough and task lists are read as syntax, and bare addresses (`https://…`, `www.…`,
 * e-mail) are linked by mdast-util-gfm's pass over the parsed text, as remark-gfm links the ones its
 * tokenizer leaves. Only micromark's autolink-literal tokenizer is left out: it tests every character of
 * every page and was a third of the markdown parse, the longest step of a build. The site's pages parse
 * to the same tree either way (tests/unit/markdown-syntax.test.ts).
 */
const gfmFromMarkdown = require(`mdast-util-gfm/from-markdown`)
const strikethrough = require(`micromark-extension-gfm-strikethrough`)
const table = require(`micromark-extension-gfm-table`)
const taskListItem = require(`micromark-extension-gfm-task-list-item`)

/** A unified plugin for remark 13 (remark-parse 9, micromark 2), as remark-gfm 1 is. */
function gfmSyntax() {
  const data = this.data()
  const add = (field, value) => {
    data[field] = [...(data[field] ?? []), value]
  }
  for (const extension of [strikethrough(), table, taskListItem]) add(`micromarkExtensions`, extension)
  add(`fromMarkdownExtensions`, gfmFromMarkdown)
}

exports.gfmSyntax = gfmSyntax
exports.setParserPlugins = () => [gfmSyntax]
