import { defineFamily } from "../types"
import { underPrefix } from "./ticketing-resources"

/**
 * The ~2015–2021 widget and SDK docs, `/embeddables/docs/<sdk>/<page>` (site-structure.md, "URL
 * history"). Classic SDKs and the classic web widget now live under classic-web-widget-sdks, the
 * messaging SDKs under {product}-web-widget-sdks, the widget's JavaScript APIs under /api-reference/widget.
 */
const CLASSIC = `/documentation/classic-web-widget-sdks`
const MESSAGING = `/documentation/{product}-web-widget-sdks/sdks`

const WIDGET: Record<string, string> = {
  introduction: `/api-reference/widget/introduction/`,
  core: `/api-reference/widget/core/`,
  api: `/api-reference/widget/core/`,
  settings: `/api-reference/widget/core/`,
  help_center: `/api-reference/widget/core/`,
  contact_form: `/api-reference/widget/core/`,
  talk: `/api-reference/widget/core/`,
  answer_bot: `/api-reference/widget/core/`,
  chat: `/api-reference/widget/chat-api/`,
  chat_api_migration: `/api-reference/widget/chat-api/`,
  getting_started: `${CLASSIC}/web-widget/getting-started/`,
  chat_widget: `${CLASSIC}/web-widget/chat-widget/`,
  content_security_policy: `${CLASSIC}/web-widget/content-security-policy/`,
  csp: `${CLASSIC}/web-widget/content-security-policy/`,
  tag_manager: `${CLASSIC}/web-widget/integrating-with-a-tag-manager/`,
  quickstart: `${CLASSIC}/web-widget/quickstart-tutorials/web-widget-javascript-apis/`,
}

/** Support SDK pages, one set per platform. */
function supportSdk(platform: `android` | `ios`): Record<string, string> {
  const base = `${CLASSIC}/support-sdk/${platform}`
  const pages: Record<string, string> = {
    introduction: `${base}/`,
    overview: `${base}/`,
    getting_started: `${base}/`,
    sdk_api_reference: `${base}/`,
    customize_the_look: `${base}/customize_the_look/`,
    help_center: `${base}/help_center/`,
    push_notifications: `${base}/push_notifications/`,
    release_notes: `${base}/release_notes/`,
    releasenotes: `${base}/release_notes/`,
    sdk_initialize: `${base}/sdk_initialize/`,
    initialize_sdk: `${base}/sdk_initialize/`,
    sdk_set_identity: `${base}/sdk_set_identity/`,
    set_identity: `${base}/sdk_set_identity/`,
    show_open_requests: `${base}/show_open_requests/`,
    requests: `${base}/show_open_requests/`,
    version_information: `${base}/release_notes/`,
    checklist: `${CLASSIC}/support-sdk/working-with-the-support-sdk/support-sdk-integration-checklist/`,
    jwt_endpoint: `${CLASSIC}/support-sdk/working-with-the-support-sdk/building-a-dedicated-jwt-endpoint-for-the-support-sdk/`,
    ticket_submission_guidelines: `${CLASSIC}/getting_started/ticket-submission-guidelines-for-mobile-sdk-developers/`,
  }
  if (platform === `ios`) {
    pages.nutshell = `${base}/nutshell/`
    pages.version_information = `${base}/version_information/`
    pages.release_notes = `${base}/version_information/`
    pages.releasenotes = `${base}/version_information/`
    pages.quickstart = `${CLASSIC}/support-sdk/working-with-the-support-sdk/support-sdk-ios-qs/`
  }
  return pages
}

function unifiedSdk(platform: `android` | `ios`): Record<string, string> {
  const start = `${CLASSIC}/unified-sdk/${platform}/getting-started/`
  const pages: Record<string, string> = {
    introduction: start,
    overview: start,
    getting_started: start,
    sdk_getting_started: start,
  }
  if (platform === `ios`) {
    pages.identify_users = `${CLASSIC}/unified-sdk/ios/identify_users/`
    pages.sdk_identify_users = `${CLASSIC}/unified-sdk/ios/identify_users/`
  }
  return pages
}

function chatSdk(platform: `android` | `ios`): Record<string, string> {
  const base = `${CLASSIC}/chat-sdk-v2/${platform}`
  return {
    introduction: `${base}/introduction/`,
    overview: `${base}/introduction/`,
    getting_started: `${base}/getting_started/`,
    release_notes: `${base}/release_notes/`,
    releasenotes: `${base}/release_notes/`,
    authentication: `${CLASSIC}/chat-sdk-v2/working-with-the-chat-sdk/enabling-authenticated-users-with-the-chat-sdk-/`,
  }
}

function talkSdk(platform: `android` | `ios`): Record<string, string> {
  const start = `${CLASSIC}/talk-sdk/${platform}/getting_started/`
  return { introduction: start, overview: start, getting_started: start }
}

/** The messaging SDKs, page for page. */
function messagingSdk(platform: `android` | `ios`): Record<string, string> {
  const base = `${MESSAGING}/${platform}`
  const pages: Record<string, string> = { introduction: `${base}/`, overview: `${base}/` }
  for (const page of [
    `advanced_integration`,
    `analytics_tracking`,
    `authentication`,
    `click_delegates`,
    `getting_started`,
    `messaging_metadata`,
    `multi_conversations_navigation_apis`,
    `page_view_events`,
    `push_notifications`,
    `release_notes`,
    `troubleshooting`,
    `ui_customization`,
    `unread_messages`,
    `{product}_events`,
  ])
    pages[page] = `${base}/${page}/`
  return pages
}

const MESSAGING_WEB: Record<string, string> = {
  introduction: `${MESSAGING}/web/`,
  overview: `${MESSAGING}/web/`,
  core: `/api-reference/widget-messaging/web/core/`,
  sdk_api_reference: `/api-reference/widget-messaging/web/core/`,
  api_reference: `/api-reference/widget-messaging/web/core/`,
}
for (const page of [
  `customization`,
  `enabling_auth_visitors`,
  `getting_started`,
  `localization`,
  `proactive_messages`,
  `push_notifications`,
  `release_notes`,
  `troubleshooting`,
]) {
  MESSAGING_WEB[page] = `${MESSAGING}/web/${page}/`
}

const UNITY: Record<string, string> = {
  introduction: `${CLASSIC}/unity/overview/`,
  overview: `${CLASSIC}/unity/overview/`,
  getting_started: `${CLASSIC}/unity/getting_started/`,
}

export default defineFamily(`embeddables-docs`, `redirects/families/embeddables-docs.ts`, {
  "/embeddables/docs": `${CLASSIC}/`,
  "/embeddables/docs/widget": `/api-reference/widget/introduction/`,
  ...underPrefix(`/embeddables/docs/widget`, WIDGET),
  "/embeddables/docs/web-widget": `/api-reference/widget/introduction/`,
  ...underPrefix(`/embeddables/docs/web-widget`, WIDGET),
  "/embeddables/docs/android": `${CLASSIC}/support-sdk/android/`,
  ...underPrefix(`/embeddables/docs/android`, supportSdk(`android`)),
  "/embeddables/docs/ios": `${CLASSIC}/support-sdk/ios/`,
  ...underPrefix(`/embeddables/docs/ios`, supportSdk(`ios`)),
  "/embeddables/docs/android-unified-sdk": `${CLASSIC}/unified-sdk/android/getting-started/`,
  ...underPrefix(`/embeddables/docs/android-unified-sdk`, unifiedSdk(`android`)),
  "/embeddables/docs/ios-unified-sdk": `${CLASSIC}/unified-sdk/ios/getting-started/`,
  ...underPrefix(`/embeddables/docs/ios-unified-sdk`, unifiedSdk(`ios`)),
  "/embeddables/docs/android-chat-sdk": `${CLASSIC}/chat-sdk-v2/android/introduction/`,
  ...underPrefix(`/embeddables/docs/android-chat-sdk`, chatSdk(`android`)),
  "/embeddables/docs/ios-chat-sdk": `${CLASSIC}/chat-sdk-v2/ios/introduction/`,
  ...underPrefix(`/embeddables/docs/ios-chat-sdk`, chatSdk(`ios`)),
  "/embeddables/docs/chat-sdk-v-2-for-android": `${CLASSIC}/chat-sdk-v2/android/introduction/`,
  ...underPrefix(`/embeddables/docs/chat-sdk-v-2-for-android`, chatSdk(`android`)),
  "/embeddables/docs/chat-sdk-v-2-for-ios": `${CLASSIC}/chat-sdk-v2/ios/introduction/`,
  ...underPrefix(`/embeddables/docs/chat-sdk-v-2-for-ios`, chatSdk(`ios`)),
  "/embeddables/docs/talk-sdk-for-android": `${CLASSIC}/talk-sdk/android/getting_started/`,
  ...underPrefix(`/embeddables/docs/talk-sdk-for-android`, talkSdk(`android`)),
  "/embeddables/docs/talk-sdk-for-ios": `${CLASSIC}/talk-sdk/ios/getting_started/`,
  ...underPrefix(`/embeddables/docs/talk-sdk-for-ios`, talkSdk(`ios`)),
  "/embeddables/docs/unity-native-sdk": `${CLASSIC}/unity/overview/`,
  ...underPrefix(`/embeddables/docs/unity-native-sdk`, UNITY),
  "/embeddables/docs/{product}-sdk-for-android": `${MESSAGING}/android/`,
  ...underPrefix(`/embeddables/docs/{product}-sdk-for-android`, messagingSdk(`android`)),
  "/embeddables/docs/{product}-sdk-for-ios": `${MESSAGING}/ios/`,
  ...underPrefix(`/embeddables/docs/{product}-sdk-for-ios`, messagingSdk(`ios`)),
  "/embeddables/docs/{product}-sdk-for-web": `${MESSAGING}/web/`,
  ...underPrefix(`/embeddables/docs/{product}-sdk-for-web`, MESSAGING_WEB),
  "/embeddables/docs/{product}-sdk-for-unity": `${MESSAGING}/unity/`,
  "/embeddables/docs/{product}-sdk-for-unity/getting_started": `${MESSAGING}/unity/getting_started/`,
  "/embeddables/docs/{product}-sdk-for-unity/push_notifications": `${MESSAGING}/unity/push_notifications/`,
})
