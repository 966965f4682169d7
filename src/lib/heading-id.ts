/**
 * An id for a heading the templates write (not markdown's, which gatsby-remark-autolink-headers names):
 * lower case, runs of anything but letters and digits made one hyphen. Tiny on purpose: it ships with
 * the templates, where github-slugger's Unicode tables would cost more than the headings they name.
 */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, `-`)
    .replace(/^-|-$/g, ``)
}
