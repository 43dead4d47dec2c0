import { parse } from '@babel/parser'

export type WireNextLayoutParameters = {
  /** The layout's text and file name (TypeScript syntax for .ts/.tsx). */
  text: string
  fileName: string
  /** How the layout imports appkit.config.ts and the provider component, e.g. '../appkit.config'. */
  configSpecifier: string
  providerSpecifier: string
}

const LAYOUT_MARKER =
  '// appkit init: the session from the request cookie, for a first paint already connected (docs/ssr.md)'

type SyntaxNode = { type: string; start?: number | null; end?: number | null; [key: string]: unknown }

const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as SyntaxNode).type === 'string'

function walk(node: SyntaxNode, visit: (node: SyntaxNode) => void) {
  visit(node)
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) walk(child, visit)
  }
}

/**
 * Wires an app-router root layout (app/layout.tsx of create-next-app): the default export becomes async,
 * reads the initial state from the request's cookie (cookieToInitialState) and wraps `{children}` in the
 * "use client" provider. Throws with what to do by hand when the layout has no such shape.
 */
export function wireNextLayout({
  text,
  fileName,
  configSpecifier,
  providerSpecifier,
}: WireNextLayoutParameters): string {
  if (text.includes(LAYOUT_MARKER)) return text
  const program = parse(text, {
    sourceType: 'module',
    plugins: /\.tsx?$/.test(fileName) ? ['typescript', 'jsx'] : ['jsx'],
  }).program as unknown as SyntaxNode
  const exported = (program.body as SyntaxNode[]).find((node) => node.type === 'ExportDefaultDeclaration')
  const layout = exported?.declaration
  if (!isNode(layout) || layout.type !== 'FunctionDeclaration' || !isNode(layout.body))
    throw new Error(
      `${fileName} has no \`export default function\` layout: wire <AppKitProviders> by hand (docs/ssr.md)`,
    )
  let children: SyntaxNode | undefined
  walk(layout.body, (node) => {
    if (
      !children &&
      node.type === 'JSXExpressionContainer' &&
      isNode(node.expression) &&
      node.expression.type === 'Identifier' &&
      node.expression.name === 'children'
    )
      children = node
  })
  if (!children)
    throw new Error(`${fileName} renders no {children}: wire <AppKitProviders> by hand (docs/ssr.md)`)
  const edits = [
    { at: children.end ?? 0, insert: '</AppKitProviders>' },
    { at: children.start ?? 0, insert: '<AppKitProviders initialState={initialState}>' },
    {
      at: (layout.body.start ?? 0) + 1,
      insert: `\n  ${LAYOUT_MARKER}\n  const initialState = cookieToInitialState(config, (await headers()).get('cookie'))`,
    },
  ]
  if (!layout.async) edits.push({ at: layout.start ?? 0, insert: 'async ' })
  let wired = text
  for (const { at, insert } of edits.sort((a, b) => b.at - a.at))
    wired = `${wired.slice(0, at)}${insert}${wired.slice(at)}`
  const imports = [
    "import { headers } from 'next/headers'",
    "import { cookieToInitialState } from 'walletdock/ssr'",
    `import config from '${configSpecifier}'`,
    `import { AppKitProviders } from '${providerSpecifier}'`,
  ].join('\n')
  return `${imports}\n${wired}`
}
