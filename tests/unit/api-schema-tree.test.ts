/** @jest-environment node */
import type { ApiDocument } from "../../src/api-reference/document"
import { fieldsOf } from "../../src/api-reference/schema-tree"

const document = {
  components: {
    schemas: {
      Source: { type: `object`, properties: { rel: { type: `string`, nullable: true } } },
      Named: { type: `object`, required: [`name`], properties: { name: { type: `string` } } },
    },
  },
} as unknown as ApiDocument

describe(`schema -> property tree`, () => {
  it(`nests objects and array items, follows $ref, merges allOf, offers oneOf, and keeps the facts`, () => {
    const fields = fieldsOf(
      {
        type: `object`,
        required: [`status`],
        properties: {
          status: { type: `string`, enum: [`open`, `solved`], default: `open` },
          via: {
            type: `object`,
            readOnly: true,
            properties: { source: { $ref: `#/components/schemas/Source` } },
          },
          fields: { type: `array`, items: { type: `object`, properties: { id: { type: `integer` } } } },
          owner: {
            allOf: [
              { $ref: `#/components/schemas/Named` },
              { type: `object`, properties: { id: { type: `integer` } } },
            ],
          },
          value: { oneOf: [{ type: `string` }, { type: `number` }] },
        },
      },
      document,
    )
    const [status, via, list, owner, value] = fields
    expect(status).toMatchObject({
      type: `string`,
      mandatory: true,
      enumValues: [`"open"`, `"solved"`],
      defaultValue: `"open"`,
    })
    expect(via.readOnly).toBe(true)
    expect(via.children?.[0].children?.[0]).toMatchObject({ name: `rel`, nullable: true })
    expect(list.type).toBe(`array of object`)
    expect(list.children?.map(field => field.name)).toEqual([`id`])
    expect(owner.children?.map(field => [field.name, field.mandatory])).toEqual([
      [`name`, true],
      [`id`, false],
    ])
    expect(value.type).toBe(`one of string | number`)
  })
})
