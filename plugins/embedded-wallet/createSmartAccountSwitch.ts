import type { Connection, PluginContext } from 'walletdock/plugin'
import { PREFERRED_ACCOUNT_TYPE, SMART_ACCOUNT_ENABLED, SMART_ACCOUNT_ENABLED_NETWORKS } from './constants.js'
import type { EmbeddedState } from './embeddedState.js'
import type { FrameClient } from './frameClient.js'
import type { EmbeddedWalletOptions } from './index.js'

type AccountType = 'eoa' | 'smartAccount'

/** The smart-account side of the embedded connector: the enabled networks, and switching the preferred account type. */
export function createSmartAccountSwitch(parameters: {
  ctx: PluginContext<EmbeddedWalletOptions>
  state: EmbeddedState
  frame: () => Promise<FrameClient>
  reconnect: () => Promise<Connection>
}) {
  const { ctx, state } = parameters
  const writer = ctx.writers.eip155
  const report = (type: AccountType) =>
    ctx.analytics.track({
      type: 'track',
      event: 'SET_PREFERRED_ACCOUNT_TYPE',
      properties: { accountType: type, network: state.chainId.value },
    })
  return {
    /** After a connect: which networks have smart accounts, and whether the account in use is deployed. */
    async refresh(result: { accounts: readonly { type: string }[] }) {
      // Smart accounts are extra: a secure site that cannot list them leaves the login working, with none enabled.
      const smartAccountEnabledNetworks = await (await parameters.frame())
        .request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
        .then(
          (answer) => answer.smartAccountEnabledNetworks,
          (error: unknown) => {
            console.warn('embedded-wallet: smart accounts are off, the secure site did not list them:', error)
            return []
          },
        )
      state.smartAccountNetworks.value = smartAccountEnabledNetworks
      ctx.storage.set(SMART_ACCOUNT_ENABLED, smartAccountEnabledNetworks.length > 0)
      ctx.storage.set(SMART_ACCOUNT_ENABLED_NETWORKS, smartAccountEnabledNetworks)
      writer?.setNetworkState({ smartAccountEnabledNetworks })
      if (result.accounts[0]?.type === 'smartAccount') {
        const { isDeployed } = await (await parameters.frame()).request('INIT_SMART_ACCOUNT')
        await writer?.setAccount({ smartAccountDeployed: isDeployed })
      } else await writer?.setAccount({ smartAccountDeployed: false })
    },
    /**
     * Switches the account in use. A smart account only from an eoa, and only on a network that has smart
     * accounts (spec 4); an unsuccessful switch is reported as eoa.
     */
    async setPreferredAccountType(type: AccountType) {
      const chainId = state.chainId.value
      if (type === 'smartAccount') {
        if (state.accountType.value !== 'eoa')
          throw new Error('switching to a smart account needs a connected eoa account')
        if (chainId === undefined || !state.smartAccountNetworks.value.includes(chainId))
          throw new Error(`smart accounts are not enabled on chain ${chainId ?? '(none)'}`)
      }
      try {
        await (await parameters.frame()).request('SET_PREFERRED_ACCOUNT', { type })
      } catch (error) {
        ctx.storage.set(PREFERRED_ACCOUNT_TYPE, 'eoa')
        report('eoa')
        throw error
      }
      ctx.storage.set(PREFERRED_ACCOUNT_TYPE, type)
      report(type)
      await parameters.reconnect()
    },
  }
}
