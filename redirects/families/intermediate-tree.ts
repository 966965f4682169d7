import { defineFamily } from "../types"
import { underPrefix } from "./ticketing-resources"

/**
 * Intermediate variants of the current tree (site-structure.md, "URL history"): event connectors
 * before webhooks and EventBridge had sections of their own, "developer tools" before API basics,
 * and ticketing reference pages before they settled into today's groups and slugs.
 */
const BASICS = `/documentation/api-basics`
const T = `/api-reference/ticketing`

/** API basics pages by their group/slug; developer-tools used the same groups and slugs. */
const API_BASICS_PAGES = [
  `authentication/creating-and-using-oauth-tokens-with-the-api`,
  `authentication/using-api-tokens-with-basic-authentication`,
  `authentication/using-oauth-to-authenticate-{product}-api-requests-in-a-web-app`,
  `best-practices/best-practices-for-avoiding-rate-limiting`,
  `best-practices/handling-errors-and-http-status-codes`,
  `getting-started/getting-a-trial-or-sponsored-account-for-development`,
  `getting-started/{product}-api-resources`,
  `pagination/comparing-cursor-pagination-and-offset-pagination`,
  `pagination/paginating-through-lists-using-cursor-pagination`,
  `pagination/paginating-through-lists-using-offset-pagination`,
  `working-with-data/making-bulk-changes-with-job-statuses`,
  `working-with-data/searching-with-the-{product}-api`,
  `working-with-data/using-the-incremental-export-api`,
]
const DEVELOPER_TOOLS: Record<string, string> = {
  "/documentation/developer-tools": `${BASICS}/`,
  "/documentation/developer-tools/authentication": `${BASICS}/authentication/`,
  "/documentation/developer-tools/pagination": `${BASICS}/pagination/comparing-cursor-pagination-and-offset-pagination/`,
  "/documentation/developer-tools/rate-limits": `${BASICS}/best-practices/best-practices-for-avoiding-rate-limiting/`,
  "/documentation/developer-tools/best-practices": `${BASICS}/best-practices/best-practices-for-avoiding-rate-limiting/`,
  "/documentation/developer-tools/getting-started": `${BASICS}/getting-started/{product}-api-resources/`,
  "/documentation/developer-tools/working-with-data": `${BASICS}/working-with-data/using-the-incremental-export-api/`,
  "/documentation/developer-tools/api-clients": `/documentation/ticketing/api-clients/introduction/`,
  "/documentation/developer-tools/api-clients/introduction": `/documentation/ticketing/api-clients/introduction/`,
  "/documentation/developer-tools/zcli": `/documentation/apps/app-developer-guide/zcli/`,
}
for (const page of API_BASICS_PAGES) {
  DEVELOPER_TOOLS[`/documentation/developer-tools/${page}`] = `${BASICS}/${page}/`
  DEVELOPER_TOOLS[`/documentation/developer-tools/${page.split(`/`)[1]}`] = `${BASICS}/${page}/`
}

const WEBHOOK_GUIDES = [`anatomy-of-a-webhook-request`, `creating-and-monitoring-webhooks`, `testing-webhooks`, `verifying`, `webhook-authentication`, `webhook-security-and-retries`]
const EVENT_CONNECTORS: Record<string, string> = {
  "/api-reference/event-connectors": `/api-reference/webhooks/introduction/`,
  "/api-reference/event-connectors/webhooks": `/api-reference/webhooks/introduction/`,
  "/api-reference/event-connectors/webhooks/introduction": `/api-reference/webhooks/introduction/`,
  "/api-reference/event-connectors/webhooks/webhooks": `/api-reference/webhooks/webhooks-api/webhooks/`,
  "/api-reference/event-connectors/webhooks/webhooks-api/webhooks": `/api-reference/webhooks/webhooks-api/webhooks/`,
  "/api-reference/event-connectors/amazon-eventbridge": `/api-reference/amazon-eventbridge/introduction/`,
  "/api-reference/event-connectors/amazon-eventbridge/introduction": `/api-reference/amazon-eventbridge/introduction/`,
  "/api-reference/event-connectors/eventbridge": `/api-reference/amazon-eventbridge/introduction/`,
  "/documentation/event-connectors": `/documentation/webhooks/`,
  "/documentation/event-connectors/webhooks": `/documentation/webhooks/`,
  "/documentation/event-connectors/amazon-eventbridge": `/documentation/amazon-eventbridge/`,
  "/documentation/event-connectors/eventbridge": `/documentation/amazon-eventbridge/`,
}
for (const page of WEBHOOK_GUIDES) EVENT_CONNECTORS[`/documentation/event-connectors/webhooks/${page}`] = `/documentation/webhooks/${page}/`
for (const page of [`examples/routing-events-to-lambda-and-sqs`, `getting-started/setting-up-the-eventbridge-connector`, `reference/event-types-and-schema`]) {
  for (const base of [`/documentation/event-connectors/amazon-eventbridge`, `/documentation/event-connectors/eventbridge`]) {
    EVENT_CONNECTORS[`${base}/${page}`] = `/documentation/amazon-eventbridge/${page}/`
    EVENT_CONNECTORS[`${base}/${page.split(`/`)[1]}`] = `/documentation/amazon-eventbridge/${page}/`
  }
}

/** Ticketing reference pages, by the resource slugs they had before today's groups and names. */
const TICKETING_MOVES: Record<string, string> = {
  tickets: `${T}/tickets/tickets/`,
  ticket_import: `${T}/tickets/ticket_import/`,
  "ticket-requests": `${T}/tickets/ticket-requests/`,
  ticket_requests: `${T}/tickets/ticket-requests/`,
  requests: `${T}/tickets/ticket-requests/`,
  "ticket-attachments": `${T}/tickets/ticket-attachments/`,
  ticket_attachments: `${T}/tickets/ticket-attachments/`,
  attachments: `${T}/tickets/ticket-attachments/`,
  suspended_tickets: `${T}/tickets/suspended_tickets/`,
  ticket_audits: `${T}/tickets/ticket_audits/`,
  ticket_comments: `${T}/tickets/ticket_comments/`,
  ticket_metrics: `${T}/tickets/ticket_metrics/`,
  ticket_metric_events: `${T}/tickets/ticket_metrics/`,
  ticket_skips: `${T}/tickets/ticket_skips/`,
  ticket_fields: `${T}/tickets/ticket_fields/`,
  ticket_forms: `${T}/tickets/ticket_forms/`,
  ticket_form_statuses: `${T}/tickets/ticket_form_statuses/`,
  custom_ticket_statuses: `${T}/tickets/custom_ticket_statuses/`,
  activity_stream: `${T}/tickets/activity_stream/`,
  ticket_activities: `${T}/tickets/activity_stream/`,
  email_notifications: `${T}/tickets/email_notifications/`,
  incremental_export: `${T}/ticket-management/incremental_exports/`,
  incremental_exports: `${T}/ticket-management/incremental_exports/`,
  satisfaction_ratings: `${T}/ticket-management/satisfaction_ratings/`,
  satisfaction_reasons: `${T}/ticket-management/satisfaction_reasons/`,
  tags: `${T}/ticket-management/tags/`,
  search: `${T}/ticket-management/search/`,
  job_statuses: `${T}/ticket-management/job_statuses/`,
  dynamic_content: `${T}/ticket-management/dynamic_content/`,
  dynamic_content_item_variants: `${T}/ticket-management/dynamic_content_item_variants/`,
  bookmarks: `${T}/ticket-management/bookmarks/`,
  resource_collections: `${T}/ticket-management/resource_collections/`,
  schedules: `${T}/ticket-management/schedules/`,
  skill_based_routing: `${T}/ticket-management/skill_based_routing/`,
  incremental_skill_based_routing: `${T}/ticket-management/incremental_skill_based_routing/`,
  workspaces: `${T}/ticket-management/workspaces/`,
  side_conversation_events: `${T}/ticket-management/side_conversation_events/`,
  side_conversations: `${T}/side_conversation/side_conversation/`,
  users: `${T}/users/users/`,
  user_fields: `${T}/users/user_fields/`,
  user_identities: `${T}/users/user_identities/`,
  "user-tags": `${T}/users/user-tags/`,
  user_tags: `${T}/users/user-tags/`,
  organizations: `${T}/organizations/organizations/`,
  organization_fields: `${T}/organizations/organization_fields/`,
  organization_memberships: `${T}/organizations/organization_memberships/`,
  organization_subscriptions: `${T}/organizations/organization_subscriptions/`,
  groups: `${T}/groups/groups/`,
  group_memberships: `${T}/groups/group_memberships/`,
  automations: `${T}/business-rules/automations/`,
  macros: `${T}/business-rules/macros/`,
  triggers: `${T}/business-rules/triggers/`,
  trigger_categories: `${T}/business-rules/trigger_categories/`,
  views: `${T}/business-rules/views/`,
  sla_policies: `${T}/business-rules/sla_policies/`,
  group_sla_policies: `${T}/business-rules/group_sla_policies/`,
  deletion_schedules: `${T}/business-rules/deletion_schedules/`,
  targets: `${T}/targets/targets/`,
  target_failures: `${T}/targets/target_failures/`,
  account_settings: `${T}/account-configuration/account_settings/`,
  audit_logs: `${T}/account-configuration/audit_logs/`,
  brands: `${T}/account-configuration/brands/`,
  brand_agents: `${T}/account-configuration/brand_agents/`,
  channel_framework: `${T}/account-configuration/channel_framework/`,
  custom_roles: `${T}/account-configuration/custom_roles/`,
  locales: `${T}/account-configuration/locales/`,
  public_ips: `${T}/account-configuration/public_ips/`,
  push_notification_devices: `${T}/account-configuration/push_notification_devices/`,
  remote_authentications: `${T}/account-configuration/remote_authentications/`,
  security_settings: `${T}/account-configuration/security_settings/`,
  sessions: `${T}/account-configuration/sessions/`,
  sharing_agreements: `${T}/account-configuration/sharing_agreements/`,
  support_addresses: `${T}/account-configuration/support_addresses/`,
  usage_limits: `${T}/account-configuration/usage_limits/`,
  apps: `${T}/apps/apps/`,
  app_locations: `${T}/apps/app_locations/`,
  app_location_installations: `${T}/apps/app_location_installations/`,
  oauth_clients: `${T}/oauth/oauth_clients/`,
  oauth_tokens: `${T}/oauth/oauth_tokens/`,
  grant_type_tokens: `${T}/oauth/grant_type_tokens/`,
}

/** Ticket pages once filed under ticket-management, and ticket-management pages once under tickets. */
const TICKET_PAGES = Object.fromEntries(Object.entries(TICKETING_MOVES).filter(([, page]) => page.startsWith(`${T}/tickets/`)))
const MANAGEMENT_PAGES = Object.fromEntries(Object.entries(TICKETING_MOVES).filter(([, page]) => page.startsWith(`${T}/ticket-management/`)))

export default defineFamily(`intermediate-tree`, `redirects/families/intermediate-tree.ts`, {
  ...EVENT_CONNECTORS,
  ...DEVELOPER_TOOLS,
  "/documentation/apps/app-developer-guide/api_docs": `/api-reference/apps/apps-core-api/client_api/`,
  "/documentation/apps/app-developer-guide/using-sdk": `/documentation/apps/app-developer-guide/making-api-requests-from-a-{product}-app/`,
  "/documentation/apps/getting-started/making-api-requests-from-a-{product}-app": `/documentation/apps/app-developer-guide/making-api-requests-from-a-{product}-app/`,
  "/documentation/apps/app-developer-guide/getting-started": `/documentation/apps/getting-started/setting-up-new-apps/`,
  "/documentation/{product}-web-widget-sdks/sdks/web/sdk_api_reference": `/api-reference/widget-messaging/web/core/`,
  "/documentation/{product}-web-widget-sdks/sdks/web/api_reference": `/api-reference/widget-messaging/web/core/`,
  ...underPrefix(T, TICKETING_MOVES),
  ...underPrefix(`${T}/ticket-management`, TICKET_PAGES),
  ...underPrefix(`${T}/tickets`, MANAGEMENT_PAGES),
  [`${T}/ticket-management/incremental_export`]: `${T}/ticket-management/incremental_exports/`,
  [`${T}/tickets/ticket_attachments`]: `${T}/tickets/ticket-attachments/`,
  [`${T}/tickets/ticket_requests`]: `${T}/tickets/ticket-requests/`,
  [`${T}/tickets/attachments`]: `${T}/tickets/ticket-attachments/`,
  [`${T}/tickets/requests`]: `${T}/tickets/ticket-requests/`,
  [`${T}/users/user_tags`]: `${T}/users/user-tags/`,
  [`${T}/side_conversation/side_conversations`]: `${T}/side_conversation/side_conversation/`,
})
