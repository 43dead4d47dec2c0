import { expect, it } from 'vitest'
import { getWalletsQuerySchema } from './walletService.js'

it('the /getWallets query coerces numbers, splits lists, trims search and applies the spec page size', () => {
  expect(
    getWalletsQuerySchema.parse({
      projectId: 'p',
      st: 'appkit',
      sv: '1',
      include: 'a, b,,c',
      search: '  meta ',
    }),
  ).toEqual({
    projectId: 'p',
    st: 'appkit',
    sv: '1',
    page: 1,
    entries: 40,
    include: ['a', 'b', 'c'],
    search: 'meta',
  })
  expect(getWalletsQuerySchema.safeParse({ projectId: 'p', st: 'appkit', sv: '1', page: '0' }).success).toBe(
    false,
  )
})
