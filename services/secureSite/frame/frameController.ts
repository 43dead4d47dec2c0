import {
  type AppEvent,
  type AppEventOf,
  FRAME_CONNECT_TIMEOUT_MS,
  type FrameQuery,
} from '../../../plugins/embedded-wallet/protocol/secureFrame.js'
import type { ApprovalPanel } from './approvalPanel.js'
import { AuthApiError, type AuthClient } from './authClient.js'
import type { DeviceShareStore } from './deviceShareStore.js'
import { handleFrameRpc } from './frameRpc.js'
import { FrameRpcError } from './frameRpcError.js'
import type { FrameSessionStore } from './frameSession.js'
import type { FrameSmartAccounts } from './frameSmartAccounts.js'
import { handleSmartAccountRpc } from './smartAccountRpc.js'
import { handleSolanaRpc } from './solanaRpc.js'
import { createWalletShares, recoverDeviceShare, withEip155Key, withSolanaKey } from './walletKeys.js'

/** An answer the frame sends as the event's error: the message shown as it is, and a provider code when there is one. */
export class FrameAnswerError extends Error {
  override name = 'FrameAnswerError'
  readonly code: number | undefined
  constructor(message: string, code?: number) {
    super(message)
    this.code = code
  }
}

const DEVICE_POLL_MS = 1_000
const FARCASTER_POLL_MS = 1_000

const chainNumber = (value: string | number | undefined): number | undefined => {
  if (typeof value === 'number') return value
  const id = Number(value?.startsWith('eip155:') ? value.slice(7) : value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}
/** A solana chain as CAIP-2 (`solana:` and the genesis hash's first 32 characters), else undefined. */
const solanaChainOf = (value: string | number | undefined): string | undefined =>
  typeof value === 'string' && /^solana:[1-9A-HJ-NP-Za-km-z]{1,64}$/.test(value) ? value : undefined

/** What the frame does for each app event; returns the success payload or throws the error to answer. */
export function createFrameController(parameters: {
  query: FrameQuery
  parentOrigin: string
  client: AuthClient
  sessions: FrameSessionStore
  shares: DeviceShareStore
  approval: ApprovalPanel
  /** The networks with smart accounts and the owner's account on them. */
  smartAccounts: FrameSmartAccounts
  /** Tells the host the session changed (SESSION_UPDATE). */
  onSession(sessionId: string | null): void
  reload(): void
  sleep?: (ms: number) => Promise<void>
}) {
  const { client, sessions, shares } = parameters
  const sleep = parameters.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  let loginFlowId: string | undefined
  let updateFlowId: string | undefined
  let farcaster: { flowId: string; url: string } | undefined
  let chainId = sessions.chainId() ?? chainNumber(parameters.query.chainId) ?? 1
  // The solana chain the host last named; the active one is the namespace of the last switch or user read.
  let solanaChain = solanaChainOf(parameters.query.chainId)
  let namespace: 'eip155' | 'solana' = solanaChain ? 'solana' : 'eip155'
  const activeChain = () => (namespace === 'solana' && solanaChain ? solanaChain : chainId)
  /** Moves the frame to a chain the host named: an eip155 id or a solana CAIP-2 id; false for anything else. */
  const moveTo = (requested: string | number | undefined): boolean => {
    const solana = solanaChainOf(requested)
    if (solana) {
      solanaChain = solana
      namespace = 'solana'
      return true
    }
    const evm = chainNumber(requested)
    if (!evm) return false
    chainId = evm
    namespace = 'eip155'
    sessions.setChainId(chainId)
    return true
  }
  // The host says which account type it prefers (GET_USER, SET_PREFERRED_ACCOUNT); eoa until then.
  let preferredAccountType: 'eoa' | 'smartAccount' = 'eoa'

  const signedIn = () => {
    const session = sessions.session()
    if (!session) throw new FrameAnswerError('Not connected to email or social')
    return session
  }
  const signOutLocally = () => {
    sessions.setSession(undefined)
    parameters.onSession(null)
  }
  /** The user's addresses; a session the services no longer accept is forgotten here too. */
  const currentUser = async () => {
    const session = signedIn()
    try {
      return (await client.user(session.token)).user
    } catch (error) {
      if (error instanceof AuthApiError && error.status === 401) signOutLocally()
      throw error
    }
  }
  /** The owner's smart account on the current chain, or undefined where the chain has none. */
  const smartAccountOf = async (owner: string) => {
    const network = await parameters.smartAccounts.network(chainId).catch(() => undefined)
    if (!network) return undefined
    return { network, ...(await parameters.smartAccounts.account(network, owner as `0x${string}`)) }
  }
  /** The user on the active chain, or on eip155 whatever the active chain (the eip155 requests' account). */
  const userPayload = async (on: 'eip155' | 'solana' = namespace) => {
    const user = await currentUser()
    if (!user.eip155Address) throw new FrameAnswerError('this account has no wallet yet')
    const solanaAddress = user.solanaAddress ?? null
    // On a solana chain the user is its solana account (spec 6: solana accounts are eoa).
    if (on === 'solana' && solanaChain && solanaAddress) {
      return {
        email: user.email,
        userName: user.userName ?? null,
        chainId: solanaChain,
        address: solanaAddress,
        accounts: [{ address: solanaAddress, type: 'eoa' as const }],
        preferredAccountType: 'eoa' as const,
        smartAccountDeployed: false,
        eip155Address: user.eip155Address,
        solanaAddress,
      }
    }
    const eoa = { address: user.eip155Address, type: 'eoa' as const }
    const smart =
      preferredAccountType === 'smartAccount' ? await smartAccountOf(user.eip155Address) : undefined
    if (!smart) {
      return {
        email: user.email,
        userName: user.userName ?? null,
        chainId,
        address: eoa.address,
        accounts: [eoa],
        preferredAccountType: 'eoa' as const,
        smartAccountDeployed: false,
        eip155Address: user.eip155Address,
        solanaAddress,
      }
    }
    return {
      email: user.email,
      userName: user.userName ?? null,
      chainId,
      address: smart.address,
      accounts: [{ address: smart.address, type: 'smartAccount' as const }, eoa],
      preferredAccountType: 'smartAccount' as const,
      smartAccountDeployed: smart.isDeployed,
      eip155Address: user.eip155Address,
      solanaAddress,
      smartAccountNetwork: smart.network,
    }
  }

  /** After a code is accepted: make the wallet on first sign-in, or bring this device its share. */
  const finishSignIn = async (session: { token: string; userId: string; hasWallet: boolean }) => {
    if (!session.hasWallet) {
      const { deviceShare } = await createWalletShares(client, session)
      await shares.set(session.userId, deviceShare)
      deviceShare.fill(0)
    } else if (!(await shares.get(session.userId))) {
      const share = await recoverDeviceShare(client, session)
      await shares.set(session.userId, share)
      share.fill(0)
    }
  }

  /** Lends this device's share of the wallet to `use` (eip155 or solana key), wiped once it is done. */
  const withDeviceShare = async <T>(
    session: { userId: string },
    use: (deviceShare: Uint8Array) => Promise<T>,
  ) => {
    const deviceShare = await shares.get(session.userId)
    if (!deviceShare) throw new FrameAnswerError('this device has no share of the wallet; sign in again')
    try {
      return await use(deviceShare)
    } finally {
      deviceShare.fill(0)
    }
  }
  /** A sign-in the services accepted (email code, social login or farcaster): the wallet, then the session. */
  const startSession = async (answer: {
    sessionToken: string
    sessionId: string
    user: { id: string; email: string | null; eip155Address: string | null }
  }) => {
    const session = { token: answer.sessionToken, userId: answer.user.id }
    await finishSignIn({ ...session, hasWallet: answer.user.eip155Address !== null })
    sessions.setSession({ ...session, sessionId: answer.sessionId, email: answer.user.email })
    parameters.onSession(answer.sessionId)
  }

  /** A solana request: signed with the solana key of the same seed, on the chain it names (or the frame's). */
  const solanaRequest = async (
    session: { token: string; userId: string },
    payload: AppEventOf<'RPC_REQUEST'>['payload'],
  ) => {
    const owner = (await currentUser()).solanaAddress
    if (!owner) throw new FrameAnswerError('this account has no solana wallet yet')
    const chain = solanaChainOf(payload?.chainId) ?? solanaChain
    if (!chain) throw new FrameAnswerError('Chain is not supported')
    try {
      return await handleSolanaRpc({
        method: payload?.method ?? '',
        params: payload?.params,
        chainId: chain,
        rpcUrl: payload?.rpcUrl,
        address: owner,
        origin: parameters.parentOrigin,
        approval: parameters.approval,
        withKey: (use) =>
          withDeviceShare(session, (deviceShare) =>
            withSolanaKey(client, session.token, deviceShare, owner, use),
          ),
      })
    } catch (error) {
      if (error instanceof FrameRpcError) throw new FrameAnswerError(error.message, error.code)
      throw error
    }
  }

  return async function handle(event: AppEvent): Promise<unknown> {
    switch (event.type) {
      case '@appkit-app/CONNECT_EMAIL': {
        const answer = await client.connectEmail({
          email: event.payload?.email ?? '',
          deviceId: sessions.deviceId(),
          origin: parameters.parentOrigin,
        })
        loginFlowId = answer.flowId
        return { action: answer.action }
      }
      case '@appkit-app/CONNECT_DEVICE': {
        const flowId = loginFlowId
        if (!flowId) throw new FrameAnswerError('connect with an email first')
        // Waits for the mailed link, checking once a second, up to the connect timeout (spec 9).
        for (let waited = 0; waited < FRAME_CONNECT_TIMEOUT_MS; waited += DEVICE_POLL_MS) {
          if ((await client.connectDevice(flowId)).action === 'VERIFY_OTP') return { action: 'VERIFY_OTP' }
          await sleep(DEVICE_POLL_MS)
        }
        throw new FrameAnswerError('the new device was not approved in time')
      }
      case '@appkit-app/CONNECT_OTP': {
        if (!loginFlowId) throw new FrameAnswerError('connect with an email first')
        const answer = await client.connectOtp(loginFlowId, event.payload?.otp ?? '')
        loginFlowId = undefined
        await startSession(answer)
        return { action: 'CONNECT' }
      }
      case '@appkit-app/GET_SOCIAL_REDIRECT_URI': {
        const provider = event.payload?.provider ?? ''
        return client.socialStart({
          provider,
          deviceId: sessions.deviceId(),
          origin: parameters.parentOrigin,
        })
      }
      case '@appkit-app/CONNECT_SOCIAL': {
        const answer = await client.socialConnect({
          uri: event.payload?.uri ?? '',
          deviceId: sessions.deviceId(),
        })
        await startSession(answer)
        return userPayload()
      }
      case '@appkit-app/CONNECT_FARCASTER': {
        const url = event.payload?.url
        if (url === undefined) {
          farcaster = await client.farcasterChannel({
            deviceId: sessions.deviceId(),
            origin: parameters.parentOrigin,
          })
          return { url: farcaster.url }
        }
        const flow = farcaster
        if (!flow || flow.url !== url) throw new FrameAnswerError('open the farcaster sign-in first')
        // Waits for the Farcaster client to sign, checking once a second, up to the connect timeout (spec 9).
        for (let waited = 0; waited < FRAME_CONNECT_TIMEOUT_MS; waited += FARCASTER_POLL_MS) {
          if (farcaster !== flow) throw new FrameAnswerError('the farcaster sign-in was replaced')
          const answer = await client.farcasterConnect(flow.flowId)
          if ('action' in answer) {
            farcaster = undefined
            await startSession(answer)
            return { url, userName: answer.user.userName }
          }
          await sleep(FARCASTER_POLL_MS)
        }
        throw new FrameAnswerError('the farcaster sign-in was not signed in time')
      }
      case '@appkit-app/GET_USER': {
        moveTo(event.payload?.chainId)
        if (event.payload?.preferredAccountType) preferredAccountType = event.payload.preferredAccountType
        const { smartAccountNetwork: _network, ...user } = await userPayload()
        return user
      }
      case '@appkit-app/IS_CONNECTED': {
        const session = sessions.session()
        if (!session) return { isConnected: false }
        try {
          await currentUser()
          return { isConnected: (await shares.get(session.userId)) !== undefined }
        } catch {
          return { isConnected: false }
        }
      }
      case '@appkit-app/SIGN_OUT': {
        const session = sessions.session()
        if (session) await client.signOut(session.token).catch(() => undefined)
        signOutLocally()
        return undefined
      }
      case '@appkit-app/GET_CHAIN_ID':
        return { chainId: activeChain() }
      case '@appkit-app/SWITCH_NETWORK': {
        if (!moveTo(event.payload?.chainId)) throw new FrameAnswerError('Chain is not supported')
        return { chainId: activeChain() }
      }
      case '@appkit-app/RPC_REQUEST': {
        const session = signedIn()
        const method = event.payload?.method ?? ''
        if (event.payload?.chainNamespace === 'solana' || method.startsWith('solana_'))
          return { result: await solanaRequest(session, event.payload) }
        const user = await userPayload('eip155')
        const payload = event.payload
        const requestChain = chainNumber(payload?.chainId) ?? chainId
        const network = 'smartAccountNetwork' in user ? user.smartAccountNetwork : undefined
        try {
          const rpc = network && network.chainId === requestChain ? handleSmartAccountRpc : handleFrameRpc
          const result = await rpc({
            network: network as NonNullable<typeof network>,
            method: payload?.method ?? '',
            params: payload?.params,
            chainId: requestChain,
            rpcUrl: payload?.rpcUrl ?? parameters.query.rpcUrl,
            address: user.address as `0x${string}`,
            origin: parameters.parentOrigin,
            approval: parameters.approval,
            withKey: (use) =>
              withDeviceShare(session, (deviceShare) =>
                withEip155Key(client, session.token, deviceShare, use),
              ),
          })
          return { result }
        } catch (error) {
          if (error instanceof FrameRpcError) throw new FrameAnswerError(error.message, error.code)
          throw error
        }
      }
      case '@appkit-app/RPC_ABORT':
        parameters.approval.abort()
        return undefined
      case '@appkit-app/UPDATE_EMAIL': {
        const answer = await client.updateEmail(signedIn().token, event.payload?.email ?? '')
        updateFlowId = answer.flowId
        return { action: answer.action }
      }
      case '@appkit-app/UPDATE_EMAIL_PRIMARY_OTP': {
        if (!updateFlowId) throw new FrameAnswerError('ask for the email update first')
        return client.updateEmailPrimaryOtp(signedIn().token, updateFlowId, event.payload?.otp ?? '')
      }
      case '@appkit-app/UPDATE_EMAIL_SECONDARY_OTP': {
        if (!updateFlowId) throw new FrameAnswerError('ask for the email update first')
        const session = signedIn()
        const { email } = await client.updateEmailSecondaryOtp(
          session.token,
          updateFlowId,
          event.payload?.otp ?? '',
        )
        updateFlowId = undefined
        sessions.setSession({ ...session, email })
        return { newEmail: email }
      }
      case '@appkit-app/SYNC_THEME': {
        const mode = event.payload?.themeMode
        if (mode) document.documentElement.dataset.theme = mode
        return undefined
      }
      case '@appkit-app/SYNC_DAPP_DATA':
        return undefined
      case '@appkit-app/RELOAD':
        setTimeout(parameters.reload, 0)
        return undefined
      case '@appkit-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return {
          smartAccountEnabledNetworks: (await parameters.smartAccounts.networks()).map(
            (network) => network.chainId,
          ),
        }
      case '@appkit-app/INIT_SMART_ACCOUNT': {
        const owner = (await currentUser()).eip155Address
        const smart = owner ? await smartAccountOf(owner) : undefined
        if (!smart) throw new FrameAnswerError(`Smart accounts are not enabled on chain ${chainId}`)
        return { address: smart.address, isDeployed: smart.isDeployed }
      }
      case '@appkit-app/SET_PREFERRED_ACCOUNT': {
        const owner = (await currentUser()).eip155Address
        if (!owner) throw new FrameAnswerError('this account has no wallet yet')
        if (event.payload?.type !== 'smartAccount') {
          preferredAccountType = 'eoa'
          return { type: 'eoa', address: owner }
        }
        const smart = await smartAccountOf(owner)
        if (!smart) throw new FrameAnswerError(`Smart accounts are not enabled on chain ${chainId}`)
        preferredAccountType = 'smartAccount'
        return { type: 'smartAccount', address: smart.address }
      }
    }
  }
}
