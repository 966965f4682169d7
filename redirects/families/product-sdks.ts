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
  `conversation_extensions`,
  `getting_support_on_{product}_mobile_sdks`,
  `messaging_private_attachments`,
  `sdks/android`,
  `sdks/android/advanced_integration`,
  `sdks/android/analytics_tracking`,
  `sdks/android/authentication`,
  `sdks/android/click_delegates`,
  `sdks/android/getting_started`,
  `sdks/android/known_issues`,
  `sdks/android/localization`,
  `sdks/android/messaging_metadata`,
  `sdks/android/multi_conversations_navigation_apis`,
  `sdks/android/page_view_events`,
  `sdks/android/proactive_messages`,
  `sdks/android/push_notifications`,
  `sdks/android/release_notes`,
  `sdks/android/sdk_instances`,
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
  `sdks/ios/known_issues`,
  `sdks/ios/localization`,
  `sdks/ios/messaging_metadata`,
  `sdks/ios/multi_conversations_navigation_apis`,
  `sdks/ios/page_view_events`,
  `sdks/ios/proactive_messages`,
  `sdks/ios/push_notifications`,
  `sdks/ios/release_notes`,
  `sdks/ios/sdk_instances`,
  `sdks/ios/troubleshooting`,
  `sdks/ios/ui_customization`,
  `sdks/ios/unread_messages`,
  `sdks/ios/{product}_events`,
  `sdks/unity`,
  `sdks/unity/advanced_integration`,
  `sdks/unity/getting_started`,
  `sdks/unity/messaging-metadata`,
  `sdks/unity/push_notifications`,
  `sdks/unity/sdk_instances`,
  `sdks/web`,
  `sdks/web/csp`,
  `sdks/web/customization`,
  `sdks/web/embedded-mode`,
  `sdks/web/enabling_auth_visitors`,
  `sdks/web/getting_started`,
  `sdks/web/localization`,
  `sdks/web/proactive_messages`,
  `sdks/web/push_notifications`,
  `sdks/web/release_notes`,
  `sdks/web/troubleshooting`,
  `sdks/web/voice-messaging-qs`,
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
