import { defineFamily, underPrefix, type AddressPairs } from "../types"
import { FORUMS, TICKETING_RESOURCES } from "./ticketing-resources"

// The ~2015–2021 REST docs, `/rest_api/docs/<product>/<resource>`.
// Ticketing was documented as `core`, later `support`, with the same resource names; `core` pages were
// also linked with `.html`. Each resource goes to the page that documents it now.

const HC = `/api-reference/help_center/help-center-api`
const FEDERATED = `/api-reference/help_center/federated-search`
const CHAT = `/api-reference/live-chat/chat-api`
const TALK = `/api-reference/voice/talk-api`
const CUSTOM = `/api-reference/custom-data/custom-objects-api`
/** The Answer Bot API was one page (`introduction`) with every endpoint on it. */
const ANSWER_BOT = `/api-reference/answer-bot/answer-bot-api/`

const HELP_CENTER: AddressPairs = [
  [`introduction`, `${HC}/introduction/`],
  [`articles`, `${HC}/articles/`],
  [`article_attachments`, `${HC}/article_attachments/`],
  [`attachments`, `${HC}/article_attachments/`],
  [`article_comments`, `${HC}/article_comments/`],
  [`comments`, `${HC}/article_comments/`],
  [`article_labels`, `${HC}/article_labels/`],
  [`labels`, `${HC}/article_labels/`],
  [`categories`, `${HC}/categories/`],
  [`sections`, `${HC}/sections/`],
  [`translations`, `${HC}/translations/`],
  [`search`, `${HC}/search/`],
  [`user_segments`, `${HC}/user_segments/`],
  [`access_policies`, `${HC}/user_segments/`],
  [`permission_groups`, `${HC}/permission_groups/`],
  [`subscriptions`, `${HC}/content_subscriptions/`],
  [`content_subscriptions`, `${HC}/content_subscriptions/`],
  [`votes`, `${HC}/votes/`],
  [`topics`, `${HC}/topics/`],
  [`posts`, `${HC}/posts/`],
  [`post_comments`, `${HC}/post_comments/`],
  [`theming`, `${HC}/theming/`],
  [`themes`, `${HC}/theming/`],
  [`badges`, `${HC}/badges/`],
  [`badge_assignments`, `${HC}/badge_assignments/`],
  [`badge_categories`, `${HC}/badge_categories/`],
  [`user_images`, `${HC}/user_images/`],
  [`user_subscriptions`, `${HC}/user_subscriptions/`],
  [`content_tags`, `${HC}/content_tags/`],
  [`redirect_rules`, `${HC}/redirect_rules/`],
  [`help_center_jwts`, `${HC}/help_center_jwts/`],
  [`guide_medias`, `${HC}/guide_medias/`],
  [`sessions`, `${HC}/sessions/`],
  [`survey_responses`, `${HC}/survey_responses/`],
  ...[`record`, `source`, `type`].flatMap(kind => [
    [`federated_search_-_external_content_${kind}_api`, `${FEDERATED}/external_content_${kind}s/`] as const,
    [`federated_search___external_content_${kind}_api`, `${FEDERATED}/external_content_${kind}s/`] as const,
  ]),
  [`users`, `${HC}/introduction/`],
  [`locales`, `${HC}/introduction/`],
  [`help_center_locales`, `${HC}/introduction/`],
  [
    `incremental_export`,
    `/documentation/help_center/help-center-api/understanding-incremental-article-exports/`,
  ],
  [
    `incremental_articles`,
    `/documentation/help_center/help-center-api/understanding-incremental-article-exports/`,
  ],
  [
    `secured_requests`,
    `/documentation/help_center/help-center-api/using-the-help-center-api/secured-requests/`,
  ],
]

/** The Chat API, documented first as `zopim`, then as `chat`. */
const LIVE_CHAT: AddressPairs = [
  [`introduction`, `${CHAT}/introduction/`],
  [`accounts`, `${CHAT}/accounts/`],
  [`agents`, `${CHAT}/agents/`],
  [`agent_events`, `${CHAT}/incremental_agent_events_api/`],
  [`incremental_agent_events_api`, `${CHAT}/incremental_agent_events_api/`],
  [`bans`, `${CHAT}/bans/`],
  [`chats`, `${CHAT}/chats/`],
  [`departments`, `${CHAT}/departments/`],
  [`goals`, `${CHAT}/goals/`],
  [`incremental_export`, `${CHAT}/incremental_export/`],
  [`oauth_clients`, `${CHAT}/oauth_clients/`],
  [`oauth_tokens`, `${CHAT}/oauth_tokens/`],
  [`auth`, `${CHAT}/oauth_clients/`],
  [`roles`, `${CHAT}/roles/`],
  [`routing_settings`, `${CHAT}/routing_settings/`],
  [`shortcuts`, `${CHAT}/shortcuts/`],
  [`skills`, `${CHAT}/skills/`],
  [`triggers`, `${CHAT}/triggers/`],
  [`visitors`, `${CHAT}/visitors/`],
  [`search`, `${CHAT}/chats/`],
  [`apis`, `/api-reference/live-chat/real-time-chat-api/introduction/`],
  [`real_time_chat_api`, `/api-reference/live-chat/real-time-chat-api/introduction/`],
  [`real_time_chat_rest_api`, `/api-reference/live-chat/real-time-chat-api/rest/`],
  [`streaming_api`, `/api-reference/live-chat/real-time-chat-api/streaming/`],
  [`conversations-api`, `/api-reference/live-chat/chat-conversations-api/conversations-api/`],
  [`conversations_api`, `/api-reference/live-chat/chat-conversations-api/conversations-api/`],
  [`restrictions`, `/documentation/live-chat/getting-started/restrictions/`],
  [`authentication`, `/documentation/live-chat/getting-started/auth/`],
  [`oauth`, `/documentation/live-chat/getting-started/oauth-authentication/`],
  [`chat_history`, `/api-reference/live-chat/chat-api/incremental_export/`],
]

const VOICE: AddressPairs = [
  [`introduction`, `${TALK}/introduction/`],
  [`talk`, `${TALK}/introduction/`],
  // The first Voice API was one page, `voice`, later split into the Talk API's resources.
  [`voice`, `${TALK}/introduction/`],
  [`availabilities`, `${TALK}/availabilities/`],
  [`callback_requests`, `${TALK}/callback_requests/`],
  [`digital_lines`, `${TALK}/digital_lines/`],
  [`greetings`, `${TALK}/greetings/`],
  [`greeting_categories`, `${TALK}/greetings/`],
  [`ivrs`, `${TALK}/ivrs/`],
  [`ivr_menus`, `${TALK}/ivr_menus/`],
  [`ivr_routes`, `${TALK}/ivr_routes/`],
  [`addresses`, `${TALK}/addresses/`],
  [`incremental_export`, `${TALK}/incremental_exports/`],
  [`incremental_exports`, `${TALK}/incremental_exports/`],
  [`lines`, `${TALK}/lines/`],
  [`phone_numbers`, `${TALK}/phone_numbers/`],
  [`recordings`, `${TALK}/recordings/`],
  [`stats`, `${TALK}/stats/`],
  [`voice_settings`, `${TALK}/voice_settings/`],
  [`partner_edition`, `/api-reference/voice/talk-partner-edition-api/reference/`],
  [`talk_partner_edition`, `/api-reference/voice/talk-partner-edition-api/introduction/`],
]

/**
 * NPS surveys were retired; the customer-feedback APIs that replaced them are satisfaction ratings and
 * CSAT surveys (surveys and their responses go to the CSAT pages of the same kind).
 */
const NPS: AddressPairs = [
  ...[`introduction`, `invitations`, `nps_invitations`, `recipients`, `nps_recipients`, `people`].map(
    page => [page, `/api-reference/ticketing/ticket-management/satisfaction_ratings/`] as const,
  ),
  [`surveys`, `/api-reference/ticketing/ticket-management/csat_surveys/`],
  [`responses`, `/api-reference/ticketing/ticket-management/csat_survey_responses/`],
  [`nps_responses`, `/api-reference/ticketing/ticket-management/csat_survey_responses/`],
  [`incremental_responses`, `/api-reference/ticketing/ticket-management/incremental_exports/`],
  [`incremental_recipients`, `/api-reference/ticketing/ticket-management/incremental_exports/`],
]

/** The first forums API, documented as `web-portal`. */
const WEB_PORTAL: AddressPairs = [[`introduction`, `${HC}/introduction/`], ...FORUMS]

const SUNSHINE: AddressPairs = [
  [`introduction`, `/api-reference/custom-data/introduction/`],
  [`custom_objects_api`, `${CUSTOM}/introduction/`],
  [`resource_types`, `${CUSTOM}/resource_types/`],
  [`resources`, `${CUSTOM}/resources/`],
  [`relationship_types`, `${CUSTOM}/relationship_types/`],
  [`relationships`, `${CUSTOM}/relationships/`],
  [`object_types`, `${CUSTOM}/resource_types/`],
  [`policies`, `${CUSTOM}/permissions/`],
  [`permissions`, `${CUSTOM}/permissions/`],
  [`object_records`, `${CUSTOM}/resources/`],
  [`relationship_records`, `${CUSTOM}/relationships/`],
  [`jobs`, `${CUSTOM}/jobs/`],
  [`limits`, `${CUSTOM}/limits/`],
  [`search`, `${CUSTOM}/search/`],
  [`events`, `/api-reference/ticketing/users/events-api/events-api/`],
  [`events_api`, `/api-reference/ticketing/users/events-api/events-api/`],
  [`object_events`, `${CUSTOM}/object_events/`],
  [`profiles`, `/api-reference/ticketing/users/profiles_api/profiles_api/`],
  [`profiles_api`, `/api-reference/ticketing/users/profiles_api/profiles_api/`],
  [`custom_objects_legacy`, `/documentation/custom-data/custom-objects/getting-started-with-custom-objects/`],
]

const EVENTS_CONNECTOR: AddressPairs = [
  [`introduction`, `/api-reference/amazon-eventbridge/introduction/`],
  [`tickets`, `/api-reference/amazon-eventbridge/tickets/`],
  [`users`, `/api-reference/amazon-eventbridge/users/`],
  [`organizations`, `/api-reference/amazon-eventbridge/organizations/`],
  [`chat`, `/api-reference/amazon-eventbridge/chat/`],
  [`events`, `/api-reference/amazon-eventbridge/introduction/`],
  [`event_types`, `/api-reference/amazon-eventbridge/introduction/`],
  [`webhooks`, `/api-reference/webhooks/webhooks-api/webhooks/`],
]

export default defineFamily({
  name: `rest-api-docs`,
  rules: [
    [`/rest_api/docs`, `/api-reference/ticketing/introduction/`],
    [`/rest_api/docs/core`, `/api-reference/ticketing/introduction/`],
    [`/rest_api/docs/support`, `/api-reference/ticketing/introduction/`],
    ...underPrefix(`/rest_api/docs/core`, TICKETING_RESOURCES),
    ...underPrefix(`/rest_api/docs/support`, TICKETING_RESOURCES),
    // A mistyped path that circulated in old answers: the product before the docs.
    ...underPrefix(`/rest_api/support/core`, TICKETING_RESOURCES),
    [`/rest_api/docs/core/ticketsResponse`, `/api-reference/ticketing/tickets/tickets/`],
    [`/rest_api/docs/help_center`, `${HC}/introduction/`],
    ...underPrefix(`/rest_api/docs/help_center`, HELP_CENTER),
    [`/rest_api/docs/chat`, `/api-reference/live-chat/introduction/`],
    [`/rest_api/docs/zopim`, `/api-reference/live-chat/introduction/`],
    ...underPrefix(`/rest_api/docs/chat`, LIVE_CHAT),
    ...underPrefix(`/rest_api/docs/zopim`, LIVE_CHAT),
    [`/rest_api/docs/voice-api`, `${TALK}/introduction/`],
    ...underPrefix(`/rest_api/docs/voice-api`, VOICE),
    [`/rest_api/docs/nps-api`, `/api-reference/ticketing/ticket-management/satisfaction_ratings/`],
    ...underPrefix(`/rest_api/docs/nps-api`, NPS),
    [`/rest_api/docs/web-portal`, `${HC}/introduction/`],
    ...underPrefix(`/rest_api/docs/web-portal`, WEB_PORTAL),
    [`/rest_api/docs/sunshine`, `/api-reference/custom-data/introduction/`],
    ...underPrefix(`/rest_api/docs/sunshine`, SUNSHINE),
    [`/rest_api/docs/events-connector`, `/api-reference/amazon-eventbridge/introduction/`],
    ...underPrefix(`/rest_api/docs/events-connector`, EVENTS_CONNECTOR),
    [`/rest_api/docs/status-api`, `/api-reference/status_api/status_api/`],
    [`/rest_api/docs/status-api/status_api`, `/api-reference/status_api/status_api/`],
    [`/rest_api/docs/answer-bot-api`, ANSWER_BOT],
    [`/rest_api/docs/answer-bot-api/introduction`, ANSWER_BOT],
  ],
  fallbacks: [
    [`/rest_api`, `/api-reference/`],
    [`/rest_api/docs`, `/api-reference/`],
    [`/rest_api/docs/core`, `/api-reference/ticketing/introduction/`],
    [`/rest_api/docs/support`, `/api-reference/ticketing/introduction/`],
    [`/rest_api/docs/help_center`, `${HC}/introduction/`],
    [`/rest_api/docs/chat`, `/api-reference/live-chat/introduction/`],
    [`/rest_api/docs/zopim`, `/api-reference/live-chat/introduction/`],
    [`/rest_api/docs/voice-api`, `${TALK}/introduction/`],
    [`/rest_api/docs/nps-api`, `/api-reference/ticketing/ticket-management/satisfaction_ratings/`],
    [`/rest_api/docs/web-portal`, `${HC}/introduction/`],
    [`/rest_api/docs/sunshine`, `/api-reference/custom-data/introduction/`],
    [`/rest_api/docs/events-connector`, `/api-reference/amazon-eventbridge/introduction/`],
    [`/rest_api/support`, `/api-reference/ticketing/introduction/`],
    [`/rest_api/docs/sell-api`, `/api-reference/sales-crm/introduction/`],
    [`/rest_api/docs/sell`, `/api-reference/sales-crm/introduction/`],
    [`/rest_api/docs/answer-bot-api`, ANSWER_BOT],
  ],
})
