import { selectLanguage } from "../../src/components/useCodeBlocks"
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { groupRuns } = require(`../../plugins/gatsby-remark-code-tabs`)

const block = (language: string, code = `x`) => ({
  type: `html`,
  value: `<div class="gatsby-highlight" data-language="${language}"><pre class="language-${language}"><code>${code}</code></pre></div>`,
})

describe(`gatsby-remark-code-tabs`, () => {
  it(`groups consecutive blocks in different languages into one tab set, and adds copy buttons`, () => {
    const tree = {
      type: `root`,
      children: [
        block(`bash`, `curl https://x`),
        block(`javascript`),
        { type: `paragraph`, children: [] },
        block(`json`),
      ],
    }
    groupRuns(tree, { value: 0 })
    expect(tree.children).toHaveLength(3)
    const tabs = tree.children[0] as { value: string }
    expect(tabs.value).toContain(`role="tablist"`)
    expect(tabs.value).toContain(`>curl</button>`)
    expect(tabs.value).toContain(`>JavaScript</button>`)
    expect(tabs.value.match(/role="tabpanel"/g)).toHaveLength(2)
    // The print stylesheet prints every panel under its label.
    expect(tabs.value).toMatch(/data-language="javascript" data-label="JavaScript" hidden>/)
    expect(tabs.value).toContain(`data-label="curl">`)
    expect((tree.children[2] as { value: string }).value).toContain(`data-copy-code`)
    expect((tree.children[2] as { value: string }).value).toContain(`<pre tabindex="0"`)
  })

  it(`leaves two blocks in one language as two blocks`, () => {
    const tree = { type: `root`, children: [block(`json`), block(`json`)] }
    groupRuns(tree, { value: 0 })
    expect(tree.children).toHaveLength(2)
  })
})

describe(`selectLanguage`, () => {
  it(`selects the language in every tab set that offers it`, () => {
    document.body.innerHTML = `<div data-code-tabs><button role="tab" data-language="swift" aria-controls="p1" aria-selected="true"></button><button role="tab" data-language="kotlin" aria-controls="p2" aria-selected="false"></button><div id="p1"></div><div id="p2" hidden></div></div>`
    selectLanguage(document, `kotlin`)
    expect(document.querySelector(`[data-language="kotlin"]`)).toHaveAttribute(`aria-selected`, `true`)
    expect(document.getElementById(`p1`)?.hidden).toBe(true)
    expect(document.getElementById(`p2`)?.hidden).toBe(false)
  })
})
