import {
  type CaipNetwork,
  type Connector,
  formatUnits,
  type PluginContext,
  truncateBalance,
} from 'walletdock/plugin'
import { EMBEDDED_WALLET_LOAD_FAILED, EMBEDDED_WALLET_REQUEST_TIMEOUT } from './alerts.js'
import { createApprovalFlow } from './approvalFlow.js'
import { browserFrameHost } from './browserFrameHost.js'
import {
  CONNECTED_EMAIL,
  EMAIL_LOGIN_USED,
  EMAIL_UPDATE_POLL_MS,
  EMAIL_UPDATE_POLL_TRIES,
  EMBEDDED_CONNECTOR_ID,
  EMBEDDED_SOLANA_CONNECTOR_ID,
  LAST_CHAIN,
  LAST_EMAIL_LOGIN_TIME,
  LOGIN_CACHE_KEYS,
  NOT_ALLOWED_NOTICE_DELAY_MS,
  PREFERRED_ACCOUNT_TYPE,
  SOCIAL_USERNAME,
} from './constants.js'
import { createEmbeddedSolanaConnector } from './createEmbeddedSolanaConnector.js'
import { createFrameProvider } from './createFrameProvider.js'
import { createSmartAccountSwitch } from './createSmartAccountSwitch.js'
import { EmbeddedFrameError } from './embeddedFrameError.js'
import type { EmbeddedState } from './embeddedState.js'
import { FarcasterConnectError } from './errors.js'
import { frameAddress } from './frameAddress.js'
import { createFrameClient, type FrameArea, type FrameClient, type FrameHost } from './frameClient.js'
import type { EmbeddedWalletOptions } from './index.js'
import { FRAME_CONNECT_TIMEOUT_MS, FRAME_SIGN_OUT_WAIT_MS } from './protocol/frameFields.js'
import type { SocialProviderName } from './protocol/signInFields.js'
import { SOCIAL_INITIATE_FAILED_MESSAGE, SocialLoginError, type SocialPopup } from './socialPopup.js'
import { waitForSocialResult } from './waitForSocialResult.js'

export type EmbeddedConnector = Connector & {
  /** Sends the email its code (or, for a new device, the approval link); opens EmailLogin. */
  startEmailLogin(email: string): Promise<void>
  /** Checks the mailed code, then connects and closes the modal. */
  submitCode(otp: string): Promise<void>
  /**
   * Social login: sends the popup (opened in the click) to the provider, waits for the secure site's
   * result, then connects. Without a popup (a Telegram webview) the page itself goes to the provider.
   */
  startSocialLogin(
    provider: SocialProviderName,
    popup: (SocialPopup & { location: { href: string } }) | null,
  ): Promise<void>
  /** Connects with a social login's result address (from the popup, or from `result_uri` on a Telegram webview). */
  connectSocialResult(resultUri: string, provider?: SocialProviderName): Promise<void>
  /** Opens ConnectingFarcaster with a new sign-in URL, waits for the Farcaster app to sign, then connects and closes the modal. */
  startFarcasterLogin(): Promise<void>
  /** Drops the farcaster sign-in under way: clears its URL and reloads the frame (a new one on next need). */
  reloadFarcaster(): void
  /** Switches between the EOA and the smart account (spec 4), then connects again with the new account. */
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<void>
  /** UpdateEmailWallet, step 1: the current email gets a code (VERIFY_PRIMARY_OTP). */
  updateEmail(email: string): Promise<'VERIFY_PRIMARY_OTP'>
  /** Step 2: the current email's code; the new email gets a code (VERIFY_SECONDARY_OTP). */
  updateEmailPrimaryOtp(otp: string): Promise<'VERIFY_SECONDARY_OTP'>
  /** Step 3: the new email's code; the change is polled every 1 s until the frame's user has it, then stored. */
  updateEmailSecondaryOtp(otp: string): Promise<string>
  /** ApproveTransaction is on screen: the frame (with its approval panel) shows over `area`. */
  showApprovalFrame(area: FrameArea): void
  /** ApproveTransaction left the screen: the frame hides again. */
  hideApprovalFrame(): void
}

const CONNECT = { timeoutMs: FRAME_CONNECT_TIMEOUT_MS } as const

/** The embedded wallet's AUTH connector: one secure frame per instance, created on first need. */
export function createEmbeddedConnector(
  ctx: PluginContext<EmbeddedWalletOptions>,
  state: EmbeddedState,
  options: {
    secureSite: string
    host?: FrameHost | undefined
    /** Where the page goes when there is no popup (a Telegram webview). */
    navigate?: ((uri: string) => void) | undefined
  },
): EmbeddedConnector {
  const secureOrigin = new URL(options.secureSite).origin
  const evmNetworks = ctx.config.networks.filter((network) => network.chainNamespace === 'eip155')
  const rpcUrlOf = (chainId: number | undefined) =>
    evmNetworks.find((network) => network.id === chainId)?.rpcUrls.default.http[0]
  let client: FrameClient | undefined
  let address: string | undefined
  let chainId: number | undefined
  // Each farcaster sign-in has a number; an answer for an older one (the person went back) is dropped.
  let farcasterAttempt = 0
  const frame = async () => {
    if (!client) {
      const first = evmNetworks[0]
      const startChain = Number(ctx.storage.get(LAST_CHAIN) ?? first?.id)
      client = createFrameClient({
        frameUrl: frameAddress({
          secureSite: options.secureSite,
          projectId: ctx.config.projectId,
          chainId: Number.isInteger(startChain) ? startChain : undefined,
          rpcUrl: rpcUrlOf(startChain) ?? first?.rpcUrls.default.http[0],
          enableLogger: ctx.config.debug,
        }),
        host: options.host ?? browserFrameHost,
        onDismiss: () => void ctx.modal.close(),
        onTimeout: (reason) =>
          ctx.alerts.show(
            reason === 'iframe_load_failed' ? EMBEDDED_WALLET_LOAD_FAILED : EMBEDDED_WALLET_REQUEST_TIMEOUT,
          ),
      })
    }
    await client.ready()
    return client
  }
  // 'Update email' on the Account view, only while this connector is the connected one.
  let removeUpdateEmail: (() => void) | undefined
  const offerUpdateEmail = () => {
    removeUpdateEmail ??= ctx.slots.accountAction({
      id: 'embedded-wallet.update-email',
      feature: 'updateEmail',
      label: { en: 'Update email', de: 'E-Mail ändern' },
      icon: '✉',
      view: 'UpdateEmailWallet',
    })
  }
  const clearLoginCache = () => {
    for (const key of LOGIN_CACHE_KEYS) ctx.storage.remove(key)
  }
  const accountFor = async (caipNetwork: CaipNetwork | undefined) => {
    const wanted = Number(caipNetwork?.id ?? ctx.storage.get(LAST_CHAIN) ?? evmNetworks[0]?.id)
    const user = await (await frame()).request('GET_USER', {
      chainId: Number.isInteger(wanted) && wanted > 0 ? wanted : undefined,
      preferredAccountType:
        ctx.storage.get(PREFERRED_ACCOUNT_TYPE) === 'smartAccount' ? 'smartAccount' : 'eoa',
    })
    address = user.address
    chainId = typeof user.chainId === 'number' ? user.chainId : Number(user.chainId)
    ctx.storage.set(LAST_CHAIN, chainId)
    if (user.email) state.email.value = user.email
    const type = user.preferredAccountType ?? 'eoa'
    state.accountType.value = type
    state.chainId.value = chainId
    ctx.storage.set(PREFERRED_ACCOUNT_TYPE, type)
    // The first account is the one in use: the kernel takes its type as the preferred account type.
    const others = (user.accounts ?? []).filter((account) => account.address !== user.address)
    offerUpdateEmail()
    return { accounts: [{ address: user.address, type }, ...others], chainId }
  }
  const smartAccounts = createSmartAccountSwitch({
    ctx,
    state,
    frame,
    reconnect: () => ctx.connection.connect({ connectorId: EMBEDDED_CONNECTOR_ID }),
  })
  const networkOf = (id: number | undefined) => evmNetworks.find((network) => network.id === id)
  const approvals = createApprovalFlow({
    isModalOpen: () => ctx.state.modal.peek().open,
    openModal: (description) => ctx.modal.open({ view: 'ApproveTransaction', data: description }),
    pushView: async (description) => ctx.router.push('ApproveTransaction', description),
    goBack: () => ctx.router.goBack(),
    closeModal: () => ctx.modal.close(),
    async refreshBalance(description) {
      if (description.method.startsWith('solana_')) return refreshSolanaBalance()
      const network = networkOf(chainId)
      const writer = ctx.writers.eip155
      if (!address || !network || !writer) return
      const wei = await (await frame()).request('RPC_REQUEST', {
        method: 'eth_getBalance',
        params: [address, 'latest'],
        chainId,
        chainNamespace: 'eip155',
        rpcUrl: rpcUrlOf(chainId),
      })
      if (typeof wei.result !== 'string') return
      const { symbol, decimals } = network.nativeCurrency
      await writer.setAccount({
        balance: truncateBalance(formatUnits(BigInt(wei.result), decimals)),
        balanceSymbol: symbol,
      })
    },
    abort: async () => {
      await client?.request('RPC_ABORT')
    },
    isRejection: (error) => error instanceof EmbeddedFrameError && error.code === 4001,
  })
  // The modal closed: the frame's approval dialog goes with it (it would stay above the page otherwise).
  ctx.hooks.on('close', () => {
    client?.hide()
    return approvals.onModalClosed()
  })
  const onNotAllowed = () => {
    setTimeout(
      () => ctx.toasts.show({ variant: 'error', message: 'Action not allowed' }),
      NOT_ALLOWED_NOTICE_DELAY_MS,
    )
  }
  const provider = createFrameProvider({
    frame,
    address: () => address,
    chainId: () => chainId,
    rpcUrl: rpcUrlOf,
    symbol: (id) => networkOf(id)?.nativeCurrency.symbol,
    approve: (description, send) => approvals.run(description, send),
    onNotAllowed,
  })
  // Spec 6: the auth connector supports eip155 and solana. The solana account connects with the eip155 one
  // when another adapter (the solana plugin) serves solana: its helpers sign with this account then.
  const solanaNetworks = ctx.config.networks.filter((network) => network.chainNamespace === 'solana')
  const servesSolana =
    ctx.writers.solana !== undefined &&
    solanaNetworks.length > 0 &&
    ctx.config.plugins.some(
      (plugin) =>
        plugin.kind === 'adapter' && plugin.name !== ctx.name && plugin.namespaces?.includes('solana'),
    )
  const solanaConnected = () =>
    ctx.state.connection('solana').value.connections[0]?.connectorId === EMBEDDED_SOLANA_CONNECTOR_ID
  const report = (source: string) => (error: unknown) => void ctx.hooks.emit('error', { error, source })
  if (servesSolana) {
    ctx.connectors.register(
      createEmbeddedSolanaConnector({
        name: 'Email',
        networks: solanaNetworks,
        current: () => ctx.state.network('solana').value.caipNetwork,
        frame,
        loginStored: () => ctx.storage.get(EMAIL_LOGIN_USED) === true,
        approve: (description, send) => approvals.run(description, send),
        onNotAllowed,
      }),
    )
    // Signing out of the login (the eip155 side) ends its solana account too.
    ctx.hooks.on('disconnected', ({ namespace }) => {
      if (namespace === 'eip155' && solanaConnected())
        return ctx.connection.disconnect({ namespace: 'solana', closeModal: false })
    })
  }
  /** The solana account's SOL balance read again (3 decimals, truncated), once a request of it succeeded. */
  async function refreshSolanaBalance() {
    const { address: solanaAddress, caipAddress } = ctx.state.account('solana').value
    const network = ctx.state.network('solana').value.caipNetwork
    const rpcUrl = network?.rpcUrls.default.http[0]
    const writer = ctx.writers.solana
    if (!solanaConnected() || !solanaAddress || !network || !rpcUrl || !writer) return
    const response = await ctx.http.fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getBalance',
        params: [solanaAddress, { commitment: 'confirmed' }],
      }),
    })
    const lamports = ((await response.json()) as { result?: { value?: unknown } }).result?.value
    if (typeof lamports !== 'number' || ctx.state.account('solana').value.caipAddress !== caipAddress) return
    await writer.setAccount({
      balance: truncateBalance(formatUnits(BigInt(lamports), network.nativeCurrency.decimals)),
      balanceSymbol: network.nativeCurrency.symbol,
    })
  }
  const connectSocialResult = async (resultUri: string, provider?: SocialProviderName) => {
    ctx.analytics.track({ type: 'track', event: 'SOCIAL_LOGIN_REQUEST_USER_DATA', properties: { provider } })
    const user = await (await frame()).request('CONNECT_SOCIAL', { uri: resultUri }, CONNECT)
    if (user.userName) ctx.storage.set(SOCIAL_USERNAME, user.userName)
    state.email.value = user.email ?? undefined
    await ctx.connection.connect({ connectorId: EMBEDDED_CONNECTOR_ID })
    await ctx.modal.close()
    ctx.analytics.track({ type: 'track', event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider } })
  }
  return {
    id: EMBEDDED_CONNECTOR_ID,
    type: 'AUTH',
    name: 'Email',
    chain: 'eip155',
    listed: false,
    async connect({ caipNetwork }) {
      const result = await accountFor(caipNetwork)
      await smartAccounts.refresh(result)
      const email = state.email.value
      if (email) ctx.storage.set(CONNECTED_EMAIL, email)
      ctx.storage.set(EMAIL_LOGIN_USED, true)
      ctx.storage.remove(LAST_EMAIL_LOGIN_TIME)
      // The solana account of the same login connects first, so eip155 (applied after this returns) stays active.
      if (servesSolana && !solanaConnected())
        await ctx.connection
          .connect({ connectorId: EMBEDDED_SOLANA_CONNECTOR_ID })
          .catch(report('embedded wallet solana'))
      return result
    },
    async reconnect({ caipNetwork }) {
      if (ctx.storage.get(EMAIL_LOGIN_USED) !== true) {
        clearLoginCache()
        throw new Error('no email login is stored')
      }
      try {
        const { isConnected } = await (await frame()).request('IS_CONNECTED')
        if (!isConnected) throw new Error('the secure site has no session for this device')
        const result = await accountFor(caipNetwork)
        await smartAccounts.refresh(result)
        return result
      } catch (error) {
        clearLoginCache()
        throw error
      }
    },
    async disconnect() {
      clearLoginCache()
      removeUpdateEmail?.()
      removeUpdateEmail = undefined
      address = undefined
      state.accountType.value = undefined
      state.chainId.value = undefined
      state.email.value = undefined
      if (!client) return
      await client
        .request('SIGN_OUT', undefined, { timeoutMs: FRAME_SIGN_OUT_WAIT_MS })
        .catch(() => undefined)
    },
    getProvider: () => provider,
    async switchNetwork(caipNetwork) {
      const answer = await (await frame()).request('SWITCH_NETWORK', { chainId: Number(caipNetwork.id) })
      chainId = Number(answer.chainId)
      state.chainId.value = chainId
      ctx.storage.set(LAST_CHAIN, chainId)
      provider.emit('chainChanged', `0x${chainId.toString(16)}`)
    },
    async startEmailLogin(email) {
      ctx.storage.set(LAST_EMAIL_LOGIN_TIME, Date.now())
      const client = await frame()
      const { action } = await client.request('CONNECT_EMAIL', { email }, CONNECT)
      state.email.value = email
      state.step.value = action
      await ctx.router.push('EmailLogin', { email })
      if (action === 'VERIFY_DEVICE') {
        // The frame waits for the mailed link to be opened, then the code is mailed.
        await client.request('CONNECT_DEVICE', undefined, CONNECT)
        state.step.value = 'VERIFY_OTP'
      }
    },
    async startSocialLogin(provider, popup) {
      ctx.analytics.track({ type: 'track', event: 'SOCIAL_LOGIN_STARTED', properties: { provider } })
      try {
        let uri: string
        try {
          uri = (await (await frame()).request('GET_SOCIAL_REDIRECT_URI', { provider }, CONNECT)).uri
          const protocol = new URL(uri).protocol
          if (protocol !== 'https:' && protocol !== 'http:')
            throw new Error(`the provider address is ${protocol}, not http(s)`)
        } catch (cause) {
          throw new SocialLoginError(SOCIAL_INITIATE_FAILED_MESSAGE, { cause })
        }
        if (!popup) {
          // A Telegram webview: the sign-in comes back with result_uri in this page's address.
          ;(options.navigate ?? ((to: string) => window.location.assign(to)))(uri)
          return
        }
        popup.location.href = uri
        const resultUri = await waitForSocialResult({
          popup,
          secureOrigin,
          listen: (options.host ?? browserFrameHost).listen,
        })
        await connectSocialResult(resultUri, provider)
      } catch (error) {
        popup?.close()
        ctx.analytics.track({
          type: 'error',
          event: 'SOCIAL_LOGIN_ERROR',
          properties: { provider, message: error instanceof Error ? error.message : String(error) },
        })
        throw error
      }
    },
    connectSocialResult,
    async startFarcasterLogin() {
      const attempt = ++farcasterAttempt
      const current = () => attempt === farcasterAttempt
      state.farcasterUrl.value = undefined
      state.farcasterError.value = undefined
      if (ctx.router.view.value !== 'ConnectingFarcaster') await ctx.router.push('ConnectingFarcaster')
      try {
        const client = await frame()
        const { url } = await client.request('CONNECT_FARCASTER', undefined, CONNECT)
        if (!current()) return
        state.farcasterUrl.value = url
        const { userName } = await client.request('CONNECT_FARCASTER', { url }, CONNECT)
        if (!current()) return
        if (userName) ctx.storage.set(SOCIAL_USERNAME, userName)
        state.email.value = undefined
        await ctx.connection.connect({ connectorId: EMBEDDED_CONNECTOR_ID })
        await ctx.modal.close()
      } catch (cause) {
        if (!current()) return
        const error = new FarcasterConnectError({ cause })
        state.farcasterError.value = error.shortMessage
        throw error
      }
    },
    reloadFarcaster() {
      farcasterAttempt++
      state.farcasterUrl.value = undefined
      state.farcasterError.value = undefined
      // A new frame on next need: requests cannot reach a frame that is reloading, so none is left waiting on one.
      client?.destroy()
      client = undefined
    },
    setPreferredAccountType: smartAccounts.setPreferredAccountType,
    async updateEmail(email) {
      return (await (await frame()).request('UPDATE_EMAIL', { email }, CONNECT)).action
    },
    async updateEmailPrimaryOtp(otp) {
      return (await (await frame()).request('UPDATE_EMAIL_PRIMARY_OTP', { otp }, CONNECT)).action
    },
    async updateEmailSecondaryOtp(otp) {
      const client = await frame()
      const { newEmail } = await client.request('UPDATE_EMAIL_SECONDARY_OTP', { otp }, CONNECT)
      for (let tries = 0; tries < EMAIL_UPDATE_POLL_TRIES; tries++) {
        const user = await client.request('GET_USER', { chainId })
        if (user.email?.toLowerCase() === newEmail.toLowerCase()) break
        await new Promise((resolve) => setTimeout(resolve, EMAIL_UPDATE_POLL_MS))
      }
      state.email.value = newEmail
      ctx.storage.set(CONNECTED_EMAIL, newEmail)
      return newEmail
    },
    showApprovalFrame: (area) => client?.show(area),
    hideApprovalFrame: () => client?.hide(),
    async submitCode(otp) {
      await (await frame()).request('CONNECT_OTP', { otp }, CONNECT)
      await ctx.connection.connect({ connectorId: EMBEDDED_CONNECTOR_ID })
      await ctx.modal.close()
    },
  }
}
