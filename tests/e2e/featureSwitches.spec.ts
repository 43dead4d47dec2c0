import { expect, test } from '@playwright/test'
import { DEMO_API_URL, UI_APP_URL } from '../../playwright.config.js'
import { ALPHA_WALLET } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'

// features.send, receive, activity, swaps and onramp (spec section 9) switch their plugin's entry points off:
// with all five plugins installed on the UI test page, each flag false leaves that plugin's Account view action
// (or tab) out, and its view cannot be opened by name either; the other plugins stay.

const QUERY = `api=${encodeURIComponent(DEMO_API_URL)}&project=appkit-dev-project&send&onramp&activity&swaps`
const ACTIONS = ['onramp', 'swaps', 'receive', 'send']
const TABS = ['Tokens', 'NFTs', 'Activity']
const FEATURES = [
  { feature: 'send', action: 'send', view: 'WalletSend' },
  { feature: 'receive', action: 'receive', view: 'WalletReceive' },
  { feature: 'swaps', action: 'swaps', view: 'Swap' },
  { feature: 'onramp', action: 'onramp', view: 'OnRampProviders' },
  { feature: 'activity', tab: 'Activity' },
] as const

async function entryPoints(modal: ModalPage) {
  const actions = await modal.dialog
    .locator('[data-account-action]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-account-action')))
  const tabs = await modal.dialog.getByRole('tab').allInnerTexts()
  return { actions, tabs }
}

test('with every flag on, the Account view has the four actions (spec order) and the three tabs', async ({
  page,
}) => {
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, QUERY)
  await modal.connectAndOpenAccount(ALPHA_WALLET)
  await expect(modal.dialog.getByRole('tab')).toHaveCount(3)
  expect(await entryPoints(modal)).toEqual({ actions: ACTIONS, tabs: TABS })
})

for (const entry of FEATURES) {
  test(`features.${entry.feature} false leaves its ${'view' in entry ? 'action and view' : 'tab'} out`, async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, `${QUERY}&${entry.feature}Off`)
    await modal.connectAndOpenAccount(ALPHA_WALLET)
    await expect(modal.dialog.getByRole('tab')).toHaveCount('tab' in entry ? 2 : 3)
    expect(await entryPoints(modal)).toEqual({
      actions: ACTIONS.filter((action) => !('action' in entry) || action !== entry.action),
      tabs: TABS.filter((tab) => !('tab' in entry) || tab !== entry.tab),
    })
    if (!('view' in entry)) return
    // Asked for by name, the view is refused with what to do, and the modal stays where it was.
    await page.evaluate(
      (view) =>
        (window as unknown as { appKit: { open(options: object): Promise<void> } }).appKit.open({ view }),
      entry.view,
    )
    await expect
      .poll(() => errors)
      .toContainEqual(
        expect.stringContaining(`open({ view: "${entry.view}" }): no plugin registered this view`),
      )
    await expect(modal.title()).toHaveText('Account')
  })
}
