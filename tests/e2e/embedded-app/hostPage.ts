import { expect, type Page } from '@playwright/test'
import type { FrameEvent } from '../../../plugins/embedded-wallet/protocol/secureFrame.js'
import { type EmbeddedStack, freshEmail } from '../embeddedStack.js'

export type Embedded = {
  ready(): Promise<string>
  request(name: string, payload?: unknown): Promise<FrameEvent>
  show(): void
  received: FrameEvent[]
}
// The bare host page's API (tests/e2e/embedded-app/host.ts, index.html), used inside page.evaluate.
declare global {
  var embedded: Embedded
}

export const request = (page: Page, name: string, payload?: unknown) =>
  page.evaluate(([name, payload]) => embedded.request(name as string, payload), [name, payload] as const)

/** Signs in through the frame with the code from the local inbox; returns the email and the wallet address. */
export async function signInByEmail(
  page: Page,
  stack: EmbeddedStack,
): Promise<{ email: string; address: `0x${string}` }> {
  const email = freshEmail('e2e')
  expect(await request(page, 'CONNECT_EMAIL', { email })).toMatchObject({
    type: '@appkit-frame/CONNECT_EMAIL_SUCCESS',
    payload: { action: 'VERIFY_OTP' },
  })
  expect(await request(page, 'CONNECT_OTP', { otp: await stack.latestCode(email) })).toMatchObject({
    type: '@appkit-frame/CONNECT_OTP_SUCCESS',
    payload: { action: 'CONNECT' },
  })
  const user = await request(page, 'GET_USER')
  expect(user.type).toBe('@appkit-frame/GET_USER_SUCCESS')
  const address = (user.payload as { address: `0x${string}` }).address
  return { email, address }
}
