import type { PageRedirects } from "../src/lib/site-plan-types"
import { defineFamily, type RedirectFamily } from "./types"
import siteRoot from "./families/site-root"
import restApiDocs from "./families/rest-api-docs"
import appsDocs from "./families/apps-docs"
import embeddablesDocs from "./families/embeddables-docs"
import docsRest from "./families/docs-rest"
import productApps from "./families/product-apps"
import productApis from "./families/product-apis"
import customData from "./families/custom-data"
import documentationRestApi from "./families/documentation-rest-api"
import documentationApps from "./families/documentation-apps"
import siteWide from "./families/site-wide"
import intermediateTree from "./families/intermediate-tree"
import classicSdks from "./families/classic-sdks"
import productSdks from "./families/product-sdks"
import gettingStarted from "./families/getting-started"
import renamedInPlace from "./families/renamed-in-place"

/** Every old-address family, one module each. */
export const redirectFamilies: Array<RedirectFamily> = [
  siteRoot,
  restApiDocs,
  appsDocs,
  embeddablesDocs,
  docsRest,
  productApps,
  productApis,
  customData,
  documentationRestApi,
  documentationApps,
  siteWide,
  intermediateTree,
  classicSdks,
  productSdks,
  gettingStarted,
  renamedInPlace,
]

/** The families, and the redirects the content implies (`redirect_from` of each page, section entries). */
export function withPageRedirects(
  pageRedirects: ReadonlyArray<PageRedirects>,
  families: ReadonlyArray<RedirectFamily> = redirectFamilies,
): Array<RedirectFamily> {
  const pageFamilies = pageRedirects.map(({ name, module, rules }) => defineFamily({ name, module, rules }))
  return [...families, ...pageFamilies]
}
