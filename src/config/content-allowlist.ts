/*
 * What content may contain once it is HTML: the elements, attributes and URL schemes a documentation
 * page needs, and nothing else (the allowlist habit of GitHub's pipeline, rehype-sanitize and
 * DOMPurify; https://github.com/syntax-tree/hast-util-sanitize#schema). A writer who needs something
 * else adds it here, in review, rather than the gate guessing what is dangerous.
 *
 * Left out on purpose: scripts and anything that embeds or fetches another document (iframe, object,
 * embed, link, base, meta, which can refresh the page to another site), forms and their controls,
 * style elements and style attributes (the site's stylesheet is the only one), SVG and MathML (which
 * carry their own URLs and animations), and media from other sites.
 */

/** Attributes any allowed element may carry. */
export const GLOBAL_ATTRIBUTES: ReadonlyArray<string> = [
  `id`,
  `class`,
  `title`,
  `lang`,
  `dir`,
  `aria-label`,
  `aria-hidden`,
]

/** Allowed elements and the attributes each may carry besides the global ones. */
export const ALLOWED_ELEMENTS: Readonly<Record<string, ReadonlyArray<string>>> = {
  a: [`href`, `name`],
  abbr: [],
  b: [],
  blockquote: [`cite`],
  br: [],
  caption: [],
  cite: [],
  code: [],
  col: [`span`],
  colgroup: [`span`],
  dd: [],
  del: [`cite`, `datetime`],
  details: [`open`],
  dfn: [],
  div: [],
  dl: [],
  dt: [],
  em: [],
  figcaption: [],
  figure: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  i: [],
  img: [`src`, `alt`, `width`, `height`],
  // Task lists: GitHub-flavoured markdown renders `- [x]` as a disabled checkbox.
  input: [`type`, `checked`, `disabled`],
  ins: [`cite`, `datetime`],
  kbd: [],
  li: [`value`],
  mark: [],
  ol: [`start`, `type`, `reversed`],
  p: [],
  picture: [],
  pre: [],
  q: [`cite`],
  s: [],
  samp: [],
  small: [],
  source: [`srcset`, `type`, `media`],
  span: [],
  strong: [],
  sub: [],
  summary: [],
  sup: [],
  table: [],
  tbody: [],
  td: [`align`, `colspan`, `rowspan`],
  tfoot: [],
  th: [`align`, `colspan`, `rowspan`, `scope`],
  thead: [],
  time: [`datetime`],
  tr: [],
  tt: [],
  u: [],
  ul: [],
  var: [],
  wbr: [],
}

/** Attributes holding a URL a reader follows: a page of the site, an anchor, or https/http/mailto/tel. */
export const LINK_ATTRIBUTES: ReadonlyArray<string> = [`href`, `cite`]
export const LINK_SCHEMES: ReadonlyArray<string> = [`https`, `http`, `mailto`, `tel`]

/** Attributes holding a URL the browser fetches by itself: only files of the site itself. */
export const MEDIA_ATTRIBUTES: ReadonlyArray<string> = [`src`, `srcset`]
