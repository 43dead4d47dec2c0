import {
  type AppEventOf,
  FRAME_CONNECT_TIMEOUT_MS,
} from '../../../plugins/embedded-wallet/protocol/secureFrame.js'
import type { AuthClient } from './authClient.js'
import { FrameAnswerError } from './frameAnswerError.js'
import type { FrameSessionStore } from './frameSession.js'
import type { FrameUser } from './frameUser.js'
import type { FrameWallet } from './frameWallet.js'

const DEVICE_POLL_MS = 1_000
const FARCASTER_POLL_MS = 1_000

type Payload<N extends SignInEvent> = AppEventOf<N>['payload']
type SignInEvent =
  | 'CONNECT_EMAIL'
  | 'CONNECT_OTP'
  | 'GET_SOCIAL_REDIRECT_URI'
  | 'CONNECT_SOCIAL'
  | 'CONNECT_FARCASTER'

/** The sign-in events: email code (and a new device's approval), social login and farcaster. */
export function createFrameSignIn(parameters: {
  client: AuthClient
  sessions: FrameSessionStore
  parentOrigin: string
  wallet: FrameWallet
  user: FrameUser
  sleep: (ms: number) => Promise<void>
}) {
  const { client, sessions, wallet, sleep } = parameters
  let loginFlowId: string | undefined
  let farcaster: { flowId: string; url: string } | undefined

  /** Waits for the Farcaster client to sign, checking once a second, up to the connect timeout (spec 9). */
  const awaitFarcaster = async (flow: { flowId: string; url: string }) => {
    for (let waited = 0; waited < FRAME_CONNECT_TIMEOUT_MS; waited += FARCASTER_POLL_MS) {
      if (farcaster !== flow) throw new FrameAnswerError('the farcaster sign-in was replaced')
      const answer = await client.farcasterConnect(flow.flowId)
      if ('action' in answer) {
        farcaster = undefined
        await wallet.startSession(answer)
        return { url: flow.url, userName: answer.user.userName }
      }
      await sleep(FARCASTER_POLL_MS)
    }
    throw new FrameAnswerError('the farcaster sign-in was not signed in time')
  }

  return {
    async connectEmail(payload: Payload<'CONNECT_EMAIL'>) {
      const answer = await client.connectEmail({
        email: payload?.email ?? '',
        deviceId: sessions.deviceId(),
        origin: parameters.parentOrigin,
      })
      loginFlowId = answer.flowId
      return { action: answer.action }
    },
    /** Waits for the mailed link, checking once a second, up to the connect timeout (spec 9). */
    async connectDevice() {
      const flowId = loginFlowId
      if (!flowId) throw new FrameAnswerError('connect with an email first')
      for (let waited = 0; waited < FRAME_CONNECT_TIMEOUT_MS; waited += DEVICE_POLL_MS) {
        if ((await client.connectDevice(flowId)).action === 'VERIFY_OTP') return { action: 'VERIFY_OTP' }
        await sleep(DEVICE_POLL_MS)
      }
      throw new FrameAnswerError('the new device was not approved in time')
    },
    async connectOtp(payload: Payload<'CONNECT_OTP'>) {
      if (!loginFlowId) throw new FrameAnswerError('connect with an email first')
      const answer = await client.connectOtp(loginFlowId, payload?.otp ?? '')
      loginFlowId = undefined
      await wallet.startSession(answer)
      return { action: 'CONNECT' }
    },
    socialRedirectUri(payload: Payload<'GET_SOCIAL_REDIRECT_URI'>) {
      return client.socialStart({
        provider: payload?.provider ?? '',
        deviceId: sessions.deviceId(),
        origin: parameters.parentOrigin,
      })
    },
    async connectSocial(payload: Payload<'CONNECT_SOCIAL'>) {
      const answer = await client.socialConnect({ uri: payload?.uri ?? '', deviceId: sessions.deviceId() })
      await wallet.startSession(answer)
      return parameters.user.payload()
    },
    /** Without a url: opens the channel and gives its url; with the channel's url: waits for its signature. */
    async connectFarcaster(payload: Payload<'CONNECT_FARCASTER'>) {
      const url = payload?.url
      if (url === undefined) {
        farcaster = await client.farcasterChannel({
          deviceId: sessions.deviceId(),
          origin: parameters.parentOrigin,
        })
        return { url: farcaster.url }
      }
      const flow = farcaster
      if (!flow || flow.url !== url) throw new FrameAnswerError('open the farcaster sign-in first')
      return awaitFarcaster(flow)
    },
  }
}
