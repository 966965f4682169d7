import { defineFamily, underPrefix, type AddressPairs } from "../types"
import { TICKETING_RESOURCES } from "./ticketing-resources"

// Intermediate variants of the current tree: event connectors
// before webhooks and EventBridge had sections of their own, "developer tools" before API basics,
// and ticketing reference pages before they settled into today's groups and slugs.

const BASICS = `/documentation/api-basics`
const T = `/api-reference/ticketing`

/** API basics pages by their group/slug; developer-tools used the same groups and slugs. */
const API_BASICS_PAGES = [
  `authentication/creating-and-using-oauth-tokens-with-the-api`,
  `authentication/using-oauth-to-authenticate-{product}-api-requests-in-a-web-app`,
  `best-practices/best-practices-for-avoiding-rate-limiting`,
  `getting-started/getting-a-trial-or-sponsored-account-for-development`,
  `getting-started/{product}-api-resources`,
  `pagination/comparing-cursor-pagination-and-offset-pagination`,
  `pagination/paginating-through-lists`,
  `pagination/paginating-through-lists-using-cursor-pagination`,
  `pagination/paginating-through-lists-using-offset-pagination`,
  `working-with-data/searching-with-the-{product}-api`,
  `working-with-data/using-the-incremental-export-api`,
]
const DEVELOPER_TOOLS: AddressPairs = [
  // Pages of the developer-tools era whose subject now lives in a broader page.
  [
    `/documentation/developer-tools/getting-started/installing-and-using-curl`,
    `/documentation/api-basics/getting-started/installing-and-using-curl/`,
  ],
  [
    `/documentation/developer-tools/getting-started/rest-api-glossary`,
    `${BASICS}/getting-started/rest-api-glossary/`,
  ],
  // Guides this site first had under developer-tools slugs; their subjects now live in broader pages.
  ...(
    [
      [`authentication/using-api-tokens-with-basic-authentication`, `${BASICS}/authentication/`],
      [`best-practices/handling-errors-and-http-status-codes`, `/api-reference/introduction/requests/`],
      [`working-with-data/making-bulk-changes-with-job-statuses`, `${T}/ticket-management/job_statuses/`],
    ] as const
  ).flatMap(([page, target]) => [
    [`/documentation/developer-tools/${page}`, target] as const,
    [`/documentation/developer-tools/${page.split(`/`)[1]}`, target] as const,
  ]),
  [
    `/documentation/developer-tools/working-with-data/understanding-the-limitations-of-offset-pagination`,
    `${BASICS}/pagination/understanding-the-limitations-of-offset-pagination/`,
  ],
  [
    `/documentation/developer-tools/working-with-the-{product}-apis/exploring-{product}-apis-with-postman`,
    `${BASICS}/getting-started/exploring-{product}-apis-with-postman/`,
  ],
  ...API_BASICS_PAGES.flatMap(page => [
    [`/documentation/developer-tools/${page}`, `${BASICS}/${page}/`] as const,
    [`/documentation/developer-tools/${page.split(`/`)[1]}`, `${BASICS}/${page}/`] as const,
  ]),
  [`/documentation/developer-tools`, `${BASICS}/`],
  [`/documentation/developer-tools/authentication`, `${BASICS}/authentication/`],
  [
    `/documentation/developer-tools/pagination`,
    `${BASICS}/pagination/comparing-cursor-pagination-and-offset-pagination/`,
  ],
  [
    `/documentation/developer-tools/rate-limits`,
    `${BASICS}/best-practices/best-practices-for-avoiding-rate-limiting/`,
  ],
  [
    `/documentation/developer-tools/best-practices`,
    `${BASICS}/best-practices/best-practices-for-avoiding-rate-limiting/`,
  ],
  [`/documentation/developer-tools/getting-started`, `${BASICS}/getting-started/{product}-api-resources/`],
  [
    `/documentation/developer-tools/working-with-data`,
    `${BASICS}/working-with-data/using-the-incremental-export-api/`,
  ],
  [`/documentation/developer-tools/api-clients`, `/documentation/ticketing/api-clients/introduction/`],
  [
    `/documentation/developer-tools/api-clients/introduction`,
    `/documentation/ticketing/api-clients/introduction/`,
  ],
  [`/documentation/developer-tools/zcli`, `/documentation/apps/app-developer-guide/zcli/`],
]

/** Webhook guides by their slug under the event connectors, and the page that has their content now. */
const WEBHOOK_GUIDES: AddressPairs = [
  [`anatomy-of-a-webhook-request`, `/documentation/webhooks/anatomy-of-a-webhook-request/`],
  [`creating-and-monitoring-webhooks`, `/documentation/webhooks/creating-and-monitoring-webhooks/`],
  [`testing-webhooks`, `/documentation/webhooks/creating-and-monitoring-webhooks/`],
  [`verifying`, `/documentation/webhooks/verifying/`],
  [`webhook-security-and-authentication`, `/documentation/webhooks/webhook-security-and-authentication/`],
  [`webhook-security-and-retries`, `/documentation/webhooks/creating-and-monitoring-webhooks/`],
]
/** EventBridge guides under the event connectors: each is now a guide of the EventBridge section. */
const EVENTBRIDGE = `/documentation/amazon-eventbridge/`
const EVENTBRIDGE_GUIDES = [
  `examples/routing-events-to-lambda-and-sqs`,
  `getting-started/setting-up-the-eventbridge-connector`,
  `reference/event-types-and-schema`,
]
const EVENTBRIDGE_OLD_SECTIONS = [
  `/documentation/event-connectors/amazon-eventbridge`,
  `/documentation/event-connectors/eventbridge`,
]
const EVENT_CONNECTORS: AddressPairs = [
  [
    `/documentation/sunshine/custom-objects/custom-objects-api`,
    `/documentation/custom-data/v2/getting-started-with-custom-objects/`,
  ],
  [
    `/documentation/apps/getting-started/about-the-{product}-app-scaffold`,
    `/documentation/apps/getting-started/setting-up-new-apps/`,
  ],
  [
    `/documentation/apps/getting-started/using-the-apps-framework`,
    `/documentation/apps/app-developer-guide/using-the-apps-framework/`,
  ],
  ...WEBHOOK_GUIDES.map(
    ([page, target]) => [`/documentation/event-connectors/webhooks/${page}`, target] as const,
  ),
  ...EVENTBRIDGE_GUIDES.flatMap(page =>
    EVENTBRIDGE_OLD_SECTIONS.flatMap(base => [
      [`${base}/${page}`, `${EVENTBRIDGE}${page}/`] as const,
      [`${base}/${page.split(`/`)[1]}`, `${EVENTBRIDGE}${page}/`] as const,
    ]),
  ),
  [`/api-reference/event-connectors`, `/api-reference/webhooks/introduction/`],
  [`/api-reference/event-connectors/webhooks`, `/api-reference/webhooks/introduction/`],
  [`/api-reference/event-connectors/webhooks/introduction`, `/api-reference/webhooks/introduction/`],
  [`/api-reference/event-connectors/webhooks/webhooks`, `/api-reference/webhooks/webhooks-api/webhooks/`],
  [
    `/api-reference/event-connectors/webhooks/webhooks-api/webhooks`,
    `/api-reference/webhooks/webhooks-api/webhooks/`,
  ],
  [`/api-reference/event-connectors/amazon-eventbridge`, `/api-reference/amazon-eventbridge/introduction/`],
  [
    `/api-reference/event-connectors/amazon-eventbridge/introduction`,
    `/api-reference/amazon-eventbridge/introduction/`,
  ],
  [`/api-reference/event-connectors/eventbridge`, `/api-reference/amazon-eventbridge/introduction/`],
  // Webhook event types, documented under the event connectors before webhooks had their own section.
  ...[
    `webhook-event-types`,
    `user-events`,
    `organization-events`,
    `article-events`,
    `community-events`,
    `agent-availability-events`,
    `omnichannel-routing-configuration-events`,
  ].map(
    page =>
      [
        `/api-reference/event-connectors/webhooks/${page}`,
        `/api-reference/webhooks/event-types/${page}/`,
      ] as const,
  ),
  // The per-object event pages, under the name of the connector before EventBridge had its own section.
  [
    `/api-reference/event-connectors/events-for-amazon-eventbridge`,
    `/api-reference/amazon-eventbridge/introduction/`,
  ],
  [
    `/api-reference/event-connectors/events-for-amazon-eventbridge/introduction`,
    `/api-reference/amazon-eventbridge/introduction/`,
  ],
  [
    `/api-reference/event-connectors/events-for-amazon-eventbridge/tickets`,
    `/api-reference/amazon-eventbridge/tickets/`,
  ],
  [
    `/api-reference/event-connectors/events-for-amazon-eventbridge/users`,
    `/api-reference/amazon-eventbridge/users/`,
  ],
  [
    `/api-reference/event-connectors/amazon-eventbridge/tickets`,
    `/api-reference/amazon-eventbridge/tickets/`,
  ],
  [`/api-reference/event-connectors/amazon-eventbridge/users`, `/api-reference/amazon-eventbridge/users/`],
  [
    `/api-reference/event-connectors/events-for-amazon-eventbridge/organizations`,
    `/api-reference/amazon-eventbridge/organizations/`,
  ],
  [
    `/api-reference/event-connectors/amazon-eventbridge/organizations`,
    `/api-reference/amazon-eventbridge/organizations/`,
  ],
  [
    `/api-reference/event-connectors/events-for-amazon-eventbridge/chat`,
    `/api-reference/amazon-eventbridge/chat/`,
  ],
  [`/documentation/event-connectors`, `/documentation/webhooks/`],
  [`/documentation/event-connectors/webhooks`, `/documentation/webhooks/`],
  [`/documentation/event-connectors/amazon-eventbridge`, EVENTBRIDGE],
  [`/documentation/event-connectors/eventbridge`, EVENTBRIDGE],
]
/** Ticketing reference pages, by the resource slugs they had before today's groups and names. */
const MOVED_RESOURCES = [
  `tickets`,
  `ticket_import`,
  `ticket_requests`,
  `requests`,
  `ticket_attachments`,
  `attachments`,
  `suspended_tickets`,
  `ticket_audits`,
  `ticket_comments`,
  `ticket_metrics`,
  `ticket_metric_events`,
  `ticket_skips`,
  `ticket_fields`,
  `ticket_forms`,
  `ticket_form_statuses`,
  `custom_ticket_statuses`,
  `activity_stream`,
  `ticket_activities`,
  `email_notifications`,
  `incremental_export`,
  `incremental_exports`,
  `satisfaction_ratings`,
  `satisfaction_reasons`,
  `tags`,
  `search`,
  `job_statuses`,
  `dynamic_content`,
  `dynamic_content_item_variants`,
  `public_ips`,
  `push_notification_devices`,
  `remote_authentications`,
  `security_settings`,
  `sessions`,
  `sharing_agreements`,
  `support_addresses`,
  `usage_limits`,
  `apps`,
  `app_locations`,
  `app_location_installations`,
  `oauth_clients`,
  `oauth_tokens`,
  `grant_type_tokens`,
  `bookmarks`,
  `resource_collections`,
  `schedules`,
  `skill_based_routing`,
  `incremental_skill_based_routing`,
  `workspaces`,
  `side_conversation_events`,
  `side_conversations`,
  `users`,
  `user_fields`,
  `user_identities`,
  `user_tags`,
  `organizations`,
  `organization_fields`,
  `organization_memberships`,
  `organization_subscriptions`,
  `groups`,
  `group_memberships`,
  `automations`,
  `macros`,
  `triggers`,
  `trigger_categories`,
  `views`,
  `sla_policies`,
  `group_sla_policies`,
  `deletion_schedules`,
  `targets`,
  `target_failures`,
  `account_settings`,
  `audit_logs`,
  `brands`,
  `brand_agents`,
  `channel_framework`,
  `custom_roles`,
  `locales`,
]
const TICKETING_MOVES: AddressPairs = [
  ...TICKETING_RESOURCES.filter(([resource]) => MOVED_RESOURCES.includes(resource)),
  // Today's hyphenated slugs, also reachable at the old flat level.
  [`ticket-requests`, `${T}/tickets/ticket-requests/`],
  [`ticket-attachments`, `${T}/tickets/ticket-attachments/`],
  [`user-tags`, `${T}/users/user-tags/`],
]

/** Ticket pages once filed under ticket-management, and ticket-management pages once under tickets. */
const TICKET_PAGES = TICKETING_MOVES.filter(([, page]) => page.startsWith(`${T}/tickets/`))
const MANAGEMENT_PAGES = TICKETING_MOVES.filter(([, page]) => page.startsWith(`${T}/ticket-management/`))

export default defineFamily({
  name: `intermediate-tree`,
  rules: [
    ...EVENT_CONNECTORS,
    ...DEVELOPER_TOOLS,
    [`/documentation/apps/app-developer-guide/api_docs`, `/api-reference/apps/apps-core-api/client_api/`],
    [
      `/documentation/apps/app-developer-guide/using-sdk`,
      `/documentation/apps/app-developer-guide/making-api-requests-from-a-{product}-app/`,
    ],
    [
      `/documentation/apps/getting-started/making-api-requests-from-a-{product}-app`,
      `/documentation/apps/app-developer-guide/making-api-requests-from-a-{product}-app/`,
    ],
    [
      `/documentation/apps/app-developer-guide/getting-started`,
      `/documentation/apps/app-developer-guide/getting_started/`,
    ],
    [
      `/documentation/{product}-web-widget-sdks/sdks/web/sdk_api_reference`,
      `/api-reference/widget-messaging/web/core/`,
    ],
    [
      `/documentation/{product}-web-widget-sdks/sdks/web/api_reference`,
      `/api-reference/widget-messaging/web/core/`,
    ],
    ...underPrefix(T, TICKETING_MOVES),
    ...underPrefix(`${T}/ticket-management`, TICKET_PAGES),
    ...underPrefix(`${T}/tickets`, MANAGEMENT_PAGES),
    [`${T}/ticket-management/incremental_export`, `${T}/ticket-management/incremental_exports/`],
    [`${T}/tickets/ticket_attachments`, `${T}/tickets/ticket-attachments/`],
    [`${T}/tickets/ticket_requests`, `${T}/tickets/ticket-requests/`],
    [`${T}/tickets/attachments`, `${T}/tickets/ticket-attachments/`],
    [`${T}/tickets/requests`, `${T}/tickets/ticket-requests/`],
    [`${T}/users/user_tags`, `${T}/users/user-tags/`],
    [`${T}/side_conversation/side_conversations`, `${T}/side_conversation/side_conversation/`],
    // Side conversation events were filed under ticket management before they joined their own group.
    [`${T}/ticket-management/side_conversation_events`, `${T}/side_conversation/side_conversation_event/`],
    [`${T}/tickets/side_conversation_events`, `${T}/side_conversation/side_conversation_event/`],
    [`${T}/account-configuration/twitter_channel`, `${T}/account-configuration/x_channel/`],
  ],
  fallbacks: [
    [`/documentation/developer-tools`, `${BASICS}/`],
    [`/documentation/event-connectors`, `/documentation/webhooks/`],
    [`/documentation/event-connectors/amazon-eventbridge`, EVENTBRIDGE],
    [`/documentation/event-connectors/eventbridge`, EVENTBRIDGE],
    [`/api-reference/event-connectors`, `/api-reference/webhooks/introduction/`],
    [`/api-reference/event-connectors/amazon-eventbridge`, `/api-reference/amazon-eventbridge/introduction/`],
    [
      `/api-reference/event-connectors/events-for-amazon-eventbridge`,
      `/api-reference/amazon-eventbridge/introduction/`,
    ],
  ],
})
