import { type CaipNetwork, type Connector, nativeBalanceOf, type PluginContext } from 'walletdock/plugin'
import { createApprovalFlow } from './approvalFlow.js'
import {
  CONNECTED_EMAIL,
  EMAIL_LOGIN_USED,
  EMBEDDED_CONNECTOR_ID,
  EMBEDDED_SOLANA_CONNECTOR_ID,
  LAST_CHAIN,
  LAST_EMAIL_LOGIN_TIME,
  LOGIN_CACHE_KEYS,
  NOT_ALLOWED_NOTICE_DELAY_MS,
  PREFERRED_ACCOUNT_TYPE,
  SOCIAL_PROVIDER,
  SOCIAL_USERNAME,
} from './constants.js'
import { createFrameProvider } from './createFrameProvider.js'
import { createSmartAccountSwitch } from './createSmartAccountSwitch.js'
import { createEmailLogin } from './emailLogin.js'
import { createEmbeddedFrame } from './embeddedFrame.js'
import { EmbeddedFrameError } from './embeddedFrameError.js'
import { createEmbeddedSolanaSide } from './embeddedSolanaSide.js'
import type { EmbeddedState } from './embeddedState.js'
import type { FrameArea, FrameHost } from './frameClient.js'
import type { EmbeddedWalletOptions } from './index.js'
import { label } from './labels.js'
import { FRAME_SIGN_OUT_WAIT_MS } from './protocol/frameFields.js'
import type { SocialProviderName } from './protocol/signInFields.js'
import { createSocialLogins } from './socialLogins.js'
import type { SocialPopup } from './socialPopup.js'

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
  const evmNetworks = ctx.config.networks.filter((network) => network.chainNamespace === 'eip155')
  const embeddedFrame = createEmbeddedFrame(ctx, options)
  const { frame, rpcUrlOf } = embeddedFrame
  let address: string | undefined
  let chainId: number | undefined
  // 'Update email' on the Account view, only while this connector is the connected one.
  let removeUpdateEmail: (() => void) | undefined
  const offerUpdateEmail = () => {
    removeUpdateEmail ??= ctx.slots.accountAction({
      id: 'embedded-wallet.update-email',
      feature: 'updateEmail',
      label: label('updateEmail'),
      icon: '✉',
      view: 'UpdateEmailWallet',
    })
  }
  const clearLoginCache = () => {
    for (const key of LOGIN_CACHE_KEYS) ctx.storage.remove(key)
  }
  const accountFor = async (caipNetwork: CaipNetwork | undefined) => {
    const wanted = Number(caipNetwork?.id ?? ctx.storage.get(LAST_CHAIN) ?? evmNetworks[0]?.id)
    // Spec 6: an eip155 login is a smart account where the network has one, unless the person chose eoa.
    const wantedType = ctx.storage.get(PREFERRED_ACCOUNT_TYPE) === 'eoa' ? 'eoa' : 'smartAccount'
    const user = await (await frame()).request('GET_USER', {
      chainId: Number.isInteger(wanted) && wanted > 0 ? wanted : undefined,
      preferredAccountType: wantedType,
    })
    address = user.address
    chainId = typeof user.chainId === 'number' ? user.chainId : Number(user.chainId)
    ctx.storage.set(LAST_CHAIN, chainId)
    if (user.email) state.email.value = user.email
    const type = user.preferredAccountType ?? 'eoa'
    state.accountType.value = type
    state.chainId.value = chainId
    // An eoa answered for lack of smart accounts on this network is not the person's choice: the default stays.
    if (type === wantedType) ctx.storage.set(PREFERRED_ACCOUNT_TYPE, type)
    // The first account is the one in use: the kernel takes its type as the preferred account type.
    const others = (user.accounts ?? []).filter((account) => account.address !== user.address)
    offerUpdateEmail()
    // Spec 3: the login's email and username reach the account state (user), its social provider the connection (auth.name).
    const provider = ctx.storage.get(SOCIAL_PROVIDER)
    await ctx.writers.eip155?.setAccount({
      user: { email: user.email ?? null, username: user.userName ?? ctx.storage.get(SOCIAL_USERNAME) },
    })
    return {
      accounts: [{ address: user.address, type }, ...others],
      chainId,
      ...(provider ? { auth: { name: provider } } : {}),
    }
  }
  const smartAccounts = createSmartAccountSwitch({
    ctx,
    state,
    frame,
    reconnect: () => ctx.connection.connect({ connectorId: EMBEDDED_CONNECTOR_ID }),
  })
  const networkOf = (id: number | undefined) => evmNetworks.find((network) => network.id === id)
  /** The eip155 account's balance read again through the frame, once a request of it succeeded. */
  const refreshBalance = async () => {
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
    await writer.setAccount(nativeBalanceOf(BigInt(wei.result), network.nativeCurrency))
  }
  const approvals = createApprovalFlow({
    isModalOpen: () => ctx.state.modal.peek().open,
    openModal: (description) => ctx.modal.open({ view: 'ApproveTransaction', data: description }),
    pushView: async (description) => ctx.router.push('ApproveTransaction', description),
    goBack: () => ctx.router.goBack(),
    closeModal: () => ctx.modal.close(),
    refreshBalance: (description) =>
      description.method.startsWith('solana_') ? solana.refreshBalance() : refreshBalance(),
    abort: async () => {
      await embeddedFrame.current()?.request('RPC_ABORT')
    },
    isRejection: (error) => error instanceof EmbeddedFrameError && error.code === 4001,
  })
  // The modal closed: the frame's approval dialog goes with it (it would stay above the page otherwise).
  ctx.hooks.on('close', () => {
    embeddedFrame.current()?.hide()
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
    currency: (id) => networkOf(id)?.nativeCurrency,
    approve: (description, send) => approvals.run(description, send),
    onNotAllowed,
  })
  const solana = createEmbeddedSolanaSide({
    ctx,
    frame,
    approve: (description, send) => approvals.run(description, send),
    onNotAllowed,
  })
  const report = (source: string) => (error: unknown) => void ctx.hooks.emit('error', { error, source })
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
      if (solana.serves && !solana.connected())
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
      await embeddedFrame
        .current()
        ?.request('SIGN_OUT', undefined, { timeoutMs: FRAME_SIGN_OUT_WAIT_MS })
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
    ...createEmailLogin({ ctx, state, frame, chainId: () => chainId }),
    ...createSocialLogins({ ctx, state, frame: embeddedFrame, ...options }),
    setPreferredAccountType: smartAccounts.setPreferredAccountType,
    showApprovalFrame: (area) => embeddedFrame.current()?.show(area),
    hideApprovalFrame: () => embeddedFrame.current()?.hide(),
  }
}
