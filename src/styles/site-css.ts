import { breakpoints, type Breakpoint } from "../config/site"
import { colorsCss } from "./colors"
import { readerCss } from "./reader-css"
import { searchCss } from "./search-css"

// The site's stylesheet, inlined in every page's head by gatsby-ssr: no CSS request, no JavaScript.
// It lives in TypeScript so the media queries come from the breakpoints in src/config.

export const minWidth = (name: Breakpoint): string => `@media (min-width: ${breakpoints[name]}px)`

export const siteCss = `${colorsCss}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--text); background: var(--bg); overflow-wrap: break-word; }
a { color: var(--link); }
a:hover { text-decoration-thickness: 2px; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
h1, h2, h3 { line-height: 1.25; color: var(--heading); }
h1 { font-size: 2rem; margin: 0.5rem 0 1rem; }
h2 { font-size: 1.5rem; margin: 2rem 0 0.75rem; }
h3 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
img { max-width: 100%; height: auto; }
table { border-collapse: collapse; width: 100%; margin: 1rem 0; font-size: 0.95rem; }
th, td { border: 1px solid var(--line); padding: 0.4rem 0.6rem; text-align: left; vertical-align: top; }
th { background: var(--soft); }
blockquote { margin: 1rem 0; padding: 0.5rem 1rem; border-left: 4px solid var(--focus); background: var(--quote-bg); }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
:not(pre) > code { background: var(--code-bg); padding: 0.1em 0.3em; border-radius: 4px; overflow-wrap: anywhere; }

.skip-link { position: absolute; left: 0.5rem; top: -3rem; background: var(--bg); padding: 0.5rem 1rem; z-index: 10; border: 2px solid var(--accent); }
.skip-link:focus { top: 0.5rem; }
.site-header { border-bottom: 1px solid var(--line); background: var(--header-bg); }
.site-header__inner, .site-footer__inner, .page { max-width: ${breakpoints.xl}px; margin: 0 auto; padding: 0 1rem; }
.site-header__inner { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.5rem; min-height: 3.5rem; }
.site-header a { color: var(--header-text); text-decoration: none; }
.site-header a:hover, .site-header a[aria-current] { text-decoration: underline; }
.site-header__brand { font-weight: 700; font-size: 1.1rem; }
.site-header__nav ul { display: flex; gap: 1rem; list-style: none; margin: 0; padding: 0; }
.site-header__section { color: #e6f0f1; font-size: 0.95rem; }
.site-footer { margin-top: 3rem; border-top: 1px solid var(--line); background: var(--soft); font-size: 0.9rem; }
.site-footer__inner { padding-top: 1.5rem; padding-bottom: 1.5rem; }
.site-footer ul { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; list-style: none; padding: 0; margin: 0 0 0.75rem; }

.page { display: grid; grid-template-columns: minmax(0, 1fr); grid-template-areas: "main" "sidebar"; gap: 1.5rem; padding-top: 1rem; }
.page__main { grid-area: main; min-width: 0; }
.page__sidebar { grid-area: sidebar; }
.page__toc { display: none; }
.sidebar { font-size: 0.95rem; border-top: 1px solid var(--line); padding-top: 1rem; }
.sidebar h2 { font-size: 1.05rem; margin: 0 0 0.5rem; }
.sidebar h3 { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); margin: 1rem 0 0.25rem; }
.sidebar ul { list-style: none; margin: 0; padding: 0; }
.sidebar ul ul { padding-left: 0.9rem; border-left: 1px solid var(--line); }
.sidebar a { display: block; padding: 0.3rem 0.25rem; text-decoration: none; min-height: 24px; }
.sidebar a:hover { text-decoration: underline; }
.sidebar a[aria-current="page"] { font-weight: 700; color: var(--heading); background: var(--soft); }
.breadcrumbs ol { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem; padding: 0; margin: 0; font-size: 0.9rem; }
.breadcrumbs li + li::before { content: "\\203A"; margin-right: 0.25rem; color: var(--muted); }
.toc h2 { font-size: 0.9rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); margin: 0 0 0.5rem; }
.toc ul { list-style: none; padding: 0; margin: 0; font-size: 0.9rem; }
.toc a { display: block; padding: 0.2rem 0; }
.lead { font-size: 1.15rem; color: var(--muted); margin-top: 0; }
.prev-next { display: flex; justify-content: space-between; gap: 1rem; margin-top: 3rem; border-top: 1px solid var(--line); padding-top: 1rem; }
.prev-next a { display: block; max-width: 48%; }
.prev-next__next { margin-left: auto; text-align: right; }
.cards { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; list-style: none; padding: 0; }
.card { border: 1px solid var(--line); border-radius: 8px; padding: 1rem; }
.card h3 { margin: 0 0 0.4rem; font-size: 1.1rem; }
.card p { margin: 0; color: var(--muted); }
.card ul { margin: 0.5rem 0 0; padding-left: 1.1rem; font-size: 0.9rem; }
.heading-anchor { margin-left: 0.4rem; font-size: 0.8em; text-decoration: none; opacity: 0.7; }
.heading-anchor::after { content: "#"; }
.method { display: inline-block; min-width: 4.2rem; font-weight: 700; color: var(--accent); }
.endpoint { margin: 0.25rem 0; }
.status-line { font-weight: 600; margin-bottom: 0.25rem; }
/* API reference responses: an error's status line is marked by its border, not by colour alone. */
.api-response { margin: 0.75rem 0; }
.api-response .status-line { font-weight: 400; padding-left: 0.6rem; border-left: 4px solid var(--line); }
.api-response-error .status-line { border-left-color: var(--accent); }
.property-tree { list-style: none; margin: 0.5rem 0; padding-left: 1rem; border-left: 1px solid var(--line); }
.property-tree li { margin: 0.35rem 0; overflow-wrap: anywhere; }
.property-tree summary, td > details > summary { cursor: pointer; }
.property-type, .property-facts { color: var(--muted); font-size: 0.9em; }
.property-facts > * { margin-right: 0.4rem; }

.gatsby-highlight { position: relative; background: var(--code-bg); border: 1px solid var(--line); border-radius: 6px; margin: 1rem 0; }
.gatsby-highlight pre { margin: 0; padding: 1rem; overflow-x: auto; font-size: 0.875rem; line-height: 1.5; }
.copy-button { position: absolute; top: 0.4rem; right: 0.4rem; font: inherit; font-size: 0.8rem; padding: 0.2rem 0.6rem; border: 1px solid var(--line); border-radius: 4px; background: var(--surface); color: var(--text); cursor: pointer; }
.code-tabs { margin: 1rem 0; }
.code-tabs [role="tablist"] { display: flex; gap: 0.25rem; flex-wrap: wrap; }
.code-tabs [role="tab"] { font: inherit; font-size: 0.9rem; padding: 0.3rem 0.8rem; border: 1px solid var(--line); border-bottom: 0; border-radius: 6px 6px 0 0; background: var(--soft); color: var(--text); cursor: pointer; }
.code-tabs [role="tab"][aria-selected="true"] { background: var(--code-bg); font-weight: 700; border-color: var(--heading); }
.code-tabs .gatsby-highlight { margin-top: 0; border-top-left-radius: 0; }
.token.comment, .token.prolog, .token.doctype, .token.cdata { color: var(--tok-comment); }
.token.string, .token.attr-value, .token.char { color: var(--tok-string); }
.token.keyword, .token.atrule, .token.important { color: var(--tok-keyword); }
.token.number, .token.boolean, .token.constant, .token.property { color: var(--tok-number); }
.token.function, .token.class-name { color: var(--tok-function); }
.token.tag, .token.selector { color: var(--tok-tag); }
.token.operator, .token.punctuation { color: var(--tok-operator); }
.search { position: relative; }
.search--header { margin-left: auto; flex: 0 1 18rem; }
.search__input { width: 100%; font: inherit; font-size: 0.95rem; padding: 0.35rem 2rem 0.35rem 0.6rem; border: 1px solid var(--line); border-radius: 6px; background: var(--surface); color: var(--text); }
.search--header .search__input:focus { outline: 3px solid var(--header-text); outline-offset: 2px; }
.search--inline .search__input:focus { outline: 3px solid var(--focus); outline-offset: 2px; }
.search__label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
.search__shortcut { position: absolute; right: 0.5rem; top: 50%; transform: translateY(-50%); font: 0.75rem ui-monospace, monospace; color: var(--muted); border: 1px solid var(--line); border-radius: 4px; padding: 0 0.3rem; background: var(--soft); pointer-events: none; }
.search__input:focus + .search__shortcut, .search__input:not(:placeholder-shown) + .search__shortcut { display: none; }
.search--header .search__panel { position: absolute; right: 0; top: calc(100% + 0.4rem); width: min(36rem, calc(100vw - 2rem)); max-height: 70vh; overflow-y: auto; background: var(--surface); color: var(--text); border: 1px solid var(--line); border-radius: 8px; box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18); z-index: 30; padding: 0.5rem; }
.search__status { margin: 0.25rem 0.5rem; font-size: 0.9rem; color: var(--muted); }
.search__results { list-style: none; margin: 0; padding: 0; }
.search__result { display: block; padding: 0.45rem 0.6rem; border-radius: 6px; border-left: 3px solid transparent; color: var(--text); cursor: pointer; }
.search__result[aria-selected="true"], .search__result:hover { background: var(--selected-bg); border-left-color: var(--focus); }
.search__result--heading { margin-left: 1rem; padding-top: 0.25rem; padding-bottom: 0.25rem; }
.search__section { display: block; font-size: 0.8rem; color: var(--muted); }
.search__title { display: block; font-weight: 600; color: var(--link); }
.search__result--heading .search__title::before { content: "# "; color: var(--muted); }
.search__excerpt { display: block; font-size: 0.875rem; color: var(--muted); }
.search__excerpt mark { background: var(--mark-bg); color: var(--text); padding: 0 0.1em; }
.search-test__query { border-top: 1px solid var(--line); margin-top: 1rem; }
${searchCss}
.dev-problems { position: sticky; top: 0; z-index: 30; margin: 0; padding: 0.75rem 1rem; background: #fff4e5; border-bottom: 2px solid #b54708; color: #1a1a1a; }
.dev-problems h2 { font-size: 1rem; margin: 0 0 0.25rem; }
.dev-problems li { font-family: monospace; white-space: pre-wrap; }
.moved-note { max-width: 60rem; margin: 1rem auto 0; padding: 0.75rem 1rem; border: 1px solid var(--accent); border-radius: 6px; background: var(--note-bg); }
.moved-note__dismiss { margin-top: 0.5rem; }
.address-suggestions h2 { font-size: 1.1rem; margin: 0.75rem 0 0.25rem; }
.address-suggestions__section { color: var(--muted); }
.loading-notice { position: fixed; bottom: 1rem; left: 50%; transform: translateX(-50%); background: var(--header-bg); color: var(--header-text); padding: 0.5rem 1rem; border-radius: 6px; z-index: 20; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
/* Page facts (edit link, last change) and the offline page. */
.page-facts { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.5rem 1.5rem; margin-top: 2.5rem; font-size: 0.9rem; color: var(--muted); }
.page-facts p { margin: 0; }
.offline-pages { padding-left: 1.25rem; }
.offline-pages li { margin: 0.25rem 0; }

${minWidth(`sm`)} {
  .cards { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
${minWidth(`md`)} {
  .page { grid-template-columns: 15rem minmax(0, 1fr); grid-template-areas: "sidebar main"; }
  .sidebar { border-top: 0; padding-top: 0; position: sticky; top: 1rem; max-height: calc(100vh - 2rem); overflow-y: auto; }
  .page--wide { grid-template-columns: minmax(0, 1fr); grid-template-areas: "main"; }
}
${minWidth(`lg`)} {
  .page--toc { grid-template-columns: 15rem minmax(0, 1fr) 13rem; grid-template-areas: "sidebar main toc"; }
  .page__toc { display: block; grid-area: toc; }
  .toc { position: sticky; top: 1rem; }
  .cards { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  h1 { font-size: 2.4rem; }
}
${minWidth(`xl`)} {
  .page--toc { grid-template-columns: 17rem minmax(0, 1fr) 15rem; }
}
${readerCss}`
