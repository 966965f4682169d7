import { THEME_KEY } from "../../src/config/reader"
import { themeScript } from "../../src/build-output/theme-script"
import { outside } from "../../src/browser/reader/drawer"
import { parseGroupStates } from "../../src/browser/reader/sidebar-state"
import { resolvedTheme, themeChoice } from "../../src/browser/reader/theme"
import { headingInView } from "../../src/browser/reader/toc-spy"
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { wrapTables } = require(`../../plugins/gatsby-remark-table-scroll`)

describe(`the theme`, () => {
  it(`keeps a known choice and falls back to the system's for anything else`, () => {
    expect(themeChoice(`dark`)).toBe(`dark`)
    expect(themeChoice(`light`)).toBe(`light`)
    expect(themeChoice(null)).toBe(`system`)
    expect(themeChoice(`sepia`)).toBe(`system`)
  })

  it(`follows the system only while the choice is "system"`, () => {
    expect(resolvedTheme(`system`, true)).toBe(`dark`)
    expect(resolvedTheme(`system`, false)).toBe(`light`)
    expect(resolvedTheme(`light`, true)).toBe(`light`)
    expect(resolvedTheme(`dark`, false)).toBe(`dark`)
  })

  it.each([
    [`dark`, false, `dark`],
    [`light`, true, `light`],
    [null, true, `dark`],
    [null, false, `light`],
    [`sepia`, true, `dark`],
  ])(`the head script: stored %p, system dark %p → %p`, (stored, systemDark, expected) => {
    window.localStorage.clear()
    if (stored !== null) window.localStorage.setItem(THEME_KEY, stored)
    window.matchMedia = ((query: string) => ({ matches: systemDark && query.includes(`dark`) })) as never
    delete document.documentElement.dataset.theme
    new Function(themeScript)()
    expect(document.documentElement.dataset.theme).toBe(expected)
  })
})

describe(`the scroll-spy`, () => {
  it(`marks the last heading above the reading line, or the first before any`, () => {
    expect(headingInView([50, 400, 900], 200)).toBe(0)
    expect(headingInView([-300, 150, 900], 200)).toBe(1)
    expect(headingInView([-900, -400, -10], 200)).toBe(2)
    expect(headingInView([300, 600], 200)).toBe(0)
  })
})

describe(`the sidebar's remembered groups`, () => {
  it(`reads what it stored and nothing else`, () => {
    expect(parseGroupStates(`{"Tickets":false}`)).toEqual({ Tickets: false })
    expect(parseGroupStates(null)).toEqual({})
    expect(parseGroupStates(`not json`)).toEqual({})
    expect(parseGroupStates(`[1]`)).toEqual({})
  })
})

describe(`the drawer`, () => {
  it(`tells a click on the backdrop from one inside`, () => {
    const box = { left: 0, right: 320, top: 0, bottom: 700 }
    expect(outside(box, 340, 100)).toBe(true)
    expect(outside(box, 100, 100)).toBe(false)
  })
})

describe(`gatsby-remark-table-scroll`, () => {
  const table = () => ({ type: `table`, children: [] })
  const heading = (text: string) => ({ type: `heading`, depth: 2, children: [{ type: `text`, value: text }] })

  it(`wraps each table in a focusable region named after its section, numbered when repeated`, () => {
    const tree = {
      type: `root`,
      children: [table(), heading(`Rate "limits"`), table(), table(), { type: `list`, children: [table()] }],
    }
    wrapTables(tree)
    const opens = JSON.stringify(tree)
      .match(/<div class=\\"table-scroll\\"[^>]*>/g)
      ?.map(tag => /aria-label=\\"(.*?)\\" tabindex/.exec(tag)?.[1])
    expect(opens).toEqual([
      `Table`,
      `Table: Rate &quot;limits&quot;`,
      `Table: Rate &quot;limits&quot; (2)`,
      `Table: Rate &quot;limits&quot; (3)`,
    ])
    expect(tree.children).toHaveLength(11)
    expect(tree.children[1]).toEqual(table())
    expect(tree.children[2]).toEqual({ type: `html`, value: `</div>` })
  })
})
