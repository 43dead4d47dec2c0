import {
  CHAIN_NAMESPACES,
  isReferenceOf,
  type NamespaceDefinition,
  namespaceDefinitionsOf,
} from '../namespaces.js'

export type ConfigProblem = { path: (string | number)[]; message: string }

type NamespacedConfig = {
  networks: readonly { chainNamespace: string; caipNetworkId: string }[]
  plugins: readonly { name: string; namespaces?: readonly string[] | undefined; addsNamespaces?: unknown }[]
}

const BUILT_IN = CHAIN_NAMESPACES.join(', ')

/** The fix for a namespace no listed plugin adds: which plugin to add, as far as the config tells. */
function unknownNamespace(namespace: string, writer: string | undefined): string {
  const unknown = `names the namespace "${namespace}", which no listed plugin adds (built in: ${BUILT_IN})`
  if (writer)
    return `${unknown}. Plugin "${writer}" writes it but does not add it: add the plugin that defines "${namespace}" (defineNamespace in its \`addsNamespaces\`) to \`plugins\`, or fix the spelling`
  return `${unknown}. Add the plugin that adds "${namespace}" (the package these networks come from has it) to \`plugins\`, or fix the spelling`
}

/**
 * The namespace rules of a config: every network's and every plugin's namespace is built in or added by a
 * listed plugin (`addsNamespaces`), a network's CAIP-2 reference follows its namespace's rule, and no two
 * plugins add different definitions under one name.
 */
export function namespaceProblems(config: NamespacedConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = []
  const added = namespaceDefinitionsOf(config.plugins)
  const known = (namespace: string) =>
    (CHAIN_NAMESPACES as readonly string[]).includes(namespace) || added.has(namespace)
  const writerOf = (namespace: string) =>
    config.plugins.find((plugin) => plugin.namespaces?.includes(namespace))?.name
  config.plugins.forEach((plugin, index) => {
    for (const definition of (plugin.addsNamespaces ?? []) as readonly NamespaceDefinition[]) {
      const first = added.get(definition.name)
      if (first && first !== definition && first.reference !== definition.reference)
        problems.push({
          path: ['plugins', index, 'addsNamespaces'],
          message: `adds the namespace "${definition.name}", which an earlier plugin adds with another rule. List one plugin that adds it`,
        })
    }
    for (const namespace of plugin.namespaces ?? [])
      if (!known(namespace))
        problems.push({
          path: ['plugins', index, 'namespaces'],
          message: unknownNamespace(namespace, plugin.name),
        })
  })
  config.networks.forEach((network, index) => {
    const namespace = network.chainNamespace
    if (!known(namespace)) {
      problems.push({
        path: ['networks', index, 'chainNamespace'],
        message: unknownNamespace(namespace, writerOf(namespace)),
      })
      return
    }
    const definition = added.get(namespace)
    const prefix = `${namespace}:`
    if (!definition || !network.caipNetworkId.startsWith(prefix)) return // the schema words a wrong prefix
    if (!isReferenceOf(definition, network.caipNetworkId.slice(prefix.length)))
      problems.push({
        path: ['networks', index, 'caipNetworkId'],
        message: `"${network.caipNetworkId}" is not a ${namespace} network id: its reference breaks the rule the namespace's plugin gives. Write it like "${definition.example}"`,
      })
  })
  return problems
}
