import { isIP } from 'node:net'
import * as fc from 'fast-check'
import { expect, it } from 'vitest'
import { isLocalDevelopmentOrigin, isLoopbackHost, isLoopbackUrl } from './loopback.js'

it('localhost, 127.0.0.0/8 and ::1 are this machine; nothing else is', () => {
  for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.255.0.9', '::1', '[::1]'])
    expect(isLoopbackHost(host), host).toBe(true)
  for (const host of [
    '0.0.0.0',
    '::',
    '192.168.1.2',
    '127.0.0.1.nip.io',
    '128.0.0.1',
    '127.0.0.256',
    '127.0.0',
    'localhost.evil.io',
    '127.0.0.1.evil.io',
    '::2',
    '',
  ])
    expect(isLoopbackHost(host), host).toBe(false)
  expect(isLoopbackUrl('http://127.0.0.1:8545')).toBe(true)
  expect(isLoopbackUrl('https://localhost')).toBe(true)
  expect(isLoopbackUrl('http://[::1]:3000/rpc')).toBe(true)
  expect(isLoopbackUrl('http://127.1:8545')).toBe(true) // the URL parser writes it as 127.0.0.1
  expect(isLoopbackUrl('https://127.5.0.1')).toBe(true)
  for (const url of [
    'http://10.0.0.2:8545',
    'http://127.0.0.1.example',
    'ws://127.0.0.1',
    'https://rpc.example.com',
    'http://localhost.evil.io',
    'not a url',
    'http://user@evil.io#@127.0.0.1',
  ])
    expect(isLoopbackUrl(url), url).toBe(false)
})

it('agrees with node:net on any dotted quad', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 4, maxLength: 4 }), (octets) => {
      const host = octets.join('.')
      expect(isLoopbackHost(host)).toBe(isIP(host) === 4 && octets[0] === 127)
    }),
    { numRuns: 500 },
  )
})

it('a local development origin is localhost, 127.0.0.1 or [::1] over http(s); other 127.x hosts are not', () => {
  for (const origin of [
    'http://localhost:5173',
    'https://localhost',
    'http://127.0.0.1:5273',
    'http://[::1]:3000',
  ])
    expect(isLocalDevelopmentOrigin(origin), origin).toBe(true)
  for (const origin of [
    'http://127.0.0.2:7293',
    'http://localhost.evil.io',
    'ws://localhost:1',
    'https://app.example.com',
    'null',
  ])
    expect(isLocalDevelopmentOrigin(origin), origin).toBe(false)
})
