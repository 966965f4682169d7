import { planRedirects } from "../../redirects/pipeline"
import { defineFamily } from "../../redirects/types"

// The smallest table that has each kind of entry (a rule, a `.html` rule, a family fallback) and the three
// pages they point at: the unit tests of the host writers and of the edge function share it.

export const tinyPages = new Set([
  `/documentation/`,
  `/api-reference/ticketing/tickets/tickets/`,
  `/api-reference/live-chat/introduction/`,
])

export const tinyPlan = planRedirects(
  [
    defineFamily({
      name: `t`,
      module: `t.ts`,
      rules: [
        [`/rest_api/docs/core/tickets`, `/api-reference/ticketing/tickets/tickets/`],
        [`/documentation/rest_api/tickets.html`, `/api-reference/ticketing/tickets/tickets/`],
      ],
      fallbacks: [[`/rest_api/docs/chat`, `/api-reference/live-chat/introduction/`]],
    }),
  ],
  tinyPages,
)
