import { cacheImmutable, siteHeaders } from "../config/http-headers"

// The `_headers` file Netlify and Cloudflare Pages read (https://docs.netlify.com/routing/headers/,
// https://developers.cloudflare.com/pages/configuration/headers/): the site's headers on every path,
// and the immutable cache policy on each content-hashed file. Both hosts already answer every other file
// with `public, max-age=0, must-revalidate`, and both combine the values of rules that match one path,
// so Cache-Control is set only where it differs from that default.

export function headersFile(
  hashedPaths: ReadonlyArray<string>,
  headers: Readonly<Record<string, string>> = siteHeaders(),
): string {
  const block = (path: string, values: Record<string, string>) => [
    path,
    ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`),
  ]
  const lines = [
    `# Generated at build time from src/config/http-headers.ts. Do not edit.`,
    ...block(`/*`, headers),
    ...hashedPaths.flatMap(path => block(path, { "Cache-Control": cacheImmutable })),
    ``,
  ]
  return lines.join(`\n`)
}

/**
 * The hashed files of a build as `_headers` paths: whole folders where every file is hashed
 * (`/static/*`), each file otherwise. `files` are the published paths, from the root, with a leading slash.
 */
export function hashedHeaderPaths(
  files: ReadonlyArray<string>,
  isHashed: (path: string) => boolean,
): Array<string> {
  const folders = [
    `/static/`,
    `/redirect-data/`,
    `/pagefind/fragment/`,
    `/pagefind/index/`,
    `/pagefind/filter/`,
  ]
  const inFolder = (file: string) => folders.find(folder => file.startsWith(folder))
  const paths = new Set<string>()
  for (const file of files.filter(isHashed)) {
    const folder = inFolder(file)
    paths.add(folder ? `${folder}*` : file)
  }
  return [...paths].sort()
}
