import { breakpoints } from "../config/site"

// The reader's furniture: the phone header and its drawer, the theme select, folding lists, heading
// anchors, tables that scroll on their own, and paper. Plain CSS: none of it needs script to lay out.

const belowMd = `@media (max-width: ${breakpoints.md - 0.02}px)`
const belowLg = `@media (max-width: ${breakpoints.lg - 0.02}px)`

export const readerCss = `
.menu-button, .theme-select select, .drawer__close { font: inherit; font-size: 0.9rem; min-height: 2.25rem; border-radius: 6px; cursor: pointer; }
.menu-button { display: none; align-items: center; gap: 0.4rem; padding: 0 0.6rem; color: var(--header-text); background: transparent; border: 1px solid var(--header-text); }
.menu-button__icon, .menu-button__icon::before, .menu-button__icon::after { display: block; width: 1rem; height: 2px; background: currentColor; }
.menu-button__icon { position: relative; }
.menu-button__icon::before, .menu-button__icon::after { content: ""; position: absolute; left: 0; }
.menu-button__icon::before { top: -5px; }
.menu-button__icon::after { top: 5px; }
.theme-select select { padding: 0 0.4rem; color: var(--text); background: var(--surface); border: 1px solid var(--line); }
.site-header :focus-visible { outline-color: var(--header-text); }
.drawer { margin: 0; padding: 0; border: 0; width: min(20rem, 88vw); max-width: none; height: 100%; max-height: none; overflow-y: auto; color: var(--text); background: var(--bg); box-shadow: 0 0 24px rgb(0 0 0 / 0.3); }
.drawer::backdrop { background: rgb(0 0 0 / 0.5); }
.drawer > div { padding: 0 1rem 1rem; }
.drawer__close { position: sticky; top: 0; display: block; margin: 0.75rem 1rem 0.5rem auto; padding: 0 0.75rem; color: var(--text); background: var(--surface); border: 1px solid var(--line); }
.drawer .site-header__nav { margin-bottom: 1rem; }
.drawer .site-header__nav ul { flex-direction: column; gap: 0; }
.drawer .site-header__nav a { display: block; padding: 0.35rem 0.25rem; font-weight: 600; }
.drawer .sidebar { position: static; max-height: none; overflow: visible; }
.sidebar summary { margin: 0.75rem 0 0.25rem; padding: 0.2rem 0; color: var(--muted); cursor: pointer; }
.sidebar summary h3 { display: inline; margin: 0; }
.toc-details { margin: 0 0 1rem; border: 1px solid var(--line); border-radius: 6px; padding: 0.4rem 0.75rem; background: var(--soft); }
.toc-details summary { font-weight: 600; cursor: pointer; }
.toc-details .toc h2 { display: none; }
.toc-details .toc { margin-top: 0.5rem; }
.toc a[aria-current="true"] { font-weight: 700; color: var(--heading); }
.heading-anchor { opacity: 0; }
h2:hover > .heading-anchor, h3:hover > .heading-anchor, .heading-anchor:focus { opacity: 1; }
@media (hover: none) { .heading-anchor { opacity: 0.7; } }
.table-scroll { overflow-x: auto; margin: 1rem 0; }
.table-scroll table { margin: 0; }
.search__shortcut { display: none; }
@media (hover: hover) and (pointer: fine) { .search__shortcut { display: block; } }
pre { overflow-wrap: normal; }

${belowMd} {
  .menu-button { display: inline-flex; }
  .site-header__inner { display: grid; grid-template-columns: auto minmax(0, 1fr) auto; gap: 0.5rem 0.75rem; padding-top: 0.5rem; padding-bottom: 0.5rem; min-height: 0; }
  .site-header__brand { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .site-header .site-header__nav, .site-header__section { display: none; }
  .page__sidebar { display: none; }
}
@media (min-width: ${breakpoints.sm}px) and (max-width: ${breakpoints.md - 0.02}px) {
  .site-header__inner { grid-template-columns: auto auto minmax(0, 1fr) auto; }
}
@media (max-width: ${breakpoints.sm - 0.02}px) {
  .site-header .search--header { grid-column: 1 / -1; grid-row: 2; margin-left: 0; }
}
${belowLg} {
  .page__toc { display: none; }
}
@media (min-width: ${breakpoints.lg}px) {
  .toc-details { display: none; }
}

@media print {
  .site-header, .skip-link, .page__sidebar, .page__toc, .toc-details, .breadcrumbs, .prev-next, .site-footer, .search, button, .drawer, .moved-note, .heading-anchor, .code-tabs [role="tablist"], .loading-notice { display: none !important; }
  .page, .page--toc { display: block; max-width: none; padding: 0; }
  .code-tabs [role="tabpanel"][hidden] { display: block; }
  .code-tabs [role="tabpanel"]::before { content: attr(data-label); display: block; font-weight: 700; margin: 0.75rem 0 0.25rem; }
  pre, pre code { white-space: pre-wrap; overflow-wrap: anywhere; }
  .gatsby-highlight pre { overflow: visible; }
  .table-scroll { overflow: visible; }
  a[href^="http"]::after { content: " (" attr(href) ")"; overflow-wrap: anywhere; }
  h2, h3 { break-after: avoid; }
  pre, tr { break-inside: avoid; }
}
`
