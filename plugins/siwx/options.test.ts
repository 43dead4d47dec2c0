import { describe, expect, it } from 'vitest'
import { resolveOptions } from './options.js'
import type { SiwxFormat } from './types.js'

const format = (namespace: SiwxFormat['namespace']): SiwxFormat => ({
  namespace,
  load: async () => {
    throw new Error('not loaded in this test')
  },
})
const defaults = [format('eip155'), format('solana')]

describe('siwx options', () => {
  it('defaults: not required, sessions in the page, sign-out on disconnect, every default format', () => {
    const options = resolveOptions({}, {}, defaults)
    expect(options).toMatchObject({ required: false, sessions: 'client', signOutOnDisconnect: true })
    expect([...options.formats.keys()]).toEqual(['eip155', 'solana'])
  })

  it("the config's siwx wins over the factory's options", () => {
    const options = resolveOptions(
      { required: false, statement: 'a' },
      { siwx: { required: true } },
      defaults,
    )
    expect(options).toMatchObject({ required: true, statement: 'a' })
  })

  it('the legacy siweConfig is EIP-4361 only: only eip155 signs in', () => {
    const options = resolveOptions({}, { siweConfig: { required: true } }, defaults)
    expect(options.required).toBe(true)
    expect([...options.formats.keys()]).toEqual(['eip155'])
  })

  it('refuses bad options with what to write', () => {
    expect(() => resolveOptions({ sessions: 'cloud' as 'client' }, {}, defaults)).toThrow(
      "sessions must be 'client' or 'services'",
    )
    expect(() => resolveOptions({}, { siwx: { statement: 'two\nlines' } }, defaults)).toThrow('one line')
    expect(() => resolveOptions({ expiration: -1 }, {}, defaults)).toThrow()
  })
})
