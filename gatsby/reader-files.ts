/*
 * The files written for readers other than a browser on a page: each page's markdown copy, /llms.txt
 * and /llms-full.txt (src/build-output/page-markdown.ts, llms-txt.ts), the social card and /favicon.ico
 * (src/build-output/site-images.ts, drawn with sharp, gatsby-plugin-sharp's own copy).
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import {
  manifest,
  productionHostname,
  siteDescription,
  siteTitle,
  siteUrl,
  socialCard,
} from "../src/config/site"
import { LLMS_FULL_TXT_PATH, LLMS_TXT_PATH, llmsFullTxt, llmsTxt } from "../src/build-output/llms-txt"
import { apiPageCopy, markdownCopyPath, markdownPageCopy } from "../src/build-output/page-markdown"
import { icoOfPng, socialCardSvg } from "../src/build-output/site-images"
import type { BuildResult } from "./build-result"

const FAVICON_SIZE = 32

/** Each guide's and API page's markdown copy, by page path. */
function markdownCopies(state: BuildResult): Map<string, string> {
  const copies = new Map<string, string>()
  const pages = state.site.readers.flatMap(section => section.pages)
  for (const page of pages) {
    const body = state.markdownBodies[page.path]
    if (body !== undefined) copies.set(page.path, markdownPageCopy(page.title, page.description, body))
  }
  for (const api of state.apis)
    for (const page of api.pages) {
      const description = pages.find(each => each.path === page.path)?.description ?? ``
      copies.set(page.path, apiPageCopy(page, description, api.document))
    }
  return copies
}

function write(publicDir: string, urlPath: string, body: string | Buffer): void {
  const file = path.join(publicDir, urlPath)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, body)
}

export async function writeReaderFiles(publicDir: string, state: BuildResult): Promise<void> {
  const copies = markdownCopies(state)
  for (const [pagePath, copy] of copies) write(publicDir, markdownCopyPath(pagePath), copy)
  const site = {
    title: siteTitle,
    description: siteDescription,
    siteUrl,
    sections: state.site.readers,
    copyOf: (pagePath: string) => (copies.has(pagePath) ? markdownCopyPath(pagePath) : undefined),
  }
  write(publicDir, LLMS_TXT_PATH, llmsTxt(site))
  write(publicDir, LLMS_FULL_TXT_PATH, llmsFullTxt(site, copies))
  const card = socialCardSvg({
    title: siteTitle,
    description: siteDescription,
    host: productionHostname,
    width: socialCard.width,
    height: socialCard.height,
    background: socialCard.background,
  })
  write(publicDir, socialCard.path, await sharp(Buffer.from(card)).png().toBuffer())
  const icon = await sharp(manifest.icon).resize(FAVICON_SIZE, FAVICON_SIZE).png().toBuffer()
  write(publicDir, `/favicon.ico`, icoOfPng(icon, FAVICON_SIZE))
}
