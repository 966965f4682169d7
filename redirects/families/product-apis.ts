import { defineFamily } from "../types"

/** The old API landing pages, `/{product}-apis/<api>`: each API's introduction page now. */
const TICKETING = `/api-reference/ticketing/introduction/`
const HELP_CENTER = `/api-reference/help_center/help-center-api/introduction/`
const CHAT = `/api-reference/live-chat/introduction/`
const TALK = `/api-reference/voice/talk-api/introduction/`
const SELL = `/api-reference/sales-crm/introduction/`
const CUSTOM_DATA = `/api-reference/custom-data/introduction/`

export default defineFamily({
  name: `product-apis`,
  rules: [
    [`/{product}-apis`, `/api-reference/`],
    [`/{product}-apis/ticketing`, TICKETING],
    [`/{product}-apis/support`, TICKETING],
    [`/{product}-apis/support-api`, TICKETING],
    [`/{product}-apis/core`, TICKETING],
    [`/{product}-apis/help-center`, HELP_CENTER],
    [`/{product}-apis/help_center`, HELP_CENTER],
    [`/{product}-apis/guide`, HELP_CENTER],
    [`/{product}-apis/chat`, CHAT],
    [`/{product}-apis/live-chat`, CHAT],
    [`/{product}-apis/talk`, TALK],
    [`/{product}-apis/voice`, TALK],
    [`/{product}-apis/talk-partner-edition`, `/api-reference/voice/talk-partner-edition-api/introduction/`],
    [`/{product}-apis/sell`, SELL],
    [`/{product}-apis/sales-crm`, SELL],
    [`/{product}-apis/custom-objects`, CUSTOM_DATA],
    [`/{product}-apis/custom-data`, CUSTOM_DATA],
    [`/{product}-apis/sunshine`, CUSTOM_DATA],
    [`/{product}-apis/events`, `/api-reference/ticketing/users/events-api/events-api/`],
    [`/{product}-apis/profiles`, `/api-reference/ticketing/users/profiles_api/profiles_api/`],
    [`/{product}-apis/conversations`, `/api-reference/conversations/`],
    [`/{product}-apis/messaging`, `/api-reference/conversations/`],
    [`/{product}-apis/sunshine-conversations`, `/api-reference/conversations/`],
    [`/{product}-apis/apps`, `/api-reference/apps/introduction/`],
    [`/{product}-apis/apps-framework`, `/api-reference/apps/introduction/`],
    [`/{product}-apis/widget`, `/api-reference/widget/introduction/`],
    [`/{product}-apis/web-widget`, `/api-reference/widget/introduction/`],
    [`/{product}-apis/webhooks`, `/api-reference/webhooks/introduction/`],
    [`/{product}-apis/channel-framework`, `/api-reference/channel_framework/introduction/`],
    [`/{product}-apis/integration-services`, `/documentation/integration-services/`],
    [`/{product}-apis/agent-availability`, `/api-reference/agent-availability/introduction/`],
    [`/{product}-apis/eventbridge`, `/api-reference/amazon-eventbridge/introduction/`],
  ],
  fallbacks: [[`/{product}-apis`, `/api-reference/`]],
})
