import type { PluginContext } from 'walletdock/plugin'
import {
  CONNECTED_EMAIL,
  EMAIL_UPDATE_POLL_MS,
  EMAIL_UPDATE_POLL_TRIES,
  EMBEDDED_CONNECTOR_ID,
  LAST_EMAIL_LOGIN_TIME,
  SOCIAL_PROVIDER,
  SOCIAL_USERNAME,
} from './constants.js'
import type { EmbeddedState } from './embeddedState.js'
import type { FrameClient } from './frameClient.js'
import type { EmbeddedWalletOptions } from './index.js'
import { FRAME_CONNECT_TIMEOUT_MS } from './protocol/frameFields.js'

const CONNECT = { timeoutMs: FRAME_CONNECT_TIMEOUT_MS } as const

/** The email login (spec 5: code, or a new device's approval link, then the code) and the email update. */
export function createEmailLogin(parameters: {
  ctx: PluginContext<EmbeddedWalletOptions>
  state: EmbeddedState
  frame: () => Promise<FrameClient>
  /** The chain the connected account is on, for the update's polling of the frame's user. */
  chainId: () => number | undefined
}) {
  const { ctx, state, frame } = parameters
  return {
    async startEmailLogin(email: string) {
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
    async submitCode(otp: string) {
      await (await frame()).request('CONNECT_OTP', { otp }, CONNECT)
      // An email login has no social provider or username (spec 3: auth.name is the social provider's).
      ctx.storage.remove(SOCIAL_PROVIDER)
      ctx.storage.remove(SOCIAL_USERNAME)
      await ctx.connection.connect({ connectorId: EMBEDDED_CONNECTOR_ID })
      await ctx.modal.close()
    },
    async updateEmail(email: string) {
      return (await (await frame()).request('UPDATE_EMAIL', { email }, CONNECT)).action
    },
    async updateEmailPrimaryOtp(otp: string) {
      return (await (await frame()).request('UPDATE_EMAIL_PRIMARY_OTP', { otp }, CONNECT)).action
    },
    async updateEmailSecondaryOtp(otp: string) {
      const client = await frame()
      const { newEmail } = await client.request('UPDATE_EMAIL_SECONDARY_OTP', { otp }, CONNECT)
      for (let tries = 0; tries < EMAIL_UPDATE_POLL_TRIES; tries++) {
        const user = await client.request('GET_USER', { chainId: parameters.chainId() })
        if (user.email?.toLowerCase() === newEmail.toLowerCase()) break
        await new Promise((resolve) => setTimeout(resolve, EMAIL_UPDATE_POLL_MS))
      }
      state.email.value = newEmail
      ctx.storage.set(CONNECTED_EMAIL, newEmail)
      await ctx.writers.eip155?.setAccount({
        user: { email: newEmail, username: ctx.storage.get(SOCIAL_USERNAME) },
      })
      return newEmail
    },
  }
}
