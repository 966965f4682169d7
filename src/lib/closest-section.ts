import { isLandingPath } from "../config/site-areas"

export interface SectionLink {
  path: string
  title: string
}

/**
 * The deepest landing or section index that an address lies under, letter case ignored
 * (`/Documentation/webhooks/old-page` -> the Webhooks section). A landing itself is not offered: the
 * 404 page links both landings anyway.
 */
export function closestSection(
  address: string,
  sections: ReadonlyArray<SectionLink>,
): SectionLink | undefined {
  const pathname = `${address.split(/[?#]/, 1)[0].toLowerCase().replace(/\/?$/, `/`)}`
  return [...sections]
    .filter(section => !isLandingPath(section.path) && pathname.startsWith(section.path.toLowerCase()))
    .sort((a, b) => b.path.length - a.path.length)[0]
}
