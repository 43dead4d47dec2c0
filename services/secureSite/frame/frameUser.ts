import { AuthApiError, type AuthClient } from './authClient.js'
import { FrameAnswerError } from './frameAnswerError.js'
import type { FrameChain } from './frameChain.js'
import type { FrameSessionStore } from './frameSession.js'
import type { FrameSmartAccounts } from './frameSmartAccounts.js'

export type FrameUser = ReturnType<typeof createFrameUser>

/** The signed-in user as the host sees it: session, addresses, and the account type the host prefers. */
export function createFrameUser(parameters: {
  client: AuthClient
  sessions: FrameSessionStore
  smartAccounts: FrameSmartAccounts
  chain: FrameChain
  /** Tells the host the session changed (SESSION_UPDATE). */
  onSession(sessionId: string | null): void
}) {
  const { client, sessions, chain } = parameters
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
  const current = async () => {
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
    const network = await parameters.smartAccounts.network(chain.chainId).catch(() => undefined)
    if (!network) return undefined
    return { network, ...(await parameters.smartAccounts.account(network, owner as `0x${string}`)) }
  }

  /** The user on the active chain, or on eip155 whatever the active chain (the eip155 requests' account). */
  const payload = async (on: 'eip155' | 'solana' = chain.namespace) => {
    const user = await current()
    if (!user.eip155Address) throw new FrameAnswerError('this account has no wallet yet')
    const solanaAddress = user.solanaAddress ?? null
    const { email, eip155Address } = user
    const userName = user.userName ?? null
    // On a solana chain the user is its solana account (spec 6: solana accounts are eoa).
    if (on === 'solana' && chain.solanaChain && solanaAddress) {
      return {
        email,
        userName,
        chainId: chain.solanaChain,
        address: solanaAddress,
        accounts: [{ address: solanaAddress, type: 'eoa' as const }],
        preferredAccountType: 'eoa' as const,
        smartAccountDeployed: false,
        eip155Address,
        solanaAddress,
      }
    }
    const eoa = { address: user.eip155Address, type: 'eoa' as const }
    const smart =
      preferredAccountType === 'smartAccount' ? await smartAccountOf(user.eip155Address) : undefined
    if (!smart) {
      return {
        email,
        userName,
        chainId: chain.chainId,
        address: eoa.address,
        accounts: [eoa],
        preferredAccountType: 'eoa' as const,
        smartAccountDeployed: false,
        eip155Address,
        solanaAddress,
      }
    }
    return {
      email,
      userName,
      chainId: chain.chainId,
      address: smart.address,
      accounts: [{ address: smart.address, type: 'smartAccount' as const }, eoa],
      preferredAccountType: 'smartAccount' as const,
      smartAccountDeployed: smart.isDeployed,
      eip155Address,
      solanaAddress,
      smartAccountNetwork: smart.network,
    }
  }

  return {
    signedIn,
    signOutLocally,
    current,
    smartAccountOf,
    payload,
    prefer(type: 'eoa' | 'smartAccount') {
      preferredAccountType = type
    },
  }
}
