import { expect, it } from 'vitest'
import { isLoopbackUrl } from './isLoopbackUrl.js'

it('only loopback http(s) URLs count as local chains', () => {
  for (const url of [
    'http://127.0.0.1:8545',
    'http://localhost:4545/',
    'https://127.5.0.1',
    'http://[::1]:8545',
  ]) {
    expect(isLoopbackUrl(url), url).toBe(true)
  }
  for (const url of [
    'https://eth.example',
    'http://10.0.0.2:8545',
    'ws://127.0.0.1:8545',
    'not a url',
    'http://127.0.0.1.example',
  ]) {
    expect(isLoopbackUrl(url), url).toBe(false)
  }
})
