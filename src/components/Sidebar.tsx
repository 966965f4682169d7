import { Link } from "gatsby"
import React from "react"
import type { NavLink, SidebarNav } from "../lib/navigation"

/** Whether `path` is one of `items` or below them. */
function holds(items: Array<NavLink>, path: string): boolean {
  return items.some(item => item.path === path || holds(item.children, path))
}

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

/**
 * The section's navigation tree: plain links, so it is usable with a keyboard and without JavaScript.
 * Groups fold (<details>); the current page's group is open, and src/browser/reader/ remembers the rest.
 */
export function Sidebar({ nav, currentPath }: { nav: SidebarNav; currentPath: string }) {
  return (
    <nav className="sidebar" aria-label="Sidebar navigation" data-section={nav.rootPath}>
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
        <details
          key={group.title}
          open={holds(group.items, currentPath) || undefined}
          data-group={group.title}
        >
          <summary>
            <h3>{group.title}</h3>
          </summary>
          <Items items={group.items} currentPath={currentPath} />
        </details>
      ))}
    </nav>
  )
}
