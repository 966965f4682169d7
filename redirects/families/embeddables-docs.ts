import { defineFamily, underPrefix, type AddressPairs } from "../types"

// The ~2015–2021 widget and SDK docs, `/embeddables/docs/<sdk>/<page>` . Classic SDKs and the classic web widget now live under classic-web-widget-sdks, the
// messaging SDKs under {product}-web-widget-sdks, the widget's JavaScript APIs under /api-reference/widget.

const CLASSIC = `/documentation/classic-web-widget-sdks`
const MESSAGING = `/documentation/{product}-web-widget-sdks/sdks`

const WIDGET: AddressPairs = [
  [`introduction`, `/api-reference/widget/introduction/`],
  [`core`, `/api-reference/widget/core/`],
  [`api`, `/api-reference/widget/api/`],
  [`settings`, `/api-reference/widget/settings/`],
  [`help_center`, `/api-reference/widget/help-center-api/`],
  [`contact_form`, `/api-reference/widget/contact_form/`],
  [`talk`, `/api-reference/widget/talk-api/`],
  [`answer_bot`, `/api-reference/widget/answer-bot-api/`],
  [`chat`, `/api-reference/widget/chat-api/`],
  [`chat_api_migration`, `/api-reference/widget/chat-api/`],
  [`getting_started`, `${CLASSIC}/web-widget/getting-started/`],
  [`chat_widget`, `${CLASSIC}/chat-widget/getting-started/chat-widget-api-overview/`],
  [`content_security_policy`, `${CLASSIC}/web-widget/integrating-with-google/csp/`],
  [`csp`, `${CLASSIC}/web-widget/integrating-with-google/csp/`],
  // Notices of the open source code bundled in the widget.
  [`legal`, `${CLASSIC}/web-widget/getting-started/legal/`],
  [`tag_manager`, `${CLASSIC}/web-widget/integrating-with-a-tag-manager/`],
  [`gtm`, `${CLASSIC}/web-widget/integrating-with-a-tag-manager/`],
  // `window.zESettings` is documented with the core API's settings.
  [`zesettings`, `/api-reference/widget/settings/`],
  [`quickstart`, `${CLASSIC}/web-widget/quickstart-tutorials/web-widget-javascript-apis/`],
]

/** Support SDK pages, one set per platform; iOS had a release-notes page of its own and a few more. */
function supportSdk(platform: `android` | `ios`): AddressPairs {
  const base = `${CLASSIC}/support-sdk/${platform}`
  const releaseNotes = platform === `ios` ? `${base}/version_information/` : `${base}/release_notes/`
  // The pages whose slug differs by platform.
  const look = platform === `ios` ? `${base}/customize_the_look/` : `${base}/customizing_the_look/`
  const requests = platform === `ios` ? `${base}/show_open_requests/` : `${base}/requests/`
  const androidOnly: AddressPairs = [
    [`nutshell`, `${base}/nutshell/`],
    // The API providers (requests, help center, uploads) are introduced in the nutshell page.
    [`providers`, `${base}/nutshell/`],
    [`api_provider_using`, `${base}/nutshell/`],
    [`quickstart`, `${CLASSIC}/support-sdk/working-with-the-support-sdk/support-sdk-android-qs/`],
  ]
  const iosOnly: AddressPairs = [
    [`nutshell`, `${base}/nutshell/`],
    [`configure`, `${base}/configure/`],
    // The API providers (requests, help center, uploads) are the SDK's building blocks, introduced in the nutshell page.
    [`api_provider_using`, `${base}/nutshell/`],
    [`providers`, `${base}/nutshell/`],
    [`quickstart`, `${CLASSIC}/support-sdk/working-with-the-support-sdk/support-sdk-ios-qs/`],
  ]
  return [
    [`introduction`, `${base}/`],
    [`overview`, `${base}/`],
    [`getting_started`, `${base}/`],
    [`sdk_api_reference`, `${base}/`],
    [`customize_the_look`, look],
    [`customizing_the_look`, look],
    [`help_center`, `${base}/help_center/`],
    [`push_notifications`, `${base}/push_notifications/`],
    [`release_notes`, releaseNotes],
    [`releasenotes`, releaseNotes],
    [`version_information`, releaseNotes],
    [`sdk_initialize`, `${base}/sdk_initialize/`],
    [`initialize_sdk`, `${base}/sdk_initialize/`],
    [`sdk_set_identity`, `${base}/sdk_set_identity/`],
    [`set_identity`, `${base}/sdk_set_identity/`],
    [`set_an_identity`, `${base}/sdk_set_identity/`],
    [`show_open_requests`, requests],
    [`requests`, requests],
    // Adding custom fields and tags to a request: the requests page covers the request APIs.
    [`add_data_to_request`, requests],
    // The SDK's index page is its getting-started guide: adding the SDK, configuring the app in the admin.
    [`gettingstarted`, `${base}/`],
    [`integrate_sdk`, `${base}/`],
    [`configure_an_app`, `${base}/`],
    [`debug`, `${base}/`],
    [`customization`, look],
    // Strings and their translations are part of customizing the look.
    [`localize_text`, look],
    [`show_help_center`, `${base}/help_center/`],
    [`filter_help_center`, `${base}/help_center/`],
    [`handle_push_notifications_ua`, `${base}/push_notifications/`],
    // The Webhook API option has a page of its own.
    [`handle_push_notifications_wh`, `${base}/handle_push_notifications_wh/`],
    [`push_notifications_webhook`, `${base}/handle_push_notifications_wh/`],
    // Known issues: iOS has a page of its own; on Android they were listed with each release.
    [`known_issues`, platform === `ios` ? `${base}/known_issues/` : releaseNotes],
    [`checklist`, `${CLASSIC}/support-sdk/working-with-the-support-sdk/support-sdk-integration-checklist/`],
    [
      `jwt_endpoint`,
      `${CLASSIC}/support-sdk/working-with-the-support-sdk/building-a-dedicated-jwt-endpoint-for-the-support-sdk/`,
    ],
    [
      `ticket_submission_guidelines`,
      `${CLASSIC}/getting_started/ticket-submission-guidelines-for-mobile-sdk-developers/`,
    ],
    ...(platform === `ios` ? iosOnly : androidOnly),
  ]
}

function unifiedSdk(platform: `android` | `ios`): AddressPairs {
  const base = `${CLASSIC}/unified-sdk/${platform}`
  const start = platform === `ios` ? `${base}/getting-started/` : `${base}/getting_started/`
  const identify = `${base}/identifying-your-users-required/`
  return [
    [`introduction`, start],
    [`overview`, start],
    [`getting_started`, start],
    [`sdk_getting_started`, start],
    [`identify_users`, identify],
    [`sdk_identify_users`, identify],
    [`chat_engine`, `${base}/chat_engine/`],
    [`sdk_chat_engine`, `${base}/chat_engine/`],
    [`answer_bot_engine`, `${base}/answer_bot_engine/`],
    [`sdk_answer_bot_engine`, `${base}/answer_bot_engine/`],
    [`support_engine`, `${base}/support_engine/`],
    [`sdk_support_engine`, `${base}/support_engine/`],
    [`sdk_add`, `${base}/sdk_add/`],
    ...(platform === `ios`
      ? ([
          [`configure`, `${base}/configure/`],
          [`swiftui_integration`, `${base}/swiftui-integration/`],
        ] as const)
      : ([
          [`sdk_initialize`, `${base}/sdk_initialize/`],
          [`customize_the_look`, `${base}/customizing_the_look/`],
          [`customizing_the_look`, `${base}/customizing_the_look/`],
        ] as const)),
  ]
}

function chatSdk(platform: `android` | `ios`): AddressPairs {
  const base = `${CLASSIC}/chat-sdk-v2/${platform}`
  return [
    [`introduction`, `${base}/introduction/`],
    [`overview`, `${base}/introduction/`],
    [`getting_started`, `${base}/getting-started/`],
    [`release_notes`, `${base}/release_notes/`],
    [`known_issues`, `${base}/known_issues/`],
    [`releasenotes`, `${base}/release_notes/`],
    // The first Chat SDK's pages (sessions, the chat screen, push, styling, migration) are covered by the
    // current SDK's getting-started guide, which starts sessions, shows the chat and configures push.
    // Android has a push notifications page of its own.
    [`push_notifications`, `${base}/push_notifications/`],
    // Styling and the chat configuration flags (pre-chat form, transcript, menu) have a page per platform.
    ...[`customization`, `customize_the_look`, `customizing_the_look`].map(
      page => [page, `${base}/customizing_the_look/`] as const,
    ),
    [`migration`, platform === `android` ? `${base}/migration/` : `${base}/getting-started/`],
    ...[`sessionapi`, `chat`, `advancedtopics`].map(page => [page, `${base}/getting-started/`] as const),
    [
      `authentication`,
      `${CLASSIC}/chat-sdk-v2/working-with-the-chat-sdk/enabling-authenticated-users-with-the-chat-sdk-/`,
    ],
  ]
}

function talkSdk(platform: `android` | `ios`): AddressPairs {
  const base = `${CLASSIC}/talk-sdk/${platform}`
  const start = `${base}/getting_started/`
  const intro = platform === `ios` ? `${CLASSIC}/talk-sdk/ios/introduction/` : start
  // The two platforms spell the customization and own-UI pages differently.
  const look = platform === `ios` ? `${base}/customizing_the_look/` : `${base}/customize_the_look/`
  const ownUi = platform === `ios` ? `${base}/building_your_own_ui/` : `${base}/build_your_own_ui/`
  return [
    [`introduction`, intro],
    [`overview`, intro],
    [`getting_started`, start],
    [`release_notes`, `${base}/release_notes/`],
    [`customize_the_look`, look],
    [`building_your_own_ui`, ownUi],
    [`build_your_own_ui`, ownUi],
    ...(platform === `android` ? ([[`java_compat`, `${base}/java_compat/`]] as const) : []),
  ]
}

/** The messaging SDKs, page for page. */
function messagingSdk(platform: `android` | `ios`): AddressPairs {
  const base = `${MESSAGING}/${platform}`
  const pages = [
    `advanced_integration`,
    `analytics_tracking`,
    `authentication`,
    `click_delegates`,
    `getting_started`,
    `known_issues`,
    `messaging_metadata`,
    `multi_conversations_navigation_apis`,
    `page_view_events`,
    `push_notifications`,
    `release_notes`,
    `troubleshooting`,
    `ui_customization`,
    `unread_messages`,
    `{product}_events`,
  ]
  return [
    [`introduction`, `${base}/`],
    [`overview`, `${base}/`],
    ...pages.map(page => [page, `${base}/${page}/`] as const),
  ]
}

const MESSAGING_WEB_PAGES = [
  `advanced_integration`,
  `enabling_auth_visitors`,
  `getting_started`,
  `localization`,
  `proactive_messages`,
  `release_notes`,
  `troubleshooting`,
]

const MESSAGING_WEB: AddressPairs = [
  [`introduction`, `${MESSAGING}/web/`],
  [`overview`, `${MESSAGING}/web/`],
  [`core`, `/api-reference/widget-messaging/web/core/`],
  [`sdk_api_reference`, `/api-reference/widget-messaging/web/core/`],
  [`api_reference`, `/api-reference/widget-messaging/web/core/`],
  [`customization`, `${MESSAGING}/web/client-color/`],
  [`push_notifications`, `${MESSAGING}/web/messaging-web-widget-qs/`],
  ...MESSAGING_WEB_PAGES.map(page => [page, `${MESSAGING}/web/${page}/`] as const),
]

const UNITY_CLASSIC = `${CLASSIC}/unity-native-sdk/unity-sdk`
const UNITY: AddressPairs = [
  [`introduction`, `${UNITY_CLASSIC}/capabilities/`],
  [`overview`, `${UNITY_CLASSIC}/capabilities/`],
  [`getting_started`, `${UNITY_CLASSIC}/capabilities/`],
  [`authentication`, `${UNITY_CLASSIC}/authentication/`],
  [`support`, `${UNITY_CLASSIC}/support/`],
]

export default defineFamily({
  name: `embeddables-docs`,
  rules: [
    [`/embeddables/docs`, `${CLASSIC}/`],
    [`/embeddables/docs/widget`, `/api-reference/widget/introduction/`],
    ...underPrefix(`/embeddables/docs/widget`, WIDGET),
    [`/embeddables/docs/web-widget`, `/api-reference/widget/introduction/`],
    ...underPrefix(`/embeddables/docs/web-widget`, WIDGET),
    [`/embeddables/docs/android`, `${CLASSIC}/support-sdk/android/`],
    ...underPrefix(`/embeddables/docs/android`, supportSdk(`android`)),
    [`/embeddables/docs/ios`, `${CLASSIC}/support-sdk/ios/`],
    ...underPrefix(`/embeddables/docs/ios`, supportSdk(`ios`)),
    [`/embeddables/docs/android-unified-sdk`, `${CLASSIC}/unified-sdk/android/getting_started/`],
    ...underPrefix(`/embeddables/docs/android-unified-sdk`, unifiedSdk(`android`)),
    [`/embeddables/docs/ios-unified-sdk`, `${CLASSIC}/unified-sdk/ios/getting-started/`],
    ...underPrefix(`/embeddables/docs/ios-unified-sdk`, unifiedSdk(`ios`)),
    [`/embeddables/docs/android-chat-sdk`, `${CLASSIC}/chat-sdk-v2/android/introduction/`],
    ...underPrefix(`/embeddables/docs/android-chat-sdk`, chatSdk(`android`)),
    [`/embeddables/docs/ios-chat-sdk`, `${CLASSIC}/chat-sdk-v2/ios/introduction/`],
    ...underPrefix(`/embeddables/docs/ios-chat-sdk`, chatSdk(`ios`)),
    [`/embeddables/docs/chat-sdk-v-2-for-android`, `${CLASSIC}/chat-sdk-v2/android/introduction/`],
    ...underPrefix(`/embeddables/docs/chat-sdk-v-2-for-android`, chatSdk(`android`)),
    [`/embeddables/docs/chat-sdk-v-2-for-ios`, `${CLASSIC}/chat-sdk-v2/ios/introduction/`],
    ...underPrefix(`/embeddables/docs/chat-sdk-v-2-for-ios`, chatSdk(`ios`)),
    [`/embeddables/docs/talk-sdk-for-android`, `${CLASSIC}/talk-sdk/android/getting_started/`],
    ...underPrefix(`/embeddables/docs/talk-sdk-for-android`, talkSdk(`android`)),
    [`/embeddables/docs/talk-sdk-for-ios`, `${CLASSIC}/talk-sdk/ios/getting_started/`],
    ...underPrefix(`/embeddables/docs/talk-sdk-for-ios`, talkSdk(`ios`)),
    [`/embeddables/docs/talk-sdk-android`, `${CLASSIC}/talk-sdk/android/getting_started/`],
    ...underPrefix(`/embeddables/docs/talk-sdk-android`, talkSdk(`android`)),
    [`/embeddables/docs/talk-sdk-ios`, `${CLASSIC}/talk-sdk/ios/introduction/`],
    ...underPrefix(`/embeddables/docs/talk-sdk-ios`, talkSdk(`ios`)),
    [`/embeddables/docs/unity-native-sdk`, `${UNITY_CLASSIC}/capabilities/`],
    ...underPrefix(`/embeddables/docs/unity-native-sdk`, UNITY),
    [`/embeddables/docs/{product}-sdk-for-android`, `${MESSAGING}/android/`],
    ...underPrefix(`/embeddables/docs/{product}-sdk-for-android`, messagingSdk(`android`)),
    [`/embeddables/docs/{product}-sdk-for-ios`, `${MESSAGING}/ios/`],
    ...underPrefix(`/embeddables/docs/{product}-sdk-for-ios`, messagingSdk(`ios`)),
    [`/embeddables/docs/{product}-sdk-for-web`, `${MESSAGING}/web/`],
    ...underPrefix(`/embeddables/docs/{product}-sdk-for-web`, MESSAGING_WEB),
    [`/embeddables/docs/{product}-sdk-for-unity`, `${MESSAGING}/unity/`],
    [`/embeddables/docs/{product}-sdk-for-unity/getting_started`, `${MESSAGING}/unity/getting_started/`],
    [
      `/embeddables/docs/{product}-sdk-for-unity/push_notifications`,
      `${MESSAGING}/unity/push_notifications/`,
    ],
    // The first Support SDK documentation named its folders after the product as well.
    ...underPrefix(`/embeddables/docs/android-support-sdk`, supportSdk(`android`)),
    ...underPrefix(`/embeddables/docs/ios_support_sdk`, supportSdk(`ios`)),
    // The answer bot SDK's release notes moved into the Unified SDK it became part of.
    [`/embeddables/docs/answer-bot-sdk-ios/release_notes`, `${CLASSIC}/unified-sdk/ios/release_notes/`],
    [`/embeddables/docs/ios_answer_bot_sdk/release_notes`, `${CLASSIC}/unified-sdk/ios/release_notes/`],
    [`/embeddables/docs/answer-bot-sdk-ios`, `${CLASSIC}/unified-sdk/ios/answer_bot_engine/`],
    [`/embeddables/docs/ios_answer_bot_sdk`, `${CLASSIC}/unified-sdk/ios/answer_bot_engine/`],
  ],
  fallbacks: [
    [`/embeddables`, `${CLASSIC}/`],
    [`/embeddables/docs/widget`, `/api-reference/widget/introduction/`],
    [`/embeddables/docs/web-widget`, `/api-reference/widget/introduction/`],
    [`/embeddables/docs/android`, `${CLASSIC}/support-sdk/android/`],
    [`/embeddables/docs/android-support-sdk`, `${CLASSIC}/support-sdk/android/`],
    [`/embeddables/docs/ios`, `${CLASSIC}/support-sdk/ios/`],
    [`/embeddables/docs/ios_support_sdk`, `${CLASSIC}/support-sdk/ios/`],
    [`/embeddables/docs/ios-support-sdk`, `${CLASSIC}/support-sdk/ios/`],
    [`/embeddables/docs/android-unified-sdk`, `${CLASSIC}/unified-sdk/android/getting_started/`],
    [`/embeddables/docs/ios-unified-sdk`, `${CLASSIC}/unified-sdk/ios/getting-started/`],
    // The answer bot SDK became the Unified SDK's Answer Bot engine.
    [`/embeddables/docs/answer-bot-sdk-ios`, `${CLASSIC}/unified-sdk/ios/answer_bot_engine/`],
    [`/embeddables/docs/ios_answer_bot_sdk`, `${CLASSIC}/unified-sdk/ios/answer_bot_engine/`],
    [`/embeddables/docs/answer-bot-sdk-android`, `${CLASSIC}/unified-sdk/android/getting_started/`],
    [`/embeddables/docs/android_answer_bot_sdk`, `${CLASSIC}/unified-sdk/android/getting_started/`],
    [`/embeddables/docs/android-chat-sdk`, `${CLASSIC}/chat-sdk-v2/android/introduction/`],
    [`/embeddables/docs/ios-chat-sdk`, `${CLASSIC}/chat-sdk-v2/ios/introduction/`],
    [`/embeddables/docs/chat-sdk-v-2-for-android`, `${CLASSIC}/chat-sdk-v2/android/introduction/`],
    [`/embeddables/docs/chat-sdk-v-2-for-ios`, `${CLASSIC}/chat-sdk-v2/ios/introduction/`],
    [`/embeddables/docs/talk-sdk-for-android`, `${CLASSIC}/talk-sdk/android/getting_started/`],
    [`/embeddables/docs/talk-sdk-for-ios`, `${CLASSIC}/talk-sdk/ios/getting_started/`],
    [`/embeddables/docs/talk-sdk-android`, `${CLASSIC}/talk-sdk/android/getting_started/`],
    [`/embeddables/docs/talk-sdk-ios`, `${CLASSIC}/talk-sdk/ios/introduction/`],
    [`/embeddables/docs/unity-native-sdk`, `${UNITY_CLASSIC}/capabilities/`],
    [`/embeddables/docs/{product}-sdk-for-android`, `${MESSAGING}/android/`],
    [`/embeddables/docs/{product}-sdk-for-ios`, `${MESSAGING}/ios/`],
    [`/embeddables/docs/{product}-sdk-for-web`, `${MESSAGING}/web/`],
    [`/embeddables/docs/{product}-sdk-for-unity`, `${MESSAGING}/unity/`],
  ],
})
