import React from "react"
import type { ApiField } from "../api-reference/types"

// A schema's properties as a tree the server renders: an object's (or array items') properties sit in a
// <details> under their parent, which the keyboard opens with Enter or Space on its summary, no script.

function Facts({ field }: { field: ApiField }) {
  return (
    <span className="property-facts">
      {field.mandatory ? <strong>required</strong> : null}
      {field.readOnly ? <span>read-only</span> : null}
      {field.nullable ? <span>nullable</span> : null}
      {field.defaultValue !== undefined ? (
        <span>
          default <code>{field.defaultValue}</code>
        </span>
      ) : null}
    </span>
  )
}

function Property({ field }: { field: ApiField }) {
  const head = (
    <>
      <code>{field.name}</code> <span className="property-type">{field.type}</span> <Facts field={field} />
    </>
  )
  const body = (
    <>
      <span dangerouslySetInnerHTML={{ __html: field.descriptionHtml }} />
      {field.enumValues ? (
        <span>
          {` One of: `}
          {field.enumValues.map((value, index) => (
            <React.Fragment key={value}>
              {index > 0 ? `, ` : null}
              <code>{value}</code>
            </React.Fragment>
          ))}
        </span>
      ) : null}
    </>
  )
  if (!field.children) {
    return (
      <li>
        {head} {body}
      </li>
    )
  }
  return (
    <li>
      <details>
        <summary>{head}</summary>
        {body}
        <PropertyTree fields={field.children} />
      </details>
    </li>
  )
}

export function PropertyTree({ fields }: { fields: ReadonlyArray<ApiField> }) {
  return (
    <ul className="property-tree">
      {fields.map(field => (
        <Property key={field.name} field={field} />
      ))}
    </ul>
  )
}
