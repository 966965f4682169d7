export interface SearchablePage {
  pagePath: string
  title: string
}

/** Pages whose title holds every word of the query, titles that start with it first. */
export function searchTitles(pages: Array<SearchablePage>, query: string): Array<SearchablePage> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const score = (title: string) => (title.toLowerCase().startsWith(words[0]) ? 0 : 1)
  return pages
    .filter(page => words.every(word => page.title.toLowerCase().includes(word)))
    .sort((a, b) => score(a.title) - score(b.title) || a.title.length - b.title.length)
}
