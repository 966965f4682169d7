/**
 * Shared data, not a family: the old ticketing (Support, once "core") REST resource names and the
 * current page each one's content lives on now. Three old families named their pages after these
 * resources (`/rest_api/docs/<product>/<resource>`, `/docs/rest/<resource>`,
 * `/documentation/rest_api/<resource>.html`), so the table is written once and reused by each.
 */
const T = `/api-reference/ticketing`
const HC = `/api-reference/help_center/help-center-api`

/** The first forums API: forums became community topics, topics became posts. */
export const FORUMS: Record<string, string> = {
  forums: `${HC}/topics/`,
  topics: `${HC}/posts/`,
  topic_comments: `${HC}/post_comments/`,
  topic_votes: `${HC}/votes/`,
  topic_subscriptions: `${HC}/content_subscriptions/`,
  forum_subscriptions: `${HC}/content_subscriptions/`,
  categories: `${HC}/categories/`,
}

export const TICKETING_RESOURCES: Record<string, string> = {
  // Tickets
  tickets: `${T}/tickets/tickets/`,
  ticket_import: `${T}/tickets/ticket_import/`,
  requests: `${T}/tickets/ticket-requests/`,
  ticket_requests: `${T}/tickets/ticket-requests/`,
  attachments: `${T}/tickets/ticket-attachments/`,
  ticket_attachments: `${T}/tickets/ticket-attachments/`,
  uploads: `${T}/tickets/ticket-attachments/`,
  suspended_tickets: `${T}/tickets/suspended_tickets/`,
  ticket_audits: `${T}/tickets/ticket_audits/`,
  audits: `${T}/tickets/ticket_audits/`,
  ticket_comments: `${T}/tickets/ticket_comments/`,
  ticket_metrics: `${T}/tickets/ticket_metrics/`,
  ticket_metric_events: `${T}/tickets/ticket_metrics/`,
  ticket_skips: `${T}/tickets/ticket_skips/`,
  ticket_activities: `${T}/tickets/activity_stream/`,
  activity_stream: `${T}/tickets/activity_stream/`,
  ticket_fields: `${T}/tickets/ticket_fields/`,
  ticket_forms: `${T}/tickets/ticket_forms/`,
  ticket_form_statuses: `${T}/tickets/ticket_form_statuses/`,
  custom_ticket_statuses: `${T}/tickets/custom_ticket_statuses/`,
  custom_statuses: `${T}/tickets/custom_ticket_statuses/`,
  email_notifications: `${T}/tickets/email_notifications/`,
  // Ticket management
  tags: `${T}/ticket-management/tags/`,
  autocomplete: `${T}/ticket-management/tags/`,
  search: `${T}/ticket-management/search/`,
  incremental_export: `${T}/ticket-management/incremental_exports/`,
  incremental_exports: `${T}/ticket-management/incremental_exports/`,
  incremental_tickets: `${T}/ticket-management/incremental_exports/`,
  ticket_export: `${T}/ticket-management/incremental_exports/`,
  skill_based_routing: `${T}/ticket-management/skill_based_routing/`,
  incremental_skill_based_routing: `${T}/ticket-management/incremental_skill_based_routing/`,
  job_statuses: `${T}/ticket-management/job_statuses/`,
  resource_collections: `${T}/ticket-management/resource_collections/`,
  bookmarks: `${T}/ticket-management/bookmarks/`,
  dynamic_content: `${T}/ticket-management/dynamic_content/`,
  dynamic_content_item_variants: `${T}/ticket-management/dynamic_content_item_variants/`,
  satisfaction_ratings: `${T}/ticket-management/satisfaction_ratings/`,
  satisfaction_reasons: `${T}/ticket-management/satisfaction_reasons/`,
  schedules: `${T}/ticket-management/schedules/`,
  business_hours: `${T}/ticket-management/schedules/`,
  workspaces: `${T}/ticket-management/workspaces/`,
  side_conversation_event: `${T}/ticket-management/side_conversation_events/`,
  side_conversation_events: `${T}/ticket-management/side_conversation_events/`,
  side_conversation: `${T}/side_conversation/side_conversation/`,
  side_conversations: `${T}/side_conversation/side_conversation/`,
  // Users
  users: `${T}/users/users/`,
  end_user: `${T}/users/users/`,
  end_users: `${T}/users/users/`,
  user_passwords: `${T}/users/users/`,
  user_identities: `${T}/users/user_identities/`,
  user_fields: `${T}/users/user_fields/`,
  user_tags: `${T}/users/user-tags/`,
  // Organizations and groups
  organizations: `${T}/organizations/organizations/`,
  organization_fields: `${T}/organizations/organization_fields/`,
  organization_memberships: `${T}/organizations/organization_memberships/`,
  organization_subscriptions: `${T}/organizations/organization_subscriptions/`,
  groups: `${T}/groups/groups/`,
  group_memberships: `${T}/groups/group_memberships/`,
  group_membership: `${T}/groups/group_memberships/`,
  // Business rules
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
  // Account configuration
  account_settings: `${T}/account-configuration/account_settings/`,
  audit_logs: `${T}/account-configuration/audit_logs/`,
  brands: `${T}/account-configuration/brands/`,
  brand_agents: `${T}/account-configuration/brand_agents/`,
  channel_framework: `${T}/account-configuration/channel_framework/`,
  twitter_channel: `${T}/account-configuration/channel_framework/`,
  twitter_channels: `${T}/account-configuration/channel_framework/`,
  custom_roles: `${T}/account-configuration/custom_roles/`,
  custom_agent_roles: `${T}/account-configuration/custom_roles/`,
  locales: `${T}/account-configuration/locales/`,
  public_ips: `${T}/account-configuration/public_ips/`,
  push_notification_devices: `${T}/account-configuration/push_notification_devices/`,
  remote_authentications: `${T}/account-configuration/remote_authentications/`,
  security_settings: `${T}/account-configuration/security_settings/`,
  sessions: `${T}/account-configuration/sessions/`,
  sharing_agreements: `${T}/account-configuration/sharing_agreements/`,
  support_addresses: `${T}/account-configuration/support_addresses/`,
  recipient_addresses: `${T}/account-configuration/support_addresses/`,
  usage_limits: `${T}/account-configuration/usage_limits/`,
  // Apps and OAuth
  apps: `${T}/apps/apps/`,
  app_installations: `${T}/apps/apps/`,
  app_locations: `${T}/apps/app_locations/`,
  app_location_installations: `${T}/apps/app_location_installations/`,
  oauth_clients: `${T}/oauth/oauth_clients/`,
  oauth_tokens: `${T}/oauth/oauth_tokens/`,
  grant_type_tokens: `${T}/oauth/grant_type_tokens/`,
  lookup_relationships: `${T}/lookup_relationships/lookup_relationships/`,
  // Custom objects (the ticketing-era names of today's custom data pages)
  custom_objects: `/api-reference/custom-data/custom-objects/custom_objects/`,
  custom_object_records: `/api-reference/custom-data/custom-objects/custom_object_records/`,
  custom_object_fields: `/api-reference/custom-data/custom-objects/custom_object_fields/`,
  sunshine_workflows: `/documentation/integration-services/getting-started/understanding-zis/`,
  // Overview pages
  introduction: `${T}/introduction/`,
  side_loading: `/documentation/ticketing/using-the-{product}-api/side_loading/`,
  changes_roadmap: `/api-reference/changelog/changelog/`,
  api_changes: `/api-reference/introduction/api_changes/`,
  restrictions: `/api-reference/introduction/rate-limits/`,
  rate_limits: `/api-reference/introduction/rate-limits/`,
  // Talk, once documented with the Support API
  voice: `/api-reference/voice/talk-api/introduction/`,
  voice_integration: `/api-reference/voice/talk-partner-edition-api/reference/`,
  // NPS surveys were retired; satisfaction ratings are today's customer-feedback API
  nps_surveys: `${T}/ticket-management/satisfaction_ratings/`,
  nps_recipients: `${T}/ticket-management/satisfaction_ratings/`,
  nps_responses: `${T}/ticket-management/satisfaction_ratings/`,
  nps_invitations: `${T}/ticket-management/satisfaction_ratings/`,
  nps_incremental_responses: `${T}/ticket-management/incremental_exports/`,
  nps_incremental_recipients: `${T}/ticket-management/incremental_exports/`,
  // The old forums, now help center community pages
  ...FORUMS,
}

/** `{ "<prefix>/<resource><suffix>": target }` for every resource of a table. */
export function underPrefix(
  prefix: string,
  table: Record<string, string>,
  suffix = ``,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(table).map(([resource, target]) => [`${prefix}/${resource}${suffix}`, target]),
  )
}
