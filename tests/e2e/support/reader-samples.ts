import { product } from "../../../src/config/site"
import { SECTION_INDEXES, TEMPLATE_SAMPLES } from "./samples"

/** Beyond one page of each template: the page kinds a reader meets, for the layout and axe checks. */
export const PAGE_KINDS = {
  ...TEMPLATE_SAMPLES,
  changelog: SECTION_INDEXES[0],
  "not found": `/no/such/page/`,
  // An SDK guide with language tabs, and a marketplace guide.
  "SDK page": `/documentation/${product.slug}-web-widget-sdks/sdks/web/messaging-web-widget-qs/`,
  "marketplace page": `/documentation/marketplace/building-a-marketplace-app/build-and-test-your-app/`,
} as const

/** A guide whose text links another site: its address is printed after the link. */
export const EXTERNAL_LINK_PAGE = `/documentation/${product.slug}-web-widget-sdks/sdks/android/push_notifications/`
