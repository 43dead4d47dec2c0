import type { AppEventOf } from '../../../plugins/embedded-wallet/protocol/secureFrame.js'
import type { ApprovalPanel } from './approvalPanel.js'
import type { AuthClient } from './authClient.js'
import { FrameAnswerError } from './frameAnswerError.js'
import { chainNumber, type FrameChain, solanaChainOf } from './frameChain.js'
import { handleFrameRpc } from './frameRpc.js'
import { FrameRpcError } from './frameRpcError.js'
import type { FrameTrustedChains } from './frameTrustedChains.js'
import type { FrameUser } from './frameUser.js'
import type { FrameWallet } from './frameWallet.js'
import { handleSmartAccountRpc } from './smartAccountRpc.js'
import { handleSolanaRpc } from './solanaRpc.js'
import { withEip155Key, withSolanaKey } from './walletKeys.js'

type RpcPayload = AppEventOf<'RPC_REQUEST'>['payload']
type Session = { token: string; userId: string }

export type FrameRequestContext = {
  client: AuthClient
  parentOrigin: string
  /** The RPC the host gave in the frame's query, for requests that name none. */
  rpcUrl: string | undefined
  approval: ApprovalPanel
  /** The chains the secure site serves with its own RPC: a transaction's fees and nonce are read there. */
  trustedChain: FrameTrustedChains
  chain: FrameChain
  user: FrameUser
  wallet: FrameWallet
}

/** A provider request (RPC_REQUEST): solana ones on the solana key, the others on the eip155 key or smart account. */
export async function handleFrameRequest(context: FrameRequestContext, payload: RpcPayload) {
  const session = context.user.signedIn()
  const method = payload?.method ?? ''
  if (payload?.chainNamespace === 'solana' || method.startsWith('solana_'))
    return { result: await solanaRequest(context, session, payload) }
  const user = await context.user.payload('eip155')
  const requestChain = chainNumber(payload?.chainId) ?? context.chain.chainId
  const network = 'smartAccountNetwork' in user ? user.smartAccountNetwork : undefined
  try {
    const rpc = network && network.chainId === requestChain ? handleSmartAccountRpc : handleFrameRpc
    const result = await rpc({
      network: network as NonNullable<typeof network>,
      method,
      params: payload?.params,
      chainId: requestChain,
      rpcUrl: payload?.rpcUrl ?? context.rpcUrl,
      address: user.address as `0x${string}`,
      origin: context.parentOrigin,
      approval: context.approval,
      trustedChain: context.trustedChain,
      withKey: (use) =>
        context.wallet.withDeviceShare(session, (deviceShare) =>
          withEip155Key(context.client, session.token, deviceShare, user.eip155Address, use),
        ),
    })
    return { result }
  } catch (error) {
    if (error instanceof FrameRpcError) throw new FrameAnswerError(error.message, error.code)
    throw error
  }
}

/** A solana request: signed with the solana key of the same seed, on the chain it names (or the frame's). */
async function solanaRequest(context: FrameRequestContext, session: Session, payload: RpcPayload) {
  const owner = (await context.user.current()).solanaAddress
  if (!owner) throw new FrameAnswerError('this account has no solana wallet yet')
  const chain = solanaChainOf(payload?.chainId) ?? context.chain.solanaChain
  if (!chain) throw new FrameAnswerError('Chain is not supported')
  try {
    return await handleSolanaRpc({
      method: payload?.method ?? '',
      params: payload?.params,
      chainId: chain,
      rpcUrl: payload?.rpcUrl,
      address: owner,
      origin: context.parentOrigin,
      approval: context.approval,
      withKey: (use) =>
        context.wallet.withDeviceShare(session, (deviceShare) =>
          withSolanaKey(context.client, session.token, deviceShare, owner, use),
        ),
    })
  } catch (error) {
    if (error instanceof FrameRpcError) throw new FrameAnswerError(error.message, error.code)
    throw error
  }
}
