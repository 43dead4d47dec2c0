import type { AppEvent, FrameQuery } from '../../../plugins/embedded-wallet/protocol/secureFrame.js'
import type { ApprovalPanel } from './approvalPanel.js'
import type { AuthClient } from './authClient.js'
import type { DeviceShareStore } from './deviceShareStore.js'
import { createFrameAccount } from './frameAccount.js'
import { FrameAnswerError } from './frameAnswerError.js'
import { createFrameChain } from './frameChain.js'
import { applyTheme, showDappData } from './frameLook.js'
import { handleFrameRequest } from './frameRequests.js'
import type { FrameSessionStore } from './frameSession.js'
import { createFrameSignIn } from './frameSignIn.js'
import type { FrameSmartAccounts } from './frameSmartAccounts.js'
import type { FrameTrustedChains } from './frameTrustedChains.js'
import { createFrameUser } from './frameUser.js'
import { createFrameWallet } from './frameWallet.js'

export { FrameAnswerError }

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
  /** The chains the secure site serves with its own RPC (`GET /chains`). */
  trustedChain: FrameTrustedChains
  /** Tells the host the session changed (SESSION_UPDATE). */
  onSession(sessionId: string | null): void
  reload(): void
  sleep?: (ms: number) => Promise<void>
}) {
  const { client, sessions, parentOrigin, approval } = parameters
  const sleep = parameters.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const chain = createFrameChain(sessions, parameters.query.chainId)
  const user = createFrameUser({ ...parameters, chain })
  const wallet = createFrameWallet(parameters)
  const signIn = createFrameSignIn({ client, sessions, parentOrigin, wallet, user, sleep })
  const account = createFrameAccount({ ...parameters, chain, user, wallet })
  const requests = {
    client,
    parentOrigin,
    rpcUrl: parameters.query.rpcUrl,
    approval,
    trustedChain: parameters.trustedChain,
    chain,
    user,
    wallet,
  }

  return async function handle(event: AppEvent): Promise<unknown> {
    switch (event.type) {
      case '@appkit-app/CONNECT_EMAIL':
        return signIn.connectEmail(event.payload)
      case '@appkit-app/CONNECT_DEVICE':
        return signIn.connectDevice()
      case '@appkit-app/CONNECT_OTP':
        return signIn.connectOtp(event.payload)
      case '@appkit-app/GET_SOCIAL_REDIRECT_URI':
        return signIn.socialRedirectUri(event.payload)
      case '@appkit-app/CONNECT_SOCIAL':
        return signIn.connectSocial(event.payload)
      case '@appkit-app/CONNECT_FARCASTER':
        return signIn.connectFarcaster(event.payload)
      case '@appkit-app/GET_USER':
        return account.getUser(event.payload)
      case '@appkit-app/IS_CONNECTED':
        return account.isConnected()
      case '@appkit-app/SIGN_OUT':
        return account.signOut()
      case '@appkit-app/GET_CHAIN_ID':
        return { chainId: chain.active() }
      case '@appkit-app/SWITCH_NETWORK':
        if (!chain.moveTo(event.payload?.chainId)) throw new FrameAnswerError('Chain is not supported')
        return { chainId: chain.active() }
      case '@appkit-app/RPC_REQUEST':
        return handleFrameRequest(requests, event.payload)
      case '@appkit-app/RPC_ABORT':
        approval.abort()
        return undefined
      case '@appkit-app/UPDATE_EMAIL':
        return account.updateEmail(event.payload)
      case '@appkit-app/UPDATE_EMAIL_PRIMARY_OTP':
        return account.updateEmailPrimaryOtp(event.payload)
      case '@appkit-app/UPDATE_EMAIL_SECONDARY_OTP':
        return account.updateEmailSecondaryOtp(event.payload)
      case '@appkit-app/SYNC_THEME':
        applyTheme(document, event.payload)
        return undefined
      case '@appkit-app/SYNC_DAPP_DATA':
        showDappData(document, event.payload)
        return undefined
      case '@appkit-app/RELOAD':
        setTimeout(parameters.reload, 0)
        return undefined
      case '@appkit-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return account.smartAccountNetworks()
      case '@appkit-app/INIT_SMART_ACCOUNT':
        return account.initSmartAccount()
      case '@appkit-app/SET_PREFERRED_ACCOUNT':
        return account.setPreferredAccount(event.payload)
    }
  }
}
