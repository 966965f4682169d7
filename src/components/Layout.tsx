import { Link } from "gatsby"
import React from "react"
import { footerLinks, product } from "../config/site"
import { Analytics } from "./Analytics"
import { MovedNote } from "./MovedNote"
import { SearchBox } from "./SearchBox"

interface LayoutProps {
  /** The current section's name, shown as a one-level trail in the header. */
  sectionTitle?: string
  /** Which top-level area is current, for aria-current in the header. */
  area?: `documentation` | `api-reference`
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
          <Link className="site-header__brand" to="/documentation/">
            {product.name} Developers
          </Link>
          <nav className="site-header__nav" aria-label="Main">
            <ul>
              <li>
                <Link to="/documentation/" aria-current={area === `documentation` ? `true` : undefined}>
                  Documentation
                </Link>
              </li>
              <li>
                <Link to="/api-reference/" aria-current={area === `api-reference` ? `true` : undefined}>
                  API Reference
                </Link>
              </li>
            </ul>
          </nav>
          {sectionTitle ? <span className="site-header__section">{sectionTitle}</span> : null}
          <SearchBox />
        </div>
      </header>
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
