import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { devStackInfoSchema, inboxResponseSchema } from '../../../kernel/protocol/devStack.js'
import type { FrameEvent } from '../../../kernel/protocol/secureFrame.js'
import { EMBEDDED_E2E_URL } from './constants.js'

// The demo Playwright starts runs the local stack (secure site, mail server) and writes .appkit/dev.json.
export const devStack = () => devStackInfoSchema.parse(JSON.parse(readFileSync('.appkit/dev.json', 'utf8')))
const CHAIN = 'eip155:31337'

export type Embedded = {
  ready(): Promise<string>
  request(name: string, payload?: unknown): Promise<FrameEvent>
  show(): void
  received: FrameEvent[]
}
// The host page's API (tests/e2e/embedded-app/host.ts), used inside page.evaluate.
declare global {
  var embedded: Embedded
}

export const hostUrl = (base = EMBEDDED_E2E_URL) => {
  const info = devStack()
  const url = new URL(base)
  url.searchParams.set('site', info.secureSiteUrl ?? '')
  url.searchParams.set('projectId', info.projectId)
  url.searchParams.set('chainId', '31337')
  url.searchParams.set('rpcUrl', info.rpcUrls[CHAIN] ?? '')
  return url.toString()
}
export const request = (page: Page, name: string, payload?: unknown) =>
  page.evaluate(([name, payload]) => embedded.request(name as string, payload), [name, payload] as const)
export const secureFrame = (page: Page) => {
  const origin = new URL(devStack().secureSiteUrl ?? '').origin
  const frame = page.frames().find((candidate) => candidate.url().startsWith(origin))
  if (!frame) throw new Error('the secure frame is not on the page')
  return frame
}
export const latestCode = async (email: string) => {
  const response = await fetch(`${devStack().mailInboxUrl}/api/messages?to=${encodeURIComponent(email)}`)
  const [mail] = inboxResponseSchema.parse(await response.json()).messages
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}
export const freshEmail = () => `e2e-${Date.now()}-${Math.floor(performance.now())}@example.com`

/** Signs in through the frame with the code from the local inbox; returns the email and the wallet address. */
export async function signInByEmail(page: Page): Promise<{ email: string; address: `0x${string}` }> {
  const email = freshEmail()
  expect(await request(page, 'CONNECT_EMAIL', { email })).toMatchObject({
    type: '@appkit-frame/CONNECT_EMAIL_SUCCESS',
    payload: { action: 'VERIFY_OTP' },
  })
  expect(await request(page, 'CONNECT_OTP', { otp: await latestCode(email) })).toMatchObject({
    type: '@appkit-frame/CONNECT_OTP_SUCCESS',
    payload: { action: 'CONNECT' },
  })
  const user = await request(page, 'GET_USER')
  expect(user.type).toBe('@appkit-frame/GET_USER_SUCCESS')
  const address = (user.payload as { address: `0x${string}` }).address
  return { email, address }
}
