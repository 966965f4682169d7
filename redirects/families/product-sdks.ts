import { defineFamily } from "../types"

/**
 * The messaging SDKs before the section was renamed: `/documentation/{product}-sdks/...` is now
 * `/documentation/{product}-web-widget-sdks/...`.
 * Every page kept its path below the section root, so each one is mirrored.
 */
const OLD = `/documentation/{product}-sdks`
const NEW = `/documentation/{product}-web-widget-sdks`

/** Every page of the section, relative to its root. */
const PAGES = [
  `getting_support_on_{product}_mobile_sdks`,
  `messaging_private_attachments`,
  `sdks/android`,
  `sdks/android/advanced_integration`,
  `sdks/android/analytics_tracking`,
  `sdks/android/authentication`,
  `sdks/android/click_delegates`,
  `sdks/android/getting_started`,
  `sdks/android/messaging_metadata`,
  `sdks/android/multi_conversations_navigation_apis`,
  `sdks/android/page_view_events`,
  `sdks/android/push_notifications`,
  `sdks/android/release_notes`,
  `sdks/android/troubleshooting`,
  `sdks/android/ui_customization`,
  `sdks/android/unread_messages`,
  `sdks/android/{product}_events`,
  `sdks/ios`,
  `sdks/ios/advanced_integration`,
  `sdks/ios/analytics_tracking`,
  `sdks/ios/authentication`,
  `sdks/ios/click_delegates`,
  `sdks/ios/getting_started`,
  `sdks/ios/messaging_metadata`,
  `sdks/ios/multi_conversations_navigation_apis`,
  `sdks/ios/page_view_events`,
  `sdks/ios/push_notifications`,
  `sdks/ios/release_notes`,
  `sdks/ios/troubleshooting`,
  `sdks/ios/ui_customization`,
  `sdks/ios/unread_messages`,
  `sdks/ios/{product}_events`,
  `sdks/unity`,
  `sdks/unity/getting_started`,
  `sdks/unity/push_notifications`,
  `sdks/web`,
  `sdks/web/customization`,
  `sdks/web/enabling_auth_visitors`,
  `sdks/web/getting_started`,
  `sdks/web/localization`,
  `sdks/web/proactive_messages`,
  `sdks/web/push_notifications`,
  `sdks/web/release_notes`,
  `sdks/web/troubleshooting`,
]

export default defineFamily({
  name: `product-sdks`,
  module: `redirects/families/product-sdks.ts`,
  rules: [
    [OLD, `${NEW}/`],
    [`${OLD}/sdks/web/sdk_api_reference`, `/api-reference/widget-messaging/web/core/`],
    ...PAGES.map(page => [`${OLD}/${page}`, `${NEW}/${page}/`] as const),
  ],
  fallbacks: [[OLD, `${NEW}/`]],
})
