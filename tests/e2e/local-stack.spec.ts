import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { getWalletsResponseSchema } from '../../kernel/protocol/walletService.js'
import { devStackInfoSchema } from '../../services/dev/devStackInfo.js'

// The demo Playwright starts runs the local stack and writes .appkit/dev.json.
const devStack = () => devStackInfoSchema.parse(JSON.parse(readFileSync('.appkit/dev.json', 'utf8')))

test('the demo page may call the services API of the local stack across origins', async ({ page }) => {
  const { apiUrl, projectId } = devStack()
  await page.goto('/')
  const body = await page.evaluate(
    async ({ apiUrl, projectId }) => {
      const response = await fetch(`${apiUrl}/getWallets?entries=3&projectId=${projectId}&st=appkit&sv=e2e`)
      return response.json()
    },
    { apiUrl, projectId },
  )
  const wallets = getWalletsResponseSchema.parse(body)
  expect(wallets.count).toBeGreaterThanOrEqual(100)
  expect(wallets.data.map((wallet) => wallet.name)).toEqual(['MetaMask', 'Trust Wallet', 'Coinbase Wallet'])
})

test('the browser gets no answer for a project that does not allow the page origin', async ({ page }) => {
  const { apiUrl } = devStack()
  await page.goto('/')
  const outcome = await page.evaluate(async (apiUrl) => {
    try {
      await fetch(`${apiUrl}/appkit/v1/config?projectId=not-a-project&st=appkit&sv=e2e`)
      return 'answered'
    } catch (error) {
      return (error as Error).name
    }
  }, apiUrl)
  expect(outcome).toBe('TypeError')
})
