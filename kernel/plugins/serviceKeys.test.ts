import { expect, it } from 'vitest'
import { createServiceRegistry, defineServiceKey } from './serviceKeys.js'

it('a provided service is used through its typed key', () => {
  const services = createServiceRegistry()
  const frame = defineServiceKey<{ post(message: string): string }>('embedded-wallet-frame')
  services.provide(frame, { post: (message) => `sent ${message}` })
  expect(services.use(frame).post('hi')).toBe('sent hi')
})

it('keys with the same name are separate, and a missing or doubled service is a typed error', () => {
  const services = createServiceRegistry()
  const first = defineServiceKey<number>('count')
  const second = defineServiceKey<number>('count')
  const remove = services.provide(first, 1)
  expect(services.has(second)).toBe(false)
  expect(() => services.use(second)).toThrowErrorMatchingInlineSnapshot(`
    [ServiceNotProvidedError: Service "count" is not provided

    List the plugin that provides it before the plugins that use it in \`plugins\`.]
  `)
  expect(() => services.provide(first, 2)).toThrow('Service "count" is already provided')
  remove()
  expect(services.has(first)).toBe(false)
})
