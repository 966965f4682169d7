import { defineFamily } from "../types"

// Older spellings of today's addresses, seen in links in public code: API reference paths without their
// API's segment (client libraries generated them, e.g. `/api-reference/live-chat/agents` for
// `/api-reference/live-chat/chat-api/agents/`), resources renamed or merged since, and guides that moved
// within their section. Each target is the page with the same content, or its API's introduction when
// the resource has no page of its own.

export default defineFamily({
  name: `renamed-in-place`,
  rules: [
    [
      `/api-reference/help_center/help-center-api/external_content_records`,
      `/api-reference/help_center/federated-search/external_content_records/`,
    ],
    [
      `/api-reference/help_center/help-center-api/external_content_sources`,
      `/api-reference/help_center/federated-search/external_content_sources/`,
    ],
    [
      `/api-reference/help_center/help-center-api/external_content_types`,
      `/api-reference/help_center/federated-search/external_content_types/`,
    ],
    // Spellings of two Help Center API pages seen in links in public code.
    [
      `/api-reference/help_center/help-center-api/help_center_sessions/`,
      `/api-reference/help_center/help-center-api/sessions/`,
    ],
    [
      `/api-reference/help_center/help-center-api/help_center_search/`,
      `/api-reference/help_center/help-center-api/search/`,
    ],
    // This site's first guide on user segments; the real site covers them on the User Segments page.
    [
      `/documentation/help_center/help-center-api/user-segments-and-permissions/`,
      `/api-reference/help_center/help-center-api/user_segments/`,
    ],
    // This site's first guide on bulk jobs; the real site covers them on the Job Statuses page.
    [
      `/documentation/api-basics/working-with-data/making-bulk-changes-with-job-statuses/`,
      `/api-reference/ticketing/ticket-management/job_statuses/`,
    ],
    // This site's first slug for the Themes page (the real page is theming).
    [
      `/api-reference/help_center/help-center-api/themes/`,
      `/api-reference/help_center/help-center-api/theming/`,
    ],
    // This site's first page for the whole ZIS registry, before the registry's resources had pages of their own.
    [
      `/api-reference/integration-services/zis-registry/registry/`,
      `/api-reference/integration-services/registry/introduction/`,
    ],
    [`/api-reference/live-chat/accounts`, `/api-reference/live-chat/chat-api/accounts/`],
    [`/api-reference/live-chat/agents`, `/api-reference/live-chat/chat-api/agents/`],
    [`/api-reference/live-chat/bans`, `/api-reference/live-chat/chat-api/bans/`],
    [`/api-reference/live-chat/chats`, `/api-reference/live-chat/chat-api/chats/`],
    [
      `/api-reference/live-chat/conversations-api`,
      `/api-reference/live-chat/chat-conversations-api/conversations-api/`,
    ],
    [`/api-reference/live-chat/departments`, `/api-reference/live-chat/chat-api/departments/`],
    [`/api-reference/live-chat/goals`, `/api-reference/live-chat/chat-api/goals/`],
    [
      `/api-reference/live-chat/incremental_agent_events_api`,
      `/api-reference/live-chat/chat-api/incremental_agent_events_api/`,
    ],
    // This site's first slug for the agent events export.
    [
      `/api-reference/live-chat/chat-api/agent_events/`,
      `/api-reference/live-chat/chat-api/incremental_agent_events_api/`,
    ],
    [`/api-reference/live-chat/incremental_export`, `/api-reference/live-chat/chat-api/incremental_export/`],
    [`/api-reference/live-chat/oauth_clients`, `/api-reference/live-chat/chat-api/oauth_clients/`],
    [`/api-reference/live-chat/oauth_tokens`, `/api-reference/live-chat/chat-api/oauth_tokens/`],
    [`/api-reference/live-chat/rest`, `/api-reference/live-chat/real-time-chat-api/rest/`],
    [`/api-reference/live-chat/roles`, `/api-reference/live-chat/chat-api/roles/`],
    [`/api-reference/live-chat/routing_settings`, `/api-reference/live-chat/chat-api/routing_settings/`],
    [`/api-reference/live-chat/shortcuts`, `/api-reference/live-chat/chat-api/shortcuts/`],
    [`/api-reference/live-chat/skills`, `/api-reference/live-chat/chat-api/skills/`],
    [`/api-reference/live-chat/triggers`, `/api-reference/live-chat/chat-api/triggers/`],
    [`/api-reference/live-chat/visitors`, `/api-reference/live-chat/chat-api/visitors/`],
    [`/api-reference/ticketing/end_user`, `/api-reference/ticketing/users/users/`],
    // This site's first page for the retired End Users API; end users' own profile is in the Users API now.
    [`/api-reference/ticketing/users/end_users/`, `/api-reference/ticketing/users/users/`],
    [`/api-reference/ticketing/global_clients`, `/api-reference/ticketing/oauth/global_clients/`],
    [`/api-reference/ticketing/links`, `/api-reference/ticketing/jira/links/`],
    [
      `/api-reference/ticketing/lookup_relationships`,
      `/api-reference/ticketing/lookup_relationships/lookup_relationships/`,
    ],
    [
      `/api-reference/ticketing/nps_incremental_exports_-_recipients`,
      `/api-reference/ticketing/ticket-management/satisfaction_ratings/`,
    ],
    [
      `/api-reference/ticketing/nps_incremental_exports_-_responses`,
      `/api-reference/ticketing/ticket-management/satisfaction_ratings/`,
    ],
    [
      `/api-reference/ticketing/nps_invitations`,
      `/api-reference/ticketing/ticket-management/satisfaction_ratings/`,
    ],
    [
      `/api-reference/ticketing/nps_recipients`,
      `/api-reference/ticketing/ticket-management/satisfaction_ratings/`,
    ],
    [
      `/api-reference/ticketing/nps_responses`,
      `/api-reference/ticketing/ticket-management/csat_survey_responses/`,
    ],
    [`/api-reference/ticketing/nps_surveys`, `/api-reference/ticketing/ticket-management/csat_surveys/`],
    [`/api-reference/ticketing/predictions`, `/api-reference/ticketing/predictions/predictions/`],
    [
      `/api-reference/ticketing/side_conversation`,
      `/api-reference/ticketing/side_conversation/side_conversation/`,
    ],
    [
      `/api-reference/ticketing/side_conversation_attachment`,
      `/api-reference/ticketing/side_conversation/side_conversation_attachment/`,
    ],
    [
      `/api-reference/ticketing/side_conversation_event`,
      `/api-reference/ticketing/side_conversation/side_conversation_event/`,
    ],
    [`/api-reference/ticketing/twitter_channel`, `/api-reference/ticketing/account-configuration/x_channel/`],
    [`/api-reference/ticketing/user_passwords`, `/api-reference/ticketing/users/user_passwords/`],
    [`/api-reference/voice/talk-api/reference`, `/api-reference/voice/talk-partner-edition-api/reference/`],
    [`/documentation/apps/reference/supported_libraries.html`, `/documentation/apps/`],
    [
      `/documentation/apps/uploading.html`,
      `/documentation/apps/getting-started/uploading-and-installing-a-private-app/`,
    ],
    [
      `/documentation/apps/{product}-app-tools-zat/installing-and-using-the-{product}-apps-tools/`,
      `/documentation/apps/{product}-app-tools-zat/installing-and-using-zat/`,
    ],
    [
      `/documentation/ticketing/getting-started/hands-on-with-the-{product}-api/`,
      `/documentation/ticketing/getting-started/{product}-api-quick-start/`,
    ],
    [
      `/documentation/ticketing/whats-new-in-the-{product}-support-api/`,
      `/api-reference/changelog/changelog/`,
    ],
    // Old addresses whose family fallback is only their section, though the page exists.
    [
      `/apps/docs/publish/submit_your_app`,
      `/documentation/marketplace/publishing-to-the-marketplace/submit-your-app/`,
    ],
    [`/documentation/rest_api/autocompletion.html`, `/api-reference/ticketing/ticket-management/tags/`],
    [`/rest_api/docs/core/slas/policies`, `/api-reference/ticketing/business-rules/sla_policies/`],
    [`/rest_api/docs/support/slaPolicies`, `/api-reference/ticketing/business-rules/sla_policies/`],
    [`/rest_api/docs/support/slas/policies`, `/api-reference/ticketing/business-rules/sla_policies/`],
    [`/rest_api/docs/voice-api/integration`, `/api-reference/voice/talk-partner-edition-api/reference/`],
    [
      `/rest_api/docs/voice-api/voice_integration`,
      `/api-reference/voice/talk-partner-edition-api/reference/`,
    ],
    [
      `/rest_api/docs/{product}-apis/resources`,
      `/documentation/api-basics/getting-started/{product}-api-resources/`,
    ],
    // This site's first guides in live chat and Sell whose subject the real site documents in the API
    // reference only: each goes to the reference page that covers it.
    [
      `/documentation/live-chat/chat-api/exporting-chat-history`,
      `/api-reference/live-chat/chat-api/incremental_export/`,
    ],
    [
      `/documentation/live-chat/real-time-chat-api/streaming-real-time-chat-data`,
      `/api-reference/live-chat/real-time-chat-api/streaming/`,
    ],
    [
      `/documentation/sales-crm/authentication-and-access-tokens`,
      `/api-reference/sales-crm/authentication/introduction/`,
    ],
    [`/documentation/sales-crm/firehose`, `/api-reference/sales-crm/firehose/overview/`],
    [`/documentation/sales-crm/pagination-and-filtering`, `/api-reference/sales-crm/requests/`],
  ],
})
