import { defineFamily } from "../types"

// The classic SDKs and web widget under their other root: `/documentation/classic-sdks/...` serves every
// page of `/documentation/classic-web-widget-sdks/...` as an alias (SECTION_ALIASES in
// src/config/site-areas.ts). Only the pages that later moved to their real slug need a rule here.

const OLD = `/documentation/classic-sdks`
const NEW = `/documentation/classic-web-widget-sdks`

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
  [`web-widget/chat-widget`, `chat-widget/getting-started/chat-widget-api-overview`],
  [`web-widget/content-security-policy`, `web-widget/integrating-with-google/csp`],
  [
    `web-widget/quickstart-tutorials/opening-the-widget-from-a-custom-button`,
    `web-widget/quickstart-tutorials/creating-a-launcher-for-the-web-widget`,
  ],
] as const

export default defineFamily({
  name: `classic-sdks`,
  rules: MOVED.map(([old, page]) => [`${OLD}/${old}`, `${NEW}/${page}/`] as const),
})
