import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { test as base, expect, type Frame, type Page } from '@playwright/test'
import type { ViteDevServer } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config.js'
import { repoRoot, startHostApp } from '../../scripts/hostApp.js'
import {
  type DevStackInfo,
  devStackInfoSchema,
  inboxResponseSchema,
} from '../../services/dev/devStackInfo.js'
import { type DevStack, startDevStack } from '../../services/dev/startDevStack.js'
import { EMBEDDED_E2E_URL } from './embedded-app/constants.js'

/**
 * The one fixture of the embedded-wallet browser specs: a local stack and the host page
 * (tests/e2e/embedded-app) on another origin than the secure site, and the helpers every spec needs.
 * A spec chooses its own ports with `test.use({ embeddedStackOptions: { portBase, hostPort } })`
 * and then runs without the e2e lock (pw-solo.config.ts); left at 'demo', it uses the fixed-port
 * stack and host page Playwright's web servers start (.appkit/dev.json, port 5276).
 */
export type EmbeddedStackOptions =
  | 'demo'
  | {
      /** The stack binds base+0..+10 and base+545..+548. */
      portBase: number
      /** The host page, on 127.0.0.1 (the secure site is on localhost: another origin). */
      hostPort: number
      /** Also run the ERC-4337 bundler (needs the optional smart-accounts workspace). */
      smartAccounts?: boolean
      /** Origins the project allows but has not verified. */
      unverifiedOrigins?: string[]
    }

export type EmbeddedStack = {
  info: DevStackInfo
  /** The host page's origin, on the project's allowed list. */
  hostOrigin: string
  /** The local chain 31337's RPC URL. */
  rpcUrl: string
  /** A page of tests/e2e/embedded-app at `origin`, pointed at this stack (site, projectId, api, chainId, rpcUrl). */
  pageUrl(path?: string, origin?: string): URL
  /** The mails the local inbox holds for `email`, newest first. */
  inbox(email: string): Promise<{ text: string }[]>
  /** The code of the newest mail to `email`, once the inbox holds more than `seen` mails for it. */
  latestCode(email: string, seen?: number): Promise<string>
  /** The secure site's frame inside `page`. */
  secureFrame(page: Page): Frame
}

/** Chromium here blocks storage in third-party frames by default; this lets the secure origin keep its device share, as a browser with third-party storage allowed would. */
export const THIRD_PARTY_STORAGE_ALLOWED = {
  executablePath: CHROMIUM_PATH,
  args: [
    ...CHROMIUM_ARGS,
    '--disable-features=ThirdPartyCookieDeprecation,TrackingProtection3pcd,ThirdPartyCookieBlocking',
  ],
}

export { approveInFrame, FRAME_SELECTOR, frameStandsStill } from './pages/secureFrame.js'
export const freshEmail = (prefix: string) => `${prefix}-${crypto.randomUUID()}@example.com`
/** An email as the modal shows it: cut to 30 characters and ending with '...' when longer (spec section 5). */
export const shownEmail = (email: string) => (email.length > 30 ? `${email.slice(0, 30)}...` : email)
export const shortAddress = (address: string) => `${address.slice(0, 4)}...${address.slice(-6)}`

/**
 * Email login through the modal of a host page of tests/e2e/embedded-app (already open), with a fresh address and
 * the code from the local inbox; resolves once the Address output shows the wallet and the modal has closed.
 */
export async function signInThroughModal(
  page: Page,
  stack: EmbeddedStack,
  emailPrefix: string,
): Promise<{ email: string; address: `0x${string}` }> {
  const dialog = page.getByRole('dialog').first()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const email = freshEmail(emailPrefix)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByText(`Enter the code we sent to ${shownEmail(email)}`)).toBeVisible({
    timeout: 30_000,
  })
  await dialog.getByLabel('Code').fill(await stack.latestCode(email))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  const output = page.getByLabel('Address', { exact: true })
  await expect(output).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
  await expect(dialog).toBeHidden()
  return { email, address: (await output.textContent()) as `0x${string}` }
}

/** The host page (tests/e2e/embedded-app) served at `host:port`, e.g. on another loopback address for an origin the project does not allow. */
export function startEmbeddedHostApp(host: string, port: number): Promise<ViteDevServer> {
  return startHostApp({ host, port, root: resolve(repoRoot, 'tests/e2e/embedded-app') })
}

function embeddedStackOf(info: DevStackInfo, hostOrigin: string): EmbeddedStack {
  const rpcUrl = info.rpcUrls['eip155:31337'] ?? ''
  const inbox = async (email: string) => {
    const response = await fetch(`${info.mailInboxUrl}/api/messages?to=${encodeURIComponent(email)}`)
    return inboxResponseSchema.parse(await response.json()).messages
  }
  return {
    info,
    hostOrigin,
    rpcUrl,
    pageUrl(path = 'modal.html', origin = hostOrigin) {
      const url = new URL(path, `${origin}/`)
      url.searchParams.set('site', info.secureSiteUrl ?? '')
      url.searchParams.set('projectId', info.projectId)
      url.searchParams.set('api', info.apiUrl)
      url.searchParams.set('chainId', '31337')
      url.searchParams.set('rpcUrl', rpcUrl)
      return url
    },
    inbox,
    async latestCode(email, seen = 0) {
      // The mail server receives the mail a moment after the page shows the code step: wait for it.
      await expect.poll(async () => (await inbox(email)).length, { timeout: 15_000 }).toBeGreaterThan(seen)
      const [mail] = await inbox(email)
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
      if (!code) throw new Error(`no code mailed to ${email}`)
      return code
    },
    secureFrame(page) {
      const origin = new URL(info.secureSiteUrl ?? '').origin
      const frame = page.frames().find((candidate) => candidate.url().startsWith(origin))
      if (!frame) throw new Error('the secure frame is not on the page')
      return frame
    },
  }
}

export const test = base.extend<object, { embeddedStackOptions: EmbeddedStackOptions; stack: EmbeddedStack }>(
  {
    embeddedStackOptions: ['demo', { scope: 'worker', option: true }],
    stack: [
      async ({ embeddedStackOptions: options }, use) => {
        if (options === 'demo') {
          const info = devStackInfoSchema.parse(JSON.parse(readFileSync('.appkit/dev.json', 'utf8')))
          await use(embeddedStackOf(info, new URL(EMBEDDED_E2E_URL).origin))
          return
        }
        const hostOrigin = `http://127.0.0.1:${options.hostPort}`
        let stack: DevStack | undefined
        let hostApp: ViteDevServer | undefined
        try {
          stack = await startDevStack({
            portBase: options.portBase,
            dataDir: null,
            devJsonPath: null,
            origins: [hostOrigin],
            smartAccounts: options.smartAccounts ?? false,
            unverifiedOrigins: options.unverifiedOrigins ?? [],
          })
          hostApp = await startEmbeddedHostApp('127.0.0.1', options.hostPort)
          await use(embeddedStackOf(stack.info, hostOrigin))
        } finally {
          await hostApp?.close()
          await stack?.close()
        }
      },
      // Starting anvil, the services, the secure site and the host page takes a while on a loaded machine.
      { scope: 'worker', timeout: 180_000 },
    ],
  },
)

export { expect }
