import { effect, type LocalizedText, type PluginContext, splitCaipAddress } from 'walletdock/plugin'
import { addressOnChain, createNamesClient, type Identity, type NamesClient } from './createNamesClient.js'
import { NameAccountNotFoundError } from './errors.js'

type Provider = { request(arguments_: { method: string; params?: unknown }): Promise<unknown> }
const NO_IDENTITY: Identity = { name: null, avatar: null }
const hexOf = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`

/**
 * The names plugin's setup chunk: the eip155 account's identity (profile name and avatar, cached 5 min)
 * written to its account state whenever the account or chain moves, the receiver resolver the send view
 * asks for a typed name, and the "Choose a name" action while the account has none.
 */
export type NamesSetup = {
  client: NamesClient
  /** Registers a name (the label) for the connected eip155 account; resolves the full name. */
  register(label: string): Promise<string>
  showSuccess(name: string): void
  stop(): void
}

/**
 * `actionLabel` comes from the factory module (labels.ts is in the first bundle): a setup chunk that imported it
 * made the bundler split the first bundle's shared code into chunks of their own (about 0.5 KiB more to load).
 */
export function setupNames(
  ctx: PluginContext,
  api: NonNullable<PluginContext['api']>,
  actionLabel: LocalizedText,
): NamesSetup {
  const client = createNamesClient({ api, cache: ctx.cache })
  const own = ctx.writers.eip155
  const account = () => ctx.state.account('eip155').value

  const refreshIdentity = async () => {
    const { caipAddress, address } = account()
    if (!caipAddress || !address || !own) return
    const identity = await client.identity(address).catch((error: unknown) => {
      // A failed lookup is not cached, and the account shows its shortened address meanwhile.
      console.warn('[appkit] the account identity could not be read', error)
      return NO_IDENTITY
    })
    if (account().caipAddress !== caipAddress) return
    await own.setAccount({ profileName: identity.name, profileImage: identity.avatar })
  }
  const report = (error: unknown) => void ctx.hooks.emit('error', { error, source: 'names identity' })
  ctx.hooks.on('accountChanged', ({ namespace, caipAddress }) => {
    if (namespace === 'eip155' && caipAddress) refreshIdentity().catch(report)
  })
  ctx.hooks.on('networkChanged', ({ namespace }) => {
    if (namespace === 'eip155') refreshIdentity().catch(report)
  })
  refreshIdentity().catch(report)

  // A receiver typed as a name (alice.reown.id) resolves to its address on the account's chain.
  ctx.transfers.provideReceiverResolver({
    async resolve(input, namespace, signal) {
      const chainId = Number(splitCaipAddress(account().caipAddress)?.reference)
      if (namespace !== 'eip155' || !input.includes('.') || !Number.isSafeInteger(chainId)) return undefined
      const profile = await client.resolve(input.trim(), signal)
      const address = profile && addressOnChain(profile, chainId)
      if (!profile || !address) return undefined
      return { address, name: profile.name, image: profile.attributes.avatar }
    },
  })

  /** The provider of the connected eip155 wallet that holds `address`, to sign the registration with. */
  const providerOf = (address: string) => {
    const connection = ctx.state
      .connection('eip155')
      .value.connections.find((entry) =>
        entry.accounts.some((item) => item.address.toLowerCase() === address.toLowerCase()),
      )
    const provider = ctx.state.connectors.value
      .find((connector) => connector.id === connection?.connectorId)
      ?.getProvider() as Provider | undefined
    return typeof provider?.request === 'function' ? provider : undefined
  }

  /**
   * Registers a name for the connected eip155 account, then shows it as the account's name. Without an account, or
   * a connector to sign with, it is spec 8's 'Address or auth connector not found', and nothing is asked.
   */
  const register = async (name: string) => {
    const { caipAddress, address } = account()
    const provider = address ? providerOf(address) : undefined
    if (!address || !provider) throw new NameAccountNotFoundError()
    const chainId = Number(splitCaipAddress(caipAddress)?.reference)
    const sign = async (message: string) => {
      const signature = await provider.request({ method: 'personal_sign', params: [hexOf(message), address] })
      if (typeof signature !== 'string')
        throw new Error('the wallet answered personal_sign without a signature')
      return signature
    }
    const registered = await client.register({ label: name, address, chainId, sign })
    await refreshIdentity()
    return registered
  }

  const stopAction = effect(() => {
    const { address, profileName } = account()
    if (!address || profileName || ctx.state.activeNamespace.value !== 'eip155') return
    return ctx.slots.accountAction({
      id: 'names.register',
      feature: 'names',
      label: actionLabel,
      icon: '@',
      view: 'RegisterAccountName',
    })
  })
  /** After a registration: RegisterAccountNameSuccess in the register view's place, so back is Account. */
  const showSuccess = (name: string) => ctx.router.replace('RegisterAccountNameSuccess', { name })
  return { client, register, showSuccess, stop: () => stopAction() }
}
