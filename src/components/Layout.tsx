import { Link } from "gatsby"
import React from "react"
import { footerLinks, product } from "../config/site"
import { AREA_TITLES, AREAS, areaPath, type Area } from "../config/site-areas"
import { Analytics } from "./Analytics"
import { MovedNote } from "./MovedNote"
import { MenuButton, NavDrawer, ThemeSelect } from "./ReaderControls"
import { SearchBox } from "./SearchBox"

interface LayoutProps {
  /** The current section's name, shown as a one-level trail in the header. */
  sectionTitle?: string
  /** Which top-level area is current, for aria-current in the header. */
  area?: Area
  children: React.ReactNode
}

/** The shell every page shares: skip link, header, main landmark, footer. */
export function Layout({ sectionTitle, area, children }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <MenuButton />
          <Link className="site-header__brand" to={areaPath(`documentation`)}>
            {product.name} Developers
          </Link>
          <nav className="site-header__nav" aria-label="Main">
            <ul>
              {AREAS.map(each => (
                <li key={each}>
                  <Link to={areaPath(each)} aria-current={area === each ? `true` : undefined}>
                    {AREA_TITLES[each]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {sectionTitle ? <span className="site-header__section">{sectionTitle}</span> : null}
          <SearchBox />
          <ThemeSelect />
        </div>
      </header>
      <NavDrawer />
      <div id="main-content" tabIndex={-1}>
        <MovedNote />
        {children}
      </div>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <ul>
            {footerLinks.map(link => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
          <p>
            © {product.name}. Developer documentation for apps, integrations and bots built on {product.name}.
          </p>
        </div>
      </footer>
      <Analytics />
    </>
  )
}
