import { defineFamily, underPrefix, type AddressPairs } from "../types"

// The ~2015–2021 apps docs, `/apps/docs/<area>/<page>`. The
// framework guide was published as `agent` (v1), then `apps-v2` and `developer-guide`, with mostly
// the same page names; each page goes to the guide or reference page that covers it now.

const GUIDE = `/documentation/apps/app-developer-guide`
const START = `/documentation/apps/getting-started`
const CLIENT_API = `/api-reference/apps/apps-core-api/client_api/`
const MARKET = `/documentation/marketplace`
const CHANNEL = `/documentation/channel_framework/understanding-the-channel-framework`
const TEMPLATES = `/api-reference/help_center/help-center-templates`

/** The framework guide's pages, shared by the agent, apps-v2 and developer-guide areas. */
const FRAMEWORK_GUIDE: AddressPairs = [
  [`introduction`, `/documentation/apps/`],
  [`getting_started`, `${GUIDE}/getting_started/`],
  [`quick_start`, `${START}/{product}-app-quick-start/`],
  [`setup`, `${START}/setting-up-new-apps/`],
  [`manifest`, `${GUIDE}/manifest/`],
  [`apps_requirements`, `${GUIDE}/apps_requirements/`],
  [`app_requirements`, `${GUIDE}/apps_requirements/`],
  [`requirements`, `${GUIDE}/apps_requirements/`],
  [`using_sdk`, `${GUIDE}/using-the-apps-framework/`],
  [`making_api_requests`, `${GUIDE}/making-api-requests-from-a-{product}-app/`],
  [`requests`, `${GUIDE}/making-api-requests-from-a-{product}-app/`],
  [`i18n`, `${GUIDE}/localizing-apps/`],
  [`promises`, `${GUIDE}/using-the-apps-framework/`],
  [`storage`, `${GUIDE}/using-the-apps-framework/`],
  [`templates`, `${GUIDE}/best-practices-for-{product}-apps-developers/`],
  [`iframes_in_apps`, `${GUIDE}/getting_started/`],
  [`events`, `${GUIDE}/using-the-apps-framework/`],
  [`framework_events`, `${GUIDE}/using-the-apps-framework/`],
  [`settings`, `${GUIDE}/making-api-requests-from-a-{product}-app/`],
  [`secure_settings`, `${GUIDE}/making-api-requests-from-a-{product}-app/`],
  [`location`, `${GUIDE}/getting_started/`],
  [`locations`, `${GUIDE}/getting_started/`],
  [`app_locations`, `${GUIDE}/getting_started/`],
  [`garden`, `/documentation/apps/app-design-guidelines/using-{product}-garden/`],
  [`tools`, `/documentation/apps/{product}-app-tools-zat/installing-and-using-zat/`],
  [`zat`, `/documentation/apps/{product}-app-tools-zat/installing-and-using-zat/`],
  [`zcli`, `${GUIDE}/zcli/`],
  [`glossary`, `${START}/glossary/`],
  [`using_react`, `/documentation/apps/build-an-app/using-react-in-a-support-app/`],
  [`server_side_apps`, `/documentation/apps/build-an-app/building-a-server-side-app/part-1-core-concepts/`],
  [`marketplace`, `${MARKET}/`],
  [`private_apps`, `${START}/uploading-and-installing-a-private-app/`],
  // Framework v2 replaced v1; its introduction page was the migration guide.
  [`migrating`, `${GUIDE}/versions/`],
  [`zaf_v2`, `${GUIDE}/versions/`],
  [`versions`, `${GUIDE}/versions/`],
  [`framework_versions`, `${GUIDE}/versions/`],
  [`support_api`, `/api-reference/apps/apps-support-api/introduction/`],
  [`chat_api`, `/api-reference/apps/apps-chat-api/introduction/`],
  [`api_reference`, CLIENT_API],
  [`client_api`, CLIENT_API],
  [`data`, CLIENT_API],
  [`interface`, CLIENT_API],
  [`services`, CLIENT_API],
]

const SUPPORT = `/api-reference/apps/apps-support-api`
const SUPPORT_API = `${SUPPORT}/introduction/`
const CORE_API = `/api-reference/apps/apps-core-api/core_api/`
const CHAT_API = `/api-reference/apps/apps-chat-api/introduction/`
const SELL_API = `/api-reference/apps/apps-sell-api/introduction/`

const CHANNELS_FRAMEWORK: AddressPairs = [
  [`introduction`, `${CHANNEL}/overview/`],
  [`overview`, `${CHANNEL}/overview/`],
  [`integration_manifest`, `${CHANNEL}/integration_manifest/`],
  [`manifest`, `${CHANNEL}/integration_manifest/`],
  [`metadata_state`, `${CHANNEL}/metadata_state/`],
  [`administrative_interface`, `${CHANNEL}/administrative_interface/`],
  [`pull_endpoint`, `${CHANNEL}/pull_endpoint/`],
  [`channelback`, `${CHANNEL}/channelback/`],
  [
    `event_callbacks`,
    `/api-reference/channel_framework/understanding-the-channel-framework/event_callbacks/`,
  ],
  [`push_endpoint`, `/api-reference/ticketing/account-configuration/channel_framework/`],
  [`push_api`, `/api-reference/ticketing/account-configuration/channel_framework/`],
  [`api_reference`, `/api-reference/channel_framework/introduction/`],
]

const HELP_CENTER_TEMPLATES: AddressPairs = [
  [`introduction`, `${TEMPLATES}/introduction/`],
  [`helpers`, `${TEMPLATES}/helpers/`],
  [`pages`, `${TEMPLATES}/introduction/`],
  // The templates reference had the same page names when it lived under the apps docs.
  ...[
    `advanced_helpers`,
    `objects`,
    `header_page`,
    `footer_page`,
    `home_page`,
    `category_page`,
    `section_page`,
    `article_page`,
    `contributions_page`,
    `following_page`,
    `request_list_page`,
    `request_page`,
    `new_request_page`,
    `search_results_page`,
    `error_page`,
    `new_community_post_page`,
    `community_post_page`,
    `community_post_list_page`,
    `community_topic_page`,
    `community_topic_list_page`,
    `user_profile_page`,
    `custom_page`,
  ].map(page => [page, `${TEMPLATES}/${page}/`] as const),
  [`templating_api`, `/documentation/help_center/help-center-templates/introduction/`],
  [`v1`, `/documentation/help_center/help-center-templates/v1/`],
]

const PUBLISH: AddressPairs = [
  [`introduction`, `${MARKET}/`],
  [`build_test`, `${MARKET}/building-a-marketplace-app/build-and-test-your-app/`],
  [`create_assets`, `${MARKET}/building-a-marketplace-app/create-app-brand-assets/`],
  [`planning`, `${MARKET}/building-a-marketplace-app/`],
  [`publishing`, `${MARKET}/publishing-to-the-marketplace/submit-your-app/`],
  [`submit`, `${MARKET}/publishing-to-the-marketplace/submit-your-app/`],
  [`submitting`, `${MARKET}/publishing-to-the-marketplace/submit-your-app/`],
  [`guidelines`, `${MARKET}/building-a-marketplace-app/`],
  [`review_guidelines`, `${MARKET}/building-a-marketplace-app/`],
  [`global_oauth`, `${MARKET}/building-a-marketplace-app/set-up-a-global-oauth-client/`],
  [`request_header`, `${START}/request-header-requirements-for-marketplace-apps/`],
]

export default defineFamily({
  name: `apps-docs`,
  rules: [
    [`/apps/docs`, `/documentation/apps/`],
    [`/apps/docs/agent`, `/documentation/apps/`],
    ...underPrefix(`/apps/docs/agent`, FRAMEWORK_GUIDE),
    [`/apps/docs/apps-v2`, `/documentation/apps/`],
    ...underPrefix(`/apps/docs/apps-v2`, FRAMEWORK_GUIDE),
    [`/apps/docs/developer-guide`, `/documentation/apps/`],
    ...underPrefix(`/apps/docs/developer-guide`, FRAMEWORK_GUIDE),
    [`/apps/docs/core-api`, CLIENT_API],
    [`/apps/docs/core-api/client_api`, CLIENT_API],
    [`/apps/docs/core-api/introduction`, CLIENT_API],
    [`/apps/docs/core-api/core_api`, CORE_API],
    [`/apps/docs/core-api/metadata`, CLIENT_API],
    [`/apps/docs/support-api`, SUPPORT_API],
    [`/apps/docs/support-api/introduction`, SUPPORT_API],
    [`/apps/docs/support-api/all_locations`, `${SUPPORT}/all_locations/`],
    [`/apps/docs/support-api/ticket_sidebar`, `${SUPPORT}/ticket_sidebar/`],
    [`/apps/docs/support-api/new_ticket_sidebar`, `${SUPPORT}/ticket_sidebar/`],
    [`/apps/docs/support-api/organization_sidebar`, `${SUPPORT}/organization_sidebar/`],
    [`/apps/docs/support-api/user_sidebar`, `${SUPPORT}/user_sidebar/`],
    [`/apps/docs/support-api/nav_bar`, `${SUPPORT}/nav_bar/`],
    [`/apps/docs/support-api/top_bar`, `${SUPPORT}/top_bar/`],
    [`/apps/docs/support-api/background`, `${SUPPORT}/background/`],
    [`/apps/docs/support-api/modal`, `${SUPPORT}/modal/`],
    [`/apps/docs/support-api/ticket_editor`, `${SUPPORT}/ticket_editor/`],
    [`/apps/docs/support-api/ticket_editor_sidebar`, `${SUPPORT}/ticket_editor/`],
    [`/apps/docs/chat-api`, CHAT_API],
    [`/apps/docs/chat-api/introduction`, CHAT_API],
    [`/apps/docs/chat-api/chat_sidebar`, `/api-reference/apps/apps-chat-api/chat_sidebar/`],
    [`/apps/docs/chat-api/background`, `/api-reference/apps/apps-chat-api/background/`],
    [`/apps/docs/sell-api`, SELL_API],
    [`/apps/docs/sell-api/introduction`, SELL_API],
    [`/apps/docs/apps-sell-api`, SELL_API],
    [`/apps/docs/apps-sell-api/introduction`, SELL_API],
    [`/apps/docs/apps-sell-api/lead_card`, `/api-reference/apps/apps-sell-api/lead_card/`],
    [`/apps/docs/apps-sell-api/company_card`, `/api-reference/apps/apps-sell-api/company_card/`],
    [`/apps/docs/apps-sell-api/call_log_editor`, `/api-reference/apps/apps-sell-api/call_log_editor/`],
    [`/apps/docs/apps-sell-api/visit_editor`, `/api-reference/apps/apps-sell-api/visit_editor/`],
    [`/apps/docs/channels-framework`, `${CHANNEL}/overview/`],
    ...underPrefix(`/apps/docs/channels-framework`, CHANNELS_FRAMEWORK),
    [`/apps/docs/help-center-templates`, `${TEMPLATES}/introduction/`],
    ...underPrefix(`/apps/docs/help-center-templates`, HELP_CENTER_TEMPLATES),
    [`/apps/docs/publish`, `${MARKET}/`],
    ...underPrefix(`/apps/docs/publish`, PUBLISH),
    [`/apps/docs/marketplace`, `${MARKET}/`],
    ...underPrefix(`/apps/docs/marketplace`, PUBLISH),
    [`/apps/docs/{product}-apps`, `/documentation/apps/`],
    [`/apps/docs/{product}-apps/introduction`, `/documentation/apps/`],
    [`/apps/docs/{product}-apps/resources`, `/documentation/apps/`],
    [`/apps/docs/{product}-apps/getting_started`, `${START}/setting-up-new-apps/`],
    [`/apps/docs/{product}-apps/faq`, `${START}/glossary/`],
  ],
  fallbacks: [
    [`/apps`, `/documentation/apps/`],
    [`/apps/docs/agent`, `/documentation/apps/`],
    [`/apps/docs/apps-v2`, `/documentation/apps/`],
    [`/apps/docs/developer-guide`, `/documentation/apps/`],
    [`/apps/docs/core-api`, `/api-reference/apps/introduction/`],
    [`/apps/docs/support-api`, `${SUPPORT_API}`],
    [`/apps/docs/chat-api`, CHAT_API],
    [`/apps/docs/sell-api`, SELL_API],
    [`/apps/docs/apps-sell-api`, SELL_API],
    [`/apps/docs/channels-framework`, `${CHANNEL}/overview/`],
    [`/apps/docs/help-center-templates`, `${TEMPLATES}/introduction/`],
    [`/apps/docs/publish`, `${MARKET}/`],
    [`/apps/docs/marketplace`, `${MARKET}/`],
  ],
})
