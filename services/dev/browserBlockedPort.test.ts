import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Browser, chromium } from '@playwright/test'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { freePort } from '../chain/freePort.js'
import { BROWSER_BLOCKED_PORTS } from './browserBlockedPort.js'
import { startGuardedAnvil } from './guardedChains.js'

let anvil: Awaited<ReturnType<typeof startGuardedAnvil>>
let page: Server
let control: Server
let controlHits = 0
let browser: Browser
const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

beforeAll(async () => {
  anvil = await startGuardedAnvil({ port: await freePort(), chainId: 31337, allowOrigin: async () => false })
  page = createServer((_, response) => response.end('<!doctype html><title>rebinding page</title>'))
  control = createServer((_, response) => {
    controlHits += 1
    response.end('{}')
  })
  // Debian's Chromium, as the browser specs use (never a downloaded browser).
  browser = await chromium.launch({
    executablePath: process.env.APPKIT_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
}, 60_000)
afterAll(async () => {
  await browser?.close()
  page?.close()
  control?.close()
  await anvil?.stop()
})

/** What a page's no-cors POST to `port` on 127.0.0.1 does: the fetch is sent ('sent') or the browser refuses it. */
async function postFromPage(pagePort: number, port: number) {
  const tab = await browser.newPage()
  await tab.goto(`http://127.0.0.1:${pagePort}/`)
  const outcome = await tab.evaluate(async (target) => {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: ['0x00000000000000000000000000000000000000aa', '0xde0b6b3a7640000'],
    })
    try {
      await fetch(`http://127.0.0.1:${target}/`, { method: 'POST', mode: 'no-cors', body })
      return 'sent'
    } catch (error) {
      return String(error)
    }
  }, port)
  await tab.close()
  return outcome
}

const balanceOfAa = async () => {
  const response = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: ['0x00000000000000000000000000000000000000aa', 'latest'],
    }),
  })
  return ((await response.json()) as { result: string }).result
}

it("a page (a DNS-rebinding one included: the port is what counts) cannot send anvil's private port anything; an ordinary port it can", async () => {
  // anvil checks no Host itself: its private port is one browsers refuse to connect to.
  expect(BROWSER_BLOCKED_PORTS).toContain(anvil.privatePort as (typeof BROWSER_BLOCKED_PORTS)[number])
  const pagePort = await listen(page)
  const controlPort = await listen(control)
  // The control: the same request to an ordinary loopback port leaves the browser and arrives.
  expect(await postFromPage(pagePort, controlPort)).toBe('sent')
  expect(controlHits).toBe(1)
  // The attack: anvil_setBalance from a page straight to the private port; the browser never connects.
  expect(await postFromPage(pagePort, anvil.privatePort)).toMatch(/TypeError: Failed to fetch/)
  expect(await balanceOfAa()).toBe('0x0')
}, 60_000)
