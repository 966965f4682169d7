import { defineFamily, underPrefix, type AddressPairs } from "../types"

// Custom data under earlier names: the `/custom-data/...` guides outside /documentation, and the
// intermediate `/api-reference/custom-objects/...` reference tree.

const GUIDES = `/documentation/custom-data`
const LEGACY_API = `/api-reference/custom-data/custom-objects-api`
const API = `/api-reference/custom-data/custom-objects`

const GUIDE_PAGES: AddressPairs = [
  [`custom-objects`, `${GUIDES}/custom-objects/getting-started-with-custom-objects/`],
  [
    `custom-objects/getting-started-with-custom-objects`,
    `${GUIDES}/custom-objects/getting-started-with-custom-objects/`,
  ],
  [`custom-objects/custom-objects-api-quick-start`, `${GUIDES}/v2/getting-started-with-custom-objects/`],
  [`custom-objects/custom-objects-handbook`, `${GUIDES}/custom-objects/custom-objects-handbook/`],
  [`custom-objects-handbook`, `${GUIDES}/custom-objects/custom-objects-handbook/`],
  [`custom-objects-api-quick-start`, `${GUIDES}/v2/getting-started-with-custom-objects/`],
  [`getting-started-with-custom-objects`, `${GUIDES}/custom-objects/getting-started-with-custom-objects/`],
  [`events`, `${GUIDES}/events/about-the-events-api/`],
  [`events/about-the-events-api`, `${GUIDES}/events/about-the-events-api/`],
  [`events/getting-started-with-events`, `${GUIDES}/events/getting-started-with-events/`],
  [`about-the-events-api`, `${GUIDES}/events/about-the-events-api/`],
  [`getting-started-with-events`, `${GUIDES}/events/getting-started-with-events/`],
  [`profiles`, `${GUIDES}/profiles/getting-started-with-profiles/`],
  [`profiles/getting-started-with-profiles`, `${GUIDES}/profiles/getting-started-with-profiles/`],
  [`getting-started-with-profiles`, `${GUIDES}/profiles/getting-started-with-profiles/`],
  [`v1`, `${GUIDES}/custom-objects/getting-started-with-custom-objects/`],
  [`v1/legacy-custom-objects`, `${GUIDES}/custom-objects/getting-started-with-custom-objects/`],
  [`legacy-custom-objects`, `${GUIDES}/custom-objects/getting-started-with-custom-objects/`],
  [`v2`, `${GUIDES}/v2/searching-custom-object-records/`],
  [`v2/searching-custom-object-records`, `${GUIDES}/v2/searching-custom-object-records/`],
  [`searching-custom-object-records`, `${GUIDES}/v2/searching-custom-object-records/`],
]

/** Reference pages, reachable under the old tree with or without the API group. */
const REFERENCE: AddressPairs = [
  [`introduction`, `/api-reference/custom-data/introduction/`],
  [`resource_types`, `${LEGACY_API}/resource_types/`],
  [`resources`, `${LEGACY_API}/resources/`],
  [`relationship_types`, `${LEGACY_API}/relationship_types/`],
  [`relationships`, `${LEGACY_API}/relationships/`],
  [`jobs`, `${LEGACY_API}/jobs/`],
  [`limits`, `${LEGACY_API}/limits/`],
  [`permissions`, `${LEGACY_API}/permissions/`],
  [`custom_objects`, `${API}/custom_objects/`],
  [`custom_object_fields`, `${API}/custom_object_fields/`],
  [`custom_object_records`, `${API}/custom_object_records/`],
  [`custom_object_record_events`, `${API}/custom_object_record_events/`],
  [`events`, `/api-reference/ticketing/users/events-api/events-api/`],
  [`events-api`, `/api-reference/ticketing/users/events-api/events-api/`],
  [`profiles`, `${GUIDES}/profiles/getting-started-with-profiles/`],
]

/** The legacy API's own tree: its introduction is the legacy API's, not the custom data overview. */
const LEGACY_REFERENCE: AddressPairs = [
  [`introduction`, `${LEGACY_API}/introduction/`],
  ...REFERENCE.filter(([page]) => page !== `introduction`),
]

export default defineFamily({
  name: `custom-data`,
  rules: [
    [`/custom-data`, `${GUIDES}/`],
    ...underPrefix(`/custom-data`, GUIDE_PAGES),
    [`/documentation/custom-objects`, `${GUIDES}/`],
    ...underPrefix(`/documentation/custom-objects`, GUIDE_PAGES),
    [`/api-reference/custom-objects`, `/api-reference/custom-data/introduction/`],
    ...underPrefix(`/api-reference/custom-objects`, REFERENCE),
    ...underPrefix(`/api-reference/custom-objects/custom-objects-api`, LEGACY_REFERENCE),
    ...underPrefix(`/api-reference/custom-objects/custom_objects_api`, LEGACY_REFERENCE),
    ...underPrefix(`/api-reference/custom-objects/custom-objects`, REFERENCE),
    [
      `/api-reference/custom-objects/events-api/events-api`,
      `/api-reference/ticketing/users/events-api/events-api/`,
    ],
    [
      `/api-reference/custom-objects/events-api/events`,
      `/api-reference/ticketing/users/events-api/events-api/`,
    ],
    [
      `/api-reference/custom-objects/profiles-api/profiles`,
      `${GUIDES}/profiles/getting-started-with-profiles/`,
    ],
    [`/api-reference/custom-data/custom-objects/introduction`, `/api-reference/custom-data/introduction/`],
    // The Profiles API moved from custom data to the ticketing reference, under users.
    [
      `/api-reference/custom-data/profiles_api/profiles_api`,
      `/api-reference/ticketing/users/profiles_api/profiles_api/`,
    ],
    [`/api-reference/custom-data/profiles_api`, `/api-reference/ticketing/users/profiles_api/profiles_api/`],
    // The legacy API's overview under its earlier slug (still linked from the rate limits page).
    [`/api-reference/custom-data/custom-objects-api/custom-objects-api`, `${LEGACY_API}/introduction/`],
  ],
  fallbacks: [
    [`/custom-data`, `/documentation/custom-data/`],
    [`/api-reference/custom-objects`, `/api-reference/custom-data/introduction/`],
    [`/documentation/sunshine`, `/documentation/custom-data/`],
  ],
})
