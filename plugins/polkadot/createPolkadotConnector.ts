import type { Connector, ConnectResult, Network } from 'walletdock/plugin'
import { polkadotText } from './labels.js'
import { ss58PrefixOf } from './networks.js'
import { injectedAccountSchema, signatureAnswer } from './protocol/polkadotRpc.js'
import type {
  Injected,
  InjectedAccount,
  InjectedExtension,
  InjectedSigner,
  PolkadotProvider,
  SignerPayloadJSON,
  SignerPayloadRaw,
  SignerResult,
} from './types.js'
import { PolkadotNoAccountError, PolkadotSignerMissingError, walletError } from './walletError.js'

type Account = { address: string; type: 'sr25519' | 'ed25519' }

/** What the plugin does when the connected extension speaks up. */
export type PolkadotConnectorEvents = {
  /** The extension's accounts changed (empty: it took the site's access away). */
  accountsChanged(accounts: readonly Account[]): void
  /** A wallet request is about to be made (the `request` hook). */
  request(method: string): void
  /** A helper sent a transaction from the account. */
  sent(hash: string): void
}

export type CreatePolkadotConnectorParameters = {
  extension: InjectedExtension
  id: string
  name: string
  /** The name extensions show in their approval (the app's metadata name). */
  appName: string
  network(): Network | undefined
  events: PolkadotConnectorEvents
  /** The instance's locale (config.locale): the language of the plugin's error texts. */
  locale?: string
}

/** sr25519 and ed25519 accounts only (ecdsa and ethereum accounts sign other things), in the network's format. */
async function accountsOf(entries: readonly InjectedAccount[], network: Network): Promise<Account[]> {
  const { toNetworkAddress } = await import('./ss58.js')
  const prefix = ss58PrefixOf(network)
  const accounts: Account[] = []
  for (const entry of entries) {
    const parsed = injectedAccountSchema.safeParse(entry)
    if (!parsed.success) continue
    const type = parsed.data.type ?? 'sr25519'
    if (type !== 'sr25519' && type !== 'ed25519') continue
    try {
      accounts.push({ address: toNetworkAddress(parsed.data.address, prefix), type })
    } catch {
      // not an SS58 address: left out
    }
  }
  return accounts
}

/** A polkadot-js-API extension as a kernel Connector; its provider signs with the connected account. */
export function createPolkadotConnector(parameters: CreatePolkadotConnectorParameters): Connector {
  const { extension, id, name, network, events, locale = 'en' } = parameters
  let injected: Injected | undefined
  let account: Account | undefined
  let unsubscribe: (() => void) | undefined

  function connected(): { injected: Injected; account: Account } {
    if (!injected || !account) throw new PolkadotNoAccountError(name, locale)
    return { injected, account }
  }
  async function ask(method: string, run: (signer: InjectedSigner) => Promise<SignerResult> | undefined) {
    events.request(method)
    const { injected: current } = connected()
    let answer: unknown
    try {
      answer = await run(current.signer)
    } catch (error) {
      throw walletError(error)
    }
    if (answer === undefined) throw new PolkadotSignerMissingError(name, method, locale)
    const parsed = signatureAnswer.safeParse(answer)
    if (!parsed.success) throw new Error(polkadotText('noSignature', locale, { name, method }))
    return answer as SignerResult
  }

  async function session(target: Network | undefined): Promise<ConnectResult> {
    const on = target ?? network()
    if (!on) throw new Error(polkadotText('noNetwork', locale))
    try {
      injected = await extension.enable(parameters.appName)
    } catch (error) {
      throw walletError(error)
    }
    const accounts = await accountsOf(await injected.accounts.get(), on)
    const [first] = accounts
    if (!first) throw new PolkadotNoAccountError(name, locale)
    account = first
    unsubscribe?.()
    unsubscribe =
      injected.accounts.subscribe?.((entries) => {
        void accountsOf(entries, network() ?? on).then((changed) => {
          if (!account) return
          account = changed.find((entry) => entry.address === account?.address) ?? changed[0]
          events.accountsChanged(changed)
        })
      }) ?? undefined
    return { accounts: accounts.map((entry) => ({ address: entry.address, type: 'eoa' })), chainId: on.id }
  }

  const provider: PolkadotProvider = {
    walletName: name,
    get address() {
      return account?.address ?? ''
    },
    get type() {
      return account?.type ?? 'sr25519'
    },
    get chain() {
      return network()?.caipNetworkId ?? ''
    },
    get rpcUrl() {
      return network()?.rpcUrls.default.http[0] ?? ''
    },
    sent: (hash) => events.sent(hash),
    signRaw: (raw: SignerPayloadRaw) => ask('polkadot_signMessage', (signer) => signer.signRaw?.(raw)),
    signPayload: (payload: SignerPayloadJSON) =>
      ask('polkadot_signTransaction', (signer) => signer.signPayload?.(payload)),
    get signer() {
      return { signRaw: provider.signRaw, signPayload: provider.signPayload }
    },
  }

  return {
    id,
    type: 'INJECTED',
    name,
    chain: 'polkadot',
    connect: ({ caipNetwork }) => session(caipNetwork),
    reconnect: ({ caipNetwork }) => session(caipNetwork),
    async disconnect() {
      unsubscribe?.()
      unsubscribe = undefined
      injected = undefined
      account = undefined
    },
    getProvider: () => provider,
    // Extensions sign for any chain (the payload names its genesis): switching is the app's state and the address format.
    switchNetwork: async () => undefined,
  }
}
