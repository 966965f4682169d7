import { product } from "../../../src/config/site"

/** One page of every template, used by the template, head and accessibility tests. */
export const TEMPLATE_SAMPLES = {
  landing: `/documentation/`,
  "section index": `/documentation/webhooks/`,
  guide: `/documentation/webhooks/anatomy-of-a-webhook-request/`,
  "use case": `/use-cases/route-urgent-tickets-with-webhooks-and-triggers/`,
  "API reference": `/api-reference/ticketing/tickets/tickets/`,
  "search test": `/search-test/`,
} as const

/** The section indexes of the site map: each one a page of its own. */
export const SECTION_INDEXES = [
  `/api-reference/changelog/changelog/`,
  ...[
    `ai-agents`,
    `amazon-eventbridge`,
    `api-basics`,
    `apps`,
    `channel_framework`,
    `classic-web-widget-sdks`,
    `conversations`,
    `custom-data`,
    `help_center`,
    `integration-services`,
    `live-chat`,
    `marketplace`,
    `sales-crm`,
    `ticketing`,
    `voice`,
    `webhooks`,
    `${product.slug}-web-widget-sdks`,
  ].map(section => `/documentation/${section}/`),
]
