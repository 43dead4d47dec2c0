import type { AppEventOf } from '../../../plugins/embedded-wallet/protocol/secureFrame.js'
import type { AuthClient } from './authClient.js'
import type { DeviceShareStore } from './deviceShareStore.js'
import { FrameAnswerError } from './frameAnswerError.js'
import type { FrameChain } from './frameChain.js'
import type { FrameSessionStore } from './frameSession.js'
import type { FrameSmartAccounts } from './frameSmartAccounts.js'
import type { FrameUser } from './frameUser.js'
import type { FrameWallet } from './frameWallet.js'

type AccountEvent =
  | 'GET_USER'
  | 'UPDATE_EMAIL'
  | 'UPDATE_EMAIL_PRIMARY_OTP'
  | 'UPDATE_EMAIL_SECONDARY_OTP'
  | 'SET_PREFERRED_ACCOUNT'
type Payload<N extends AccountEvent> = AppEventOf<N>['payload']

/** The account events of a signed-in user: who it is, sign-out, email update, smart accounts. */
export function createFrameAccount(parameters: {
  client: AuthClient
  sessions: FrameSessionStore
  shares: DeviceShareStore
  smartAccounts: FrameSmartAccounts
  chain: FrameChain
  user: FrameUser
  wallet: FrameWallet
}) {
  const { client, sessions, chain, user } = parameters
  let updateFlowId: string | undefined
  const smartAccountsOff = () =>
    new FrameAnswerError(`Smart accounts are not enabled on chain ${chain.chainId}`)

  return {
    async getUser(payload: Payload<'GET_USER'>) {
      chain.moveTo(payload?.chainId)
      if (payload?.preferredAccountType) user.prefer(payload.preferredAccountType)
      const { smartAccountNetwork: _network, ...shown } = await user.payload()
      return shown
    },
    async isConnected() {
      const session = sessions.session()
      if (!session) return { isConnected: false }
      try {
        await user.current()
        return { isConnected: (await parameters.shares.get(session.userId)) !== undefined }
      } catch {
        return { isConnected: false }
      }
    },
    async signOut() {
      const session = sessions.session()
      if (session) await parameters.wallet.signOut(session)
      user.signOutLocally()
      return undefined
    },
    async updateEmail(payload: Payload<'UPDATE_EMAIL'>) {
      const answer = await client.updateEmail(user.signedIn().token, payload?.email ?? '')
      updateFlowId = answer.flowId
      return { action: answer.action }
    },
    updateEmailPrimaryOtp(payload: Payload<'UPDATE_EMAIL_PRIMARY_OTP'>) {
      if (!updateFlowId) throw new FrameAnswerError('ask for the email update first')
      return client.updateEmailPrimaryOtp(user.signedIn().token, updateFlowId, payload?.otp ?? '')
    },
    async updateEmailSecondaryOtp(payload: Payload<'UPDATE_EMAIL_SECONDARY_OTP'>) {
      if (!updateFlowId) throw new FrameAnswerError('ask for the email update first')
      const session = user.signedIn()
      const { email } = await client.updateEmailSecondaryOtp(session.token, updateFlowId, payload?.otp ?? '')
      updateFlowId = undefined
      sessions.setSession({ ...session, email })
      return { newEmail: email }
    },
    async smartAccountNetworks() {
      const networks = await parameters.smartAccounts.networks()
      return { smartAccountEnabledNetworks: networks.map((network) => network.chainId) }
    },
    async initSmartAccount() {
      const owner = (await user.current()).eip155Address
      const smart = owner ? await user.smartAccountOf(owner) : undefined
      if (!smart) throw smartAccountsOff()
      return { address: smart.address, isDeployed: smart.isDeployed }
    },
    async setPreferredAccount(payload: Payload<'SET_PREFERRED_ACCOUNT'>) {
      const owner = (await user.current()).eip155Address
      if (!owner) throw new FrameAnswerError('this account has no wallet yet')
      if (payload?.type !== 'smartAccount') {
        user.prefer('eoa')
        return { type: 'eoa', address: owner }
      }
      const smart = await user.smartAccountOf(owner)
      if (!smart) throw smartAccountsOff()
      user.prefer('smartAccount')
      return { type: 'smartAccount', address: smart.address }
    },
  }
}
