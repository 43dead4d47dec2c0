import { expect, it } from 'vitest'
import { orderAccountActions, orderAccountTabs } from './order.js'

it('account actions follow the spec wallet-features order onramp, swaps, receive, send; others after, as registered', () => {
  const actions = ['send', 'custom', 'receive', 'onramp', 'swaps'].map((feature) => ({ feature }))
  expect(orderAccountActions(actions).map((action) => action.feature)).toEqual([
    'onramp',
    'swaps',
    'receive',
    'send',
    'custom',
  ])
})

it('a configured walletFeaturesOrder overrides the default order', () => {
  const actions = ['onramp', 'send', 'receive'].map((feature) => ({ feature }))
  expect(orderAccountActions(actions, ['send', 'receive', 'onramp']).map((a) => a.feature)).toEqual([
    'send',
    'receive',
    'onramp',
  ])
})

it('account tabs show Tokens, NFTs, Activity in that order, then plugin tabs as registered', () => {
  const tabs = ['Staking', 'Activity', 'Tokens', 'Badges', 'NFTs'].map((id) => ({ id }))
  expect(orderAccountTabs(tabs).map((tab) => tab.id)).toEqual([
    'Tokens',
    'NFTs',
    'Activity',
    'Staking',
    'Badges',
  ])
})
