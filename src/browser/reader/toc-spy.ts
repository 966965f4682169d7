// "On this page" marks the section being read with aria-current: the last heading above the reading line
// (a fraction of the viewport from the top). An IntersectionObserver whose root ends at that line tells
// when a heading crosses it; nothing runs while the reader scrolls between headings.
// The model: Starlight's starlight-toc.ts and Docusaurus' useTOCHighlight.
import { READING_LINE } from "../../config/reader"

/** The index of the heading being read, given each heading's distance from the viewport's top, in order. */
export function headingInView(tops: ReadonlyArray<number>, line: number): number {
  let current = 0
  tops.forEach((top, index) => {
    if (top <= line) current = index
  })
  return current
}

let observer: IntersectionObserver | undefined

/** Starts watching the current page's headings; called on every page the reader opens. */
export function watchToc(): void {
  observer?.disconnect()
  const links = [...document.querySelectorAll<HTMLAnchorElement>(`.toc a[href^="#"]`)]
  const ids = [...new Set(links.map(link => decodeURIComponent(link.hash.slice(1))))]
  const headings = ids
    .map(id => document.getElementById(id))
    .filter((node): node is HTMLElement => node !== null)
  if (headings.length === 0) return
  const mark = () => {
    const line = window.innerHeight * READING_LINE
    const current =
      headings[
        headingInView(
          headings.map(node => node.getBoundingClientRect().top),
          line,
        )
      ].id
    links.forEach(link => {
      if (decodeURIComponent(link.hash.slice(1)) === current) link.setAttribute(`aria-current`, `true`)
      else link.removeAttribute(`aria-current`)
    })
  }
  observer = new IntersectionObserver(mark, { rootMargin: `0px 0px -${100 - READING_LINE * 100}% 0px` })
  headings.forEach(heading => observer?.observe(heading))
  mark()
}
