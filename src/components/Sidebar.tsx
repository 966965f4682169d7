import { Link } from "gatsby"
import React from "react"
import type { NavLink, SidebarNav } from "../lib/navigation"

function Items({ items, currentPath }: { items: Array<NavLink>; currentPath: string }) {
  return (
    <ul>
      {items.map(item => (
        <li key={item.path}>
          <Link to={item.path} aria-current={item.path === currentPath ? `page` : undefined}>
            {item.title}
          </Link>
          {item.children.length > 0 ? <Items items={item.children} currentPath={currentPath} /> : null}
        </li>
      ))}
    </ul>
  )
}

/** The section's navigation tree: plain links, so it is usable with a keyboard and without JavaScript. */
export function Sidebar({ nav, currentPath }: { nav: SidebarNav; currentPath: string }) {
  return (
    <nav className="sidebar" aria-label="Sidebar navigation">
      <h2>
        {nav.hasRootPage ? (
          <Link to={nav.rootPath} aria-current={nav.rootPath === currentPath ? `page` : undefined}>
            {nav.title}
          </Link>
        ) : (
          nav.title
        )}
      </h2>
      {nav.groups.map(group => (
        <React.Fragment key={group.title}>
          <h3>{group.title}</h3>
          <Items items={group.items} currentPath={currentPath} />
        </React.Fragment>
      ))}
    </nav>
  )
}
