import { parse } from '@babel/parser'
import { PACKAGE_NAME } from './packageRoot.js'

export type WireEntryParameters = {
  /** The entry's text and file name (for messages, and TypeScript syntax for .ts/.tsx). */
  text: string
  fileName: string
  /** How the entry imports appkit.config.ts, e.g. './appkit.config'. */
  configSpecifier: string
}
export type WireEntryReturnType = { text: string; changed: boolean }

const ENTRY_MARKER = '// appkit init: the modal, its provider and the connect button (docs/cli.md)'

type SyntaxNode = { type: string; start?: number | null; end?: number | null; [key: string]: unknown }
type Span = { start: number; end: number }

function parseEntry(fileName: string, text: string) {
  return parse(text, {
    sourceType: 'module',
    plugins: /\.tsx?$/.test(fileName) ? ['typescript', 'jsx'] : ['jsx'],
  })
}

function isNode(value: unknown): value is SyntaxNode {
  return typeof value === 'object' && value !== null && typeof (value as SyntaxNode).type === 'string'
}

function spanOf(node: SyntaxNode): Span {
  return { start: node.start ?? 0, end: node.end ?? 0 }
}

/** Arguments of `createRoot(...).render(<jsx/>)` or `root.render(<jsx/>)`: the trees we wrap. */
function renderedTrees(root: SyntaxNode): Span[] {
  const found: Span[] = []
  const visit = (node: SyntaxNode) => {
    const callee = node.callee
    const [argument] = (node.arguments as unknown[] | undefined) ?? []
    if (
      node.type === 'CallExpression' &&
      isNode(callee) &&
      callee.type === 'MemberExpression' &&
      isNode(callee.property) &&
      callee.property.name === 'render' &&
      isNode(argument) &&
      (argument.type === 'JSXElement' || argument.type === 'JSXFragment')
    )
      found.push(spanOf(argument))
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item)
      if (isNode(value)) visit(value)
    }
  }
  visit(root)
  return found
}

/**
 * Adds the imports, `createAppKit(config)` and wraps the rendered tree in `<AppKitProvider>` with a
 * connect button. Works on the syntax tree (Babel's parser), never on a regex: the entry must have exactly
 * one `.render(<jsx/>)` call and the result must parse, or nothing changes and an error says why.
 */
export function wireEntry({ text, fileName, configSpecifier }: WireEntryParameters): WireEntryReturnType {
  let program: SyntaxNode
  try {
    program = parseEntry(fileName, text).program as unknown as SyntaxNode
  } catch (error) {
    throw new Error(
      `${fileName} does not parse (${(error as Error).message}); fix it first, then run appkit init again`,
    )
  }
  const statements = program.body as SyntaxNode[]
  const imports = statements.filter((statement) => statement.type === 'ImportDeclaration')
  const wired = imports.some(
    (statement) =>
      isNode(statement.source) &&
      statement.source.value === `${PACKAGE_NAME}/react` &&
      text.slice(spanOf(statement).start, spanOf(statement).end).includes('AppKitProvider'),
  )
  if (wired) return { text, changed: false }
  const trees = renderedTrees(program)
  if (trees.length !== 1) {
    throw new Error(
      `${fileName}: expected one createRoot(...).render(<App />) call, found ${trees.length}. Wire it by hand: wrap the rendered tree in <AppKitProvider appKit={createAppKit(config)}> (docs/cli.md)`,
    )
  }
  const tree = trees[0] as Span
  const lastImport = imports[imports.length - 1]
  const afterImports = lastImport ? spanOf(lastImport).end : 0
  const newline = text.includes('\r\n') ? '\r\n' : '\n'
  const setup = [
    '',
    "import { createAppKit } from 'walletdock'",
    "import { AppKitButton, AppKitProvider } from 'walletdock/react'",
    `import appKitConfig from '${configSpecifier}'`,
    '',
    ENTRY_MARKER,
    'const appKit = createAppKit(appKitConfig)',
  ].join(newline)
  const lineStart = text.lastIndexOf('\n', tree.start) + 1
  const indent = /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? ''
  const inner = `${indent}  `
  const original = text.slice(tree.start, tree.end).split(/\r?\n/).join(`${newline}  `)
  const wrapped = [
    '<AppKitProvider appKit={appKit}>',
    `${inner}<AppKitButton />`,
    `${inner}${original}`,
    `${indent}</AppKitProvider>`,
  ].join(newline)
  const result =
    text.slice(0, afterImports) +
    setup +
    text.slice(afterImports, tree.start) +
    wrapped +
    text.slice(tree.end)
  try {
    parseEntry(fileName, result)
  } catch {
    throw new Error(
      `${fileName}: the wired entry would not parse; nothing was changed. Wire it by hand (docs/cli.md)`,
    )
  }
  return { text: result, changed: true }
}
