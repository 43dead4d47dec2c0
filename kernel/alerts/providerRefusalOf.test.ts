import { expect, it } from 'vitest'
import { providerRefusalOf } from './providerRefusalOf.js'

it("a relay refusing the project key reads as the catalogue's Invalid Project ID, also when wrapped as a cause", () => {
  const refusal = {
    title: 'Invalid Project ID',
    message: 'The relay refused the project key. Check `projectId` in your configuration.',
  }
  expect(providerRefusalOf(new Error('Unauthorized: invalid key'))).toEqual(refusal)
  expect(
    providerRefusalOf(new Error('socket closed', { cause: new Error('Unauthorized: invalid key') })),
  ).toEqual(refusal)
})

it('any other error is no refusal', () => {
  expect(providerRefusalOf(new Error('network down'))).toBeUndefined()
  expect(providerRefusalOf(undefined)).toBeUndefined()
})
