import type { LocalizedText } from './plugins/slots.js'

/** The chain namespaces built into the product (spec section 1); a plugin adds others (defineNamespace). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot'] as const // spec data: the CAIP namespaces of spec section 1 (network data)
/** One of the built-in namespaces. */
export type BuiltInNamespace = (typeof CHAIN_NAMESPACES)[number]

/**
 * The namespaces plugins add, by declaration merging (the way `ViewDataMap` adds views), so the state,
 * connectors, writers and hooks take them with their names checked:
 *
 * ```ts
 * declare module 'walletdock/plugin' {
 *   interface PluginNamespaces { acme: true }
 * }
 * ```
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by plugins through declaration merging
export interface PluginNamespaces {}

/** A chain namespace: a built-in one, or one a plugin adds (PluginNamespaces). */
export type ChainNamespace = BuiltInNamespace | Extract<keyof PluginNamespaces, string>

/** Namespaces a message may name (spec section 5); cosmos is accepted on the wire but has no adapter. */
const MESSAGE_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const // spec data: the CAIP namespaces of spec section 1 (network data)
export type MessageNamespace = (typeof MESSAGE_NAMESPACES)[number]

/** Whether `value` is one of the built-in namespaces. */
export function isChainNamespace(value: unknown): value is BuiltInNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}

/** CAIP-2's namespace grammar: 3 to 8 of a-z, 0-9 and '-'. */
export const NAMESPACE_PATTERN = /^[-a-z0-9]{3,8}$/

/** What the kernel needs to know of a namespace a plugin adds. */
export type NamespaceDefinition<name extends string = string> = {
  /** The CAIP-2 namespace (`acme`): 3 to 8 of a-z, 0-9 and '-'. */
  readonly name: name
  /**
   * The rule of its CAIP-2 reference (what follows `<name>:`): a pattern the whole reference must match,
   * or a check. Applied on top of CAIP-2's grammar (1 to 32 of a-z, A-Z, 0-9, '-' and '_').
   */
  readonly reference: RegExp | ((reference: string) => boolean)
  /** A valid CAIP-2 id of the namespace, shown in messages (`acme:acmehub-4`). */
  readonly example: string
  /** Its name where the modal lists namespaces (`{ en: 'Acme networks' }`); default: the namespace. */
  readonly label?: LocalizedText | undefined
}

/** CAIP-2's reference grammar; a namespace's own rule narrows it. */
const REFERENCE_PATTERN = /^[-_a-zA-Z0-9]{1,32}$/

/** Whether `reference` is a CAIP-2 reference of the namespace `definition` (built-ins: the grammar only). */
export function isReferenceOf(definition: NamespaceDefinition | undefined, reference: string): boolean {
  if (!REFERENCE_PATTERN.test(reference)) return false
  const rule = definition?.reference
  if (rule === undefined) return true
  if (typeof rule === 'function') return rule(reference)
  rule.lastIndex = 0
  const match = rule.exec(reference)
  return match !== null && match.index === 0 && match[0] === reference
}

/**
 * A namespace a plugin adds (its `addsNamespaces`), with the rule of its CAIP-2 references. Throws a
 * TypeError for a name outside CAIP-2's grammar, a built-in name, or an example its own rule refuses.
 */
export function defineNamespace<const name extends string>(
  definition: NamespaceDefinition<name>,
): NamespaceDefinition<name> {
  const { name, example } = definition
  if (!NAMESPACE_PATTERN.test(name))
    throw new TypeError(
      `defineNamespace: "${name}" is not a CAIP-2 namespace. Use 3 to 8 of a-z, 0-9 and '-', like "acme"`,
    )
  if (isChainNamespace(name))
    throw new TypeError(`defineNamespace: "${name}" is built in. Leave it out of \`addsNamespaces\``)
  if (!example.startsWith(`${name}:`) || !isReferenceOf(definition, example.slice(name.length + 1)))
    throw new TypeError(
      `defineNamespace: the example "${example}" is not a CAIP-2 id of "${name}" by its own rule. Give one that is, like "${name}:<reference>"`,
    )
  return Object.freeze({ ...definition })
}

/** What the kernel reads of a listed plugin to find its namespaces (a plugin's, or its config shape). */
type AddsNamespaces = { readonly addsNamespaces?: readonly NamespaceDefinition[] | undefined }

/**
 * The namespaces of an instance: the built-ins, then each listed plugin's in list order (the first
 * definition of a name wins; the config check refuses two different ones). No zod: the store is made
 * with it before the config is checked in production builds.
 */
export function namespacesOf(plugins: readonly unknown[] | undefined): readonly ChainNamespace[] {
  const names: string[] = [...CHAIN_NAMESPACES]
  for (const definition of namespaceDefinitionsOf(plugins).values())
    if (!names.includes(definition.name)) names.push(definition.name)
  return names as ChainNamespace[]
}

/** The namespaces the listed plugins add, by name (the first definition of a name). */
export function namespaceDefinitionsOf(
  plugins: readonly unknown[] | undefined,
): Map<string, NamespaceDefinition> {
  const definitions = new Map<string, NamespaceDefinition>()
  for (const plugin of plugins ?? []) {
    const added = (plugin as AddsNamespaces | null)?.addsNamespaces
    if (!Array.isArray(added)) continue
    for (const definition of added as readonly NamespaceDefinition[]) {
      const name = definition?.name
      if (typeof name === 'string' && NAMESPACE_PATTERN.test(name) && !isChainNamespace(name))
        if (!definitions.has(name)) definitions.set(name, definition)
    }
  }
  return definitions
}
