import {
  breadcrumbsOf,
  buildNavigation,
  buildSectionNav,
  neighboursOf,
  NavigationError,
  readingOrder,
  sectionIndexGroups,
  sidebarNavOf,
} from "../../src/lib/navigation"
import type { SitePage } from "../../src/lib/site-model"

const page = (path: string, extra: Partial<SitePage> = {}): SitePage => ({
  path,
  title: path.split(`/`).filter(Boolean).pop() ?? path,
  description: `About ${path}`,
  kind: `guide`,
  order: 100,
  source: `content${path}index.md`,
  ...extra,
})

const section = [
  page(`/documentation/apps/`, {
    title: `Apps`,
    kind: `section-index`,
    groups: [`Getting started`, `Tutorials`],
  }),
  page(`/documentation/apps/getting-started/setup/`, { group: `Getting started`, order: 2 }),
  page(`/documentation/apps/getting-started/glossary/`, { group: `Getting started`, order: 1 }),
  page(`/documentation/apps/build-an-app/first/`, { group: `Tutorials`, title: `First app` }),
  page(`/documentation/apps/build-an-app/first/part-2/`, { order: 2, title: `Part 2` }),
  page(`/documentation/apps/build-an-app/first/part-1/`, { order: 1, title: `Part 1` }),
]

describe(`buildSectionNav`, () => {
  const nav = buildSectionNav(`documentation/apps`, section, `Apps`)

  it(`orders groups as declared and pages by order`, () => {
    expect(nav.groups.map(group => group.title)).toEqual([`Getting started`, `Tutorials`])
    expect(nav.groups[0].items.map(item => item.title)).toEqual([`glossary`, `setup`])
  })

  it(`nests pages under the page whose folder holds them`, () => {
    expect(nav.groups[1].items[0].children.map(child => child.title)).toEqual([`Part 1`, `Part 2`])
  })

  it(`gives the reading order, previous/next and breadcrumbs from the same tree`, () => {
    expect(readingOrder(nav).map(item => item.path)).toEqual([
      `/documentation/apps/`,
      `/documentation/apps/getting-started/glossary/`,
      `/documentation/apps/getting-started/setup/`,
      `/documentation/apps/build-an-app/first/`,
      `/documentation/apps/build-an-app/first/part-1/`,
      `/documentation/apps/build-an-app/first/part-2/`,
    ])
    expect(neighboursOf(nav, `/documentation/apps/build-an-app/first/part-1/`)).toEqual({
      previous: { path: `/documentation/apps/build-an-app/first/`, title: `First app` },
      next: { path: `/documentation/apps/build-an-app/first/part-2/`, title: `Part 2` },
    })
    expect(
      breadcrumbsOf(nav, `/documentation/apps/build-an-app/first/part-2/`).map(crumb => crumb.title),
    ).toEqual([`Documentation`, `Apps`, `First app`, `Part 2`])
  })
})

describe(`what pages carry`, () => {
  const nav = buildSectionNav(`documentation/apps`, section, `Apps`)

  it(`gives every page the sidebar's links and titles without the summaries`, () => {
    const sidebar = sidebarNavOf(nav)
    expect(JSON.stringify(sidebar)).not.toContain(`About `)
    expect(sidebar.groups[1].items[0]).toEqual({
      path: `/documentation/apps/build-an-app/first/`,
      title: `First app`,
      children: [
        { path: `/documentation/apps/build-an-app/first/part-1/`, title: `Part 1`, children: [] },
        { path: `/documentation/apps/build-an-app/first/part-2/`, title: `Part 2`, children: [] },
      ],
    })
    expect({ ...sidebar, groups: [] }).toEqual({ ...nav, groups: [] })
  })

  it(`gives the section index each group's pages as cards with their summaries`, () => {
    expect(sectionIndexGroups(nav)[1]).toEqual({
      title: `Tutorials`,
      cards: [
        {
          path: `/documentation/apps/build-an-app/first/`,
          title: `First app`,
          description: `About /documentation/apps/build-an-app/first/`,
          children: [
            { path: `/documentation/apps/build-an-app/first/part-1/`, title: `Part 1` },
            { path: `/documentation/apps/build-an-app/first/part-2/`, title: `Part 2` },
          ],
        },
      ],
    })
  })
})

describe(`navigation problems stop the build`, () => {
  it(`a top-level page without a group is named`, () => {
    expect(() =>
      buildSectionNav(`documentation/apps`, [section[0], page(`/documentation/apps/lost/`)], `Apps`),
    ).toThrow(/content\/documentation\/apps\/lost\/index.md.*no `group`/)
  })

  it(`a group the section index does not declare is named`, () => {
    expect(() =>
      buildSectionNav(
        `documentation/apps`,
        [...section, page(`/documentation/apps/x/`, { group: `Elsewhere` })],
        `Apps`,
      ),
    ).toThrow(/group "Elsewhere" is not declared/)
  })

  it(`a declared group without pages is named`, () => {
    const index = { ...section[0], groups: [`Getting started`, `Tutorials`, `Empty`] }
    expect(() => buildSectionNav(`documentation/apps`, [index, ...section.slice(1)], `Apps`)).toThrow(
      NavigationError,
    )
  })

  it(`collects problems of every section`, () => {
    const pages = [page(`/documentation/a/x/`), page(`/documentation/b/y/`)]
    expect(() => buildNavigation(pages, key => key)).toThrow(/a\/x[\s\S]*b\/y/)
  })
})
