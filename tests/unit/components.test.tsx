import { render, screen, within } from "@testing-library/react"
import React from "react"
import { Breadcrumbs } from "../../src/components/Breadcrumbs"
import { Cards } from "../../src/components/Cards"
import { Layout } from "../../src/components/Layout"
import { OnThisPage } from "../../src/components/OnThisPage"
import { PrevNext } from "../../src/components/PrevNext"
import { Sidebar } from "../../src/components/Sidebar"
import type { SectionNav } from "../../src/lib/navigation"

const nav: SectionNav = {
  key: `documentation/webhooks`,
  title: `Webhooks`,
  rootPath: `/documentation/webhooks/`,
  hasRootPage: true,
  groups: [
    {
      title: `Getting started`,
      items: [
        {
          path: `/documentation/webhooks/creating/`,
          title: `Creating webhooks`,
          description: ``,
          children: [
            {
              path: `/documentation/webhooks/creating/testing/`,
              title: `Testing`,
              description: ``,
              children: [],
            },
          ],
        },
        { path: `/documentation/webhooks/verifying/`, title: `Verifying`, description: ``, children: [] },
      ],
    },
  ],
}

describe(`Sidebar`, () => {
  it(`is a labelled navigation with groups, nested links and the current page marked`, () => {
    render(<Sidebar nav={nav} currentPath="/documentation/webhooks/creating/testing/" />)
    const sidebar = screen.getByRole(`navigation`, { name: `Sidebar navigation` })
    expect(within(sidebar).getByRole(`heading`, { name: `Getting started` })).toBeInTheDocument()
    // Groups fold; the current page's is open.
    expect(
      within(sidebar).getByRole(`heading`, { name: `Getting started` }).closest(`details`),
    ).toHaveAttribute(`open`)
    expect(within(sidebar).getByRole(`link`, { name: `Testing` })).toHaveAttribute(`aria-current`, `page`)
    expect(within(sidebar).getByRole(`link`, { name: `Verifying` })).not.toHaveAttribute(`aria-current`)
    expect(
      within(sidebar)
        .getAllByRole(`link`)
        .map(link => link.getAttribute(`href`)),
    ).toEqual([
      `/documentation/webhooks/`,
      `/documentation/webhooks/creating/`,
      `/documentation/webhooks/creating/testing/`,
      `/documentation/webhooks/verifying/`,
    ])
  })
})

describe(`Breadcrumbs`, () => {
  it(`links every crumb but the current page`, () => {
    render(
      <Breadcrumbs
        crumbs={[
          { path: `/documentation/`, title: `Documentation` },
          { path: `/documentation/webhooks/`, title: `Webhooks` },
          { path: `/x/`, title: `Verifying` },
        ]}
      />,
    )
    const trail = screen.getByRole(`navigation`, { name: `Breadcrumb` })
    expect(within(trail).getAllByRole(`link`)).toHaveLength(2)
    expect(within(trail).getByText(`Verifying`)).toHaveAttribute(`aria-current`, `page`)
  })

  it(`renders nothing for a single crumb`, () => {
    const { container } = render(
      <Breadcrumbs crumbs={[{ path: `/documentation/`, title: `Documentation` }]} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})

describe(`OnThisPage, PrevNext and Cards`, () => {
  it(`lists the h2 anchors`, () => {
    render(<OnThisPage entries={[{ id: `json-format`, title: `JSON format` }]} />)
    expect(screen.getByRole(`link`, { name: `JSON format` })).toHaveAttribute(`href`, `#json-format`)
  })

  it(`links previous and next with rel`, () => {
    render(<PrevNext previous={{ path: `/a/`, title: `A` }} next={{ path: `/b/`, title: `B` }} />)
    expect(screen.getByRole(`link`, { name: /Previous: A/ })).toHaveAttribute(`rel`, `prev`)
    expect(screen.getByRole(`link`, { name: /Next: B/ })).toHaveAttribute(`rel`, `next`)
  })

  it(`renders a card per entry with its summary`, () => {
    render(
      <Cards
        cards={[
          { path: `/a/`, title: `Alpha`, description: `First letter.` },
          { path: `/b/`, title: `Beta`, description: `Second.` },
        ]}
      />,
    )
    expect(screen.getAllByRole(`listitem`)).toHaveLength(2)
    expect(screen.getByText(`First letter.`)).toBeInTheDocument()
  })
})

describe(`Layout`, () => {
  it(`has a skip link to the main content, the two header entries and the footer`, () => {
    render(<Layout area="documentation">content</Layout>)
    expect(screen.getByRole(`link`, { name: `Skip to content` })).toHaveAttribute(`href`, `#main-content`)
    const main = screen.getByRole(`navigation`, { name: `Main` })
    expect(within(main).getByRole(`link`, { name: `Documentation` })).toHaveAttribute(`aria-current`, `true`)
    expect(within(main).getByRole(`link`, { name: `API Reference` })).toHaveAttribute(
      `href`,
      `/api-reference/`,
    )
    expect(screen.getByRole(`contentinfo`)).toHaveTextContent(`Acme`)
  })
})
