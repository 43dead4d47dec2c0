import { effect, type LocalizedText, type PluginContext } from 'walletdock/plugin'
import { label } from './labels.js'

type Accounts = readonly { accounts: readonly { address: string; type?: string | undefined }[] }[]

/** Each payment and ordinal address of these connections with its label (spec 3's addressLabels map). */
export function addressLabelsOf(connections: Accounts): Record<string, LocalizedText> {
  const labels: Record<string, LocalizedText> = {}
  for (const { accounts } of connections)
    for (const { address, type } of accounts)
      if (type === 'payment' || type === 'ordinal') labels[address] = label(type)
  return labels
}

const sameLabels = (a: Record<string, LocalizedText>, b: Record<string, LocalizedText>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.keys(a).every((address) => a[address] === b[address])

/**
 * Keeps the bip122 account state's addressLabels to the live and recent connections' accounts, so ProfileWallets
 * says which address is the payment one and which the ordinals one. Returns the stop.
 */
export function watchAddressLabels(ctx: Pick<PluginContext<unknown>, 'state' | 'writers'>): () => void {
  const writer = ctx.writers.bip122
  if (!writer) return () => undefined
  return effect(() => {
    const { connections, recentConnections } = ctx.state.connection('bip122').value
    const labels = addressLabelsOf([...connections, ...recentConnections])
    // Written after the effect, so the account state it patches is not one of its own dependencies.
    queueMicrotask(() => {
      if (!sameLabels(ctx.state.account('bip122').peek().addressLabels, labels))
        void writer.setAccount({ addressLabels: labels })
    })
  })
}
