// The search styles added for the honest count and the results page (`/search/`), inlined with the
// site's stylesheet (src/styles/site-css.ts). Colours come from the site's custom properties.

export const searchCss = `
.search__all { margin: 0.25rem 0.5rem; font-size: 0.9rem; }
.search__closest { margin: 0.25rem 0.5rem; font-size: 0.9rem; }
.search__word { font: inherit; color: var(--link); background: none; border: 0; padding: 0; text-decoration: underline; cursor: pointer; }
.results__field { display: flex; gap: 0.5rem; max-width: 36rem; }
.results__submit { font: inherit; padding: 0.35rem 0.9rem; border: 1px solid var(--accent); border-radius: 6px; background: var(--accent); color: var(--bg); cursor: pointer; }
.results__status { color: var(--muted); }
.results__areas ul, .results__pages ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0.5rem; padding: 0; margin: 1rem 0; }
.results__areas a, .results__pages a { display: inline-block; padding: 0.3rem 0.7rem; border: 1px solid var(--line); border-radius: 999px; text-decoration: none; }
.results__areas a[aria-current="page"], .results__pages a[aria-current="page"] { background: var(--accent); border-color: var(--accent); color: var(--bg); }
.results__count { font-size: 0.85em; }
.results__list { padding-left: 1.5rem; }
.results__item { margin: 0 0 1.25rem; }
.results__title { font-weight: 600; font-size: 1.1rem; }
.results__item .search__excerpt { margin: 0.2rem 0; }
.results__item .search__excerpt mark { background: var(--mark-bg); color: var(--text); }
.results__headings { margin: 0.2rem 0; padding-left: 1rem; font-size: 0.9rem; }
`
