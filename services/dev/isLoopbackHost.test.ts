import { describe, expect, it } from 'vitest'
import { isLoopbackHost } from './isLoopbackHost.js'

describe('finding 16: loopback hosts', () => {
  it('are localhost, 127.0.0.0/8 and ::1; anything else exposes the stack', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]'])
      expect(isLoopbackHost(host), host).toBe(true)
    for (const host of ['0.0.0.0', '::', '192.168.1.2', 'example.com', '127.0.0.1.nip.io', ''])
      expect(isLoopbackHost(host), host).toBe(false)
  })
})
