import { defineFamily } from "../types"

/**
 * The classic SDKs and web widget before the section was renamed: `/documentation/classic-sdks/...` is now
 * `/documentation/classic-web-widget-sdks/...`.
 * Every page kept its path below the section root, so each one is mirrored.
 */
const OLD = `/documentation/classic-sdks`
const NEW = `/documentation/classic-web-widget-sdks`

/** Every page of the section, relative to its root. */
const PAGES = [
  `chat-sdk-v2/android/getting-started`,
  `chat-sdk-v2/android/introduction`,
  `chat-sdk-v2/android/known_issues`,
  `chat-sdk-v2/android/push_notifications`,
  `chat-sdk-v2/android/release_notes`,
  `chat-sdk-v2/ios/getting-started`,
  `chat-sdk-v2/ios/introduction`,
  `chat-sdk-v2/ios/known_issues`,
  `chat-sdk-v2/ios/release_notes`,
  `chat-sdk-v2/working-with-the-chat-sdk/chat-sdk-what-happens-when-all-agents-are-offline-away-or-busy-`,
  `chat-sdk-v2/working-with-the-chat-sdk/enabling-authenticated-users-with-the-chat-sdk-`,
  `getting_started/ticket-submission-guidelines-for-mobile-sdk-developers`,
  `support-sdk/android`,
  `support-sdk/android/customizing_the_look`,
  `support-sdk/android/handle_push_notifications_wh`,
  `support-sdk/android/help_center`,
  `support-sdk/android/nutshell`,
  `support-sdk/android/push_notifications`,
  `support-sdk/android/release_notes`,
  `support-sdk/android/requests`,
  `support-sdk/android/sdk_initialize`,
  `support-sdk/android/sdk_set_identity`,
  `support-sdk/ios`,
  `support-sdk/ios/customize_the_look`,
  `support-sdk/ios/handle_push_notifications_wh`,
  `support-sdk/ios/help_center`,
  `support-sdk/ios/nutshell`,
  `support-sdk/ios/push_notifications`,
  `support-sdk/ios/sdk_initialize`,
  `support-sdk/ios/sdk_set_identity`,
  `support-sdk/ios/show_open_requests`,
  `support-sdk/ios/version_information`,
  `support-sdk/working-with-the-support-sdk/building-a-dedicated-jwt-endpoint-for-the-support-sdk`,
  `support-sdk/working-with-the-support-sdk/support-sdk-android-qs`,
  `support-sdk/working-with-the-support-sdk/support-sdk-integration-checklist`,
  `support-sdk/working-with-the-support-sdk/support-sdk-ios-qs`,
  `support-sdk/working-with-the-support-sdk/{product}-policy-on-apple-s-ios-xcode-and-swift-updates`,
  `talk-sdk/android/getting_started`,
  `talk-sdk/ios/building_your_own_ui`,
  `talk-sdk/ios/getting_started`,
  `talk-sdk/ios/introduction`,
  `unified-sdk/android/chat_engine`,
  `unified-sdk/android/getting_started`,
  `unified-sdk/android/identifying-your-users-required`,
  `unified-sdk/android/support_engine`,
  `unified-sdk/ios/answer_bot_engine`,
  `unified-sdk/ios/chat_engine`,
  `unified-sdk/ios/getting-started`,
  `unified-sdk/ios/identifying-your-users-required`,
  `unified-sdk/ios/release_notes`,
  `unity-native-sdk/unity-sdk/authentication`,
  `unity-native-sdk/unity-sdk/capabilities`,
  `unity-native-sdk/unity-sdk/support`,
  `web-widget/chat-widget`,
  `web-widget/getting-started`,
  `web-widget/getting-started/legal`,
  `web-widget/installing`,
  `web-widget/integrating-with-a-tag-manager`,
  `web-widget/integrating-with-google/csp`,
  `web-widget/quickstart-tutorials/hiding-the-widget-on-specific-pages`,
  `web-widget/quickstart-tutorials/opening-the-widget-from-a-custom-button`,
  `web-widget/quickstart-tutorials/prefilling-user-data`,
  `web-widget/quickstart-tutorials/web-widget-javascript-apis`,
]

/** Pages that later moved to their real slug inside the section: the alias of the old slug goes to the new page. */
const MOVED = [
  [`chat-sdk-v2/android/getting_started`, `chat-sdk-v2/android/getting-started`],
  [`chat-sdk-v2/ios/getting_started`, `chat-sdk-v2/ios/getting-started`],
  [`support-sdk/android/customize_the_look`, `support-sdk/android/customizing_the_look`],
  [`support-sdk/android/show_open_requests`, `support-sdk/android/requests`],
  [`unified-sdk/android/getting-started`, `unified-sdk/android/getting_started`],
  [`unified-sdk/ios/identify_users`, `unified-sdk/ios/identifying-your-users-required`],
  [`unity/getting_started`, `unity-native-sdk/unity-sdk/capabilities`],
  [`unity/overview`, `unity-native-sdk/unity-sdk/capabilities`],
  [`web-widget/content-security-policy`, `web-widget/integrating-with-google/csp`],
] as const

export default defineFamily({
  name: `classic-sdks`,
  module: `redirects/families/classic-sdks.ts`,
  rules: [
    [OLD, `${NEW}/`],
    ...PAGES.map(page => [`${OLD}/${page}`, `${NEW}/${page}/`] as const),
    ...MOVED.map(([old, page]) => [`${OLD}/${old}`, `${NEW}/${page}/`] as const),
  ],
  fallbacks: [[OLD, `${NEW}/`]],
})
