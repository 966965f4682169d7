import type { RedirectFamily } from "./types"
import siteRoot from "./families/site-root"
import restApiDocs from "./families/rest-api-docs"
import appsDocs from "./families/apps-docs"
import embeddablesDocs from "./families/embeddables-docs"
import docsRest from "./families/docs-rest"
import productApps from "./families/product-apps"
import productApis from "./families/product-apis"
import customData from "./families/custom-data"
import documentationLegacy from "./families/documentation-legacy"
import intermediateTree from "./families/intermediate-tree"
import classicSdks from "./families/classic-sdks"
import productSdks from "./families/product-sdks"
import gettingStarted from "./families/getting-started"

/** Every old-address family, one module each (issue 5, item 1). */
export const redirectFamilies: Array<RedirectFamily> = [
  siteRoot,
  restApiDocs,
  appsDocs,
  embeddablesDocs,
  docsRest,
  productApps,
  productApis,
  customData,
  documentationLegacy,
  intermediateTree,
  classicSdks,
  productSdks,
  gettingStarted,
]
