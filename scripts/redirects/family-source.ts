/*
 * Edits to a family module's source (redirects/families/*.ts), made through TypeScript's own parser so
 * only the rows in question change: rows added at the end of its `rules`, and targets that name a
 * moved page pointed at its new path. The result is formatted by the caller (Prettier) and checked by
 * evaluating it (families-preview.ts) before anything is written.
 */
import ts from "typescript"
import { expandProductTokens, withTrailingSlash } from "../../src/lib/paths"

interface Edit {
  start: number
  end: number
  text: string
}

function applyEdits(source: string, edits: Array<Edit>): string {
  return [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), source)
}

function parse(source: string, module: string): ts.SourceFile {
  return ts.createSourceFile(module, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
}

/** The `rules: [...]` list of the module's defineFamily call. */
function rulesList(file: ts.SourceFile): ts.ArrayLiteralExpression | undefined {
  let found: ts.ArrayLiteralExpression | undefined
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === `defineFamily` &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      const rules = node.arguments[0].properties.find(
        property => ts.isPropertyAssignment(property) && property.name.getText() === `rules`,
      )
      if (rules && ts.isPropertyAssignment(rules) && ts.isArrayLiteralExpression(rules.initializer))
        found = rules.initializer
    }
    if (!found) ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** The module with `rows` (each ``[`/old`, `/page/`],``) after its last rule, under a comment line. */
export function withRulesAppended(
  source: string,
  module: string,
  rows: Array<string>,
  comment: string,
): string {
  const list = rulesList(parse(source, module))
  if (!list)
    throw new Error(`${module}: no \`rules: [ … ]\` list in its defineFamily call; add the rows by hand`)
  const last = list.elements[list.elements.length - 1]
  const at = !last
    ? list.elements.pos
    : list.elements.hasTrailingComma
      ? source.indexOf(`,`, last.end) + 1
      : last.end
  const lead = last && !list.elements.hasTrailingComma ? `,` : ``
  const text = `${lead}\n// ${comment}\n${rows.join(`\n`)}\n`
  return applyEdits(source, [{ start: at, end: at, text }])
}

/** The module's top-level `const NAME = …` initializers, by name. */
function constants(file: ts.SourceFile): Map<string, ts.Expression> {
  const result = new Map<string, ts.Expression>()
  for (const statement of file.statements)
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          result.set(declaration.name.text, declaration.initializer)
  return result
}

/** The string an expression always has, when it is made only of literals and such constants. */
function folded(
  node: ts.Expression,
  consts: Map<string, ts.Expression>,
  bound: ReadonlyMap<string, string> = new Map(),
  depth = 0,
): string | undefined {
  if (depth > 8) return undefined
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isIdentifier(node)) {
    if (bound.has(node.text)) return bound.get(node.text)
    const value = consts.get(node.text)
    return value && folded(value, consts, bound, depth + 1)
  }
  if (!ts.isTemplateExpression(node)) return undefined
  let text = node.head.text
  for (const span of node.templateSpans) {
    const value = folded(span.expression, consts, bound, depth + 1)
    if (value === undefined) return undefined
    text += value + span.literal.text
  }
  return text
}

/** Every `[from, to]` pair in the module: rules, fallbacks and the tables they are built from. */
function pairTargets(file: ts.SourceFile): Array<ts.Expression> {
  const targets: Array<ts.Expression> = []
  const visit = (node: ts.Node) => {
    if (
      ts.isArrayLiteralExpression(node) &&
      node.elements.length === 2 &&
      !ts.isSpreadElement(node.elements[1])
    )
      targets.push(node.elements[1])
    ts.forEachChild(node, visit)
  }
  visit(file)
  return targets
}

function references(file: ts.SourceFile, name: string): Array<ts.Identifier> {
  const found: Array<ts.Identifier> = []
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === name && !ts.isVariableDeclaration(node.parent))
      found.push(node)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

export interface MovedTargets {
  text: string
  /** How many targets now name the new pages. */
  rewritten: number
}

/**
 * The module with every pair target that names a moved page (`moves`: old page path, expanded -> new
 * path as the writer wrote it) pointed at its new path. A template keeps a leading constant that
 * still fits (`${T}/tickets/x/`); a constant is changed only where every use of it is such a target.
 */
export function withTargetsMoved(
  source: string,
  module: string,
  moves: ReadonlyMap<string, string>,
): MovedTargets {
  const file = parse(source, module)
  const consts = constants(file)
  const edits = new Map<number, Edit>()
  const targets = pairTargets(file)
  const newPathOf = (node: ts.Expression) => {
    const value = folded(node, consts)
    const moved = value === undefined ? undefined : moves.get(withTrailingSlash(expandProductTokens(value)))
    return moved === undefined || value === undefined
      ? undefined
      : value.endsWith(`/`)
        ? moved
        : moved.replace(/\/$/, ``)
  }
  let rewritten = 0
  for (const node of targets) {
    const newPath = newPathOf(node)
    if (newPath === undefined) continue
    rewritten++
    if (ts.isIdentifier(node)) {
      const uses = references(file, node.text)
      const initializer = consts.get(node.text) as ts.Expression
      if (uses.every(use => targets.includes(use))) {
        edits.set(initializer.getStart(), {
          start: initializer.getStart(),
          end: initializer.end,
          text: literal(newPath),
        })
        continue
      }
    }
    edits.set(node.getStart(), {
      start: node.getStart(),
      end: node.end,
      text: rewrittenTarget(node, newPath, consts),
    })
  }
  for (const row of mappedRows(file, consts)) {
    const moved = moves.get(withTrailingSlash(expandProductTokens(row.target)))
    if (moved === undefined) continue
    rewritten++
    const next = row.element.getEnd()
    const comma = source.slice(next).match(/^\s*,/)?.[0] ?? ``
    edits.set(row.element.pos, { start: row.element.pos, end: next + comma.length, text: `` })
    const newPath = row.target.endsWith(`/`) ? moved : moved.replace(/\/$/, ``)
    const at = row.spread.getEnd()
    const earlier = edits.get(at)?.text ?? ``
    edits.set(at, { start: at, end: at, text: `${earlier}, [${literal(row.old)}, ${literal(newPath)}]` })
  }
  return { text: applyEdits(source, [...edits.values()]), rewritten }
}

interface MappedRow {
  spread: ts.SpreadElement
  element: ts.Expression
  old: string
  target: string
}

function unwrap(node: ts.Expression): ts.Expression {
  return ts.isAsExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node
}

/**
 * Rules a family builds from a list of names used only there: `...NAMES.map(name => [old, target])`.
 * A moved one is taken out of the list and written as a row of its own after the spread.
 */
function mappedRows(file: ts.SourceFile, consts: Map<string, ts.Expression>): Array<MappedRow> {
  const rows: Array<MappedRow> = []
  const visit = (node: ts.Node) => {
    ts.forEachChild(node, visit)
    if (!ts.isSpreadElement(node) || !ts.isCallExpression(node.expression)) return
    const call = node.expression
    const callee = call.expression
    const callback = call.arguments[0]
    if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== `map` || !callback) return
    if (!ts.isArrowFunction(callback) || callback.parameters.length !== 1) return
    const name = callback.parameters[0].name
    const pair = ts.isBlock(callback.body) ? undefined : unwrap(callback.body)
    if (!ts.isIdentifier(name) || !pair || !ts.isArrayLiteralExpression(pair) || pair.elements.length !== 2)
      return
    const listNode = ts.isIdentifier(callee.expression)
      ? consts.get(callee.expression.text)
      : callee.expression
    const usedOnce =
      !ts.isIdentifier(callee.expression) || references(file, callee.expression.text).length === 1
    if (!listNode || !ts.isArrayLiteralExpression(listNode) || !usedOnce) return
    for (const element of listNode.elements) {
      const value = folded(element, consts)
      if (value === undefined) continue
      const bound = new Map([[name.text, value]])
      const old = folded(pair.elements[0], consts, bound)
      const target = folded(pair.elements[1], consts, bound)
      if (old !== undefined && target !== undefined) rows.push({ spread: node, element, old, target })
    }
  }
  visit(file)
  return rows
}

function literal(path: string): string {
  return `\`${path.replace(/[`\\]|\$\{/g, match => `\\${match}`)}\``
}

/** `${PREFIX}rest` when the template's leading constant still begins the new path, else a plain literal. */
function rewrittenTarget(node: ts.Expression, newPath: string, consts: Map<string, ts.Expression>): string {
  if (
    ts.isTemplateExpression(node) &&
    node.head.text === `` &&
    ts.isIdentifier(node.templateSpans[0].expression)
  ) {
    const prefix = folded(node.templateSpans[0].expression, consts)
    if (prefix && newPath.startsWith(`${prefix}/`))
      return `\`\${${node.templateSpans[0].expression.text}}${newPath.slice(prefix.length)}\``
  }
  return literal(newPath)
}
