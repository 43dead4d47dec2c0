import { expect, it } from 'vitest'
import { frameAddress } from './frameAddress.js'

it("spec section 2: the frame's address carries projectId, chainId, version (4), enableLogger and rpcUrl", () => {
  const url = frameAddress({
    secureSite: 'https://secure.test',
    projectId: 'project-1',
    chainId: 31337,
    rpcUrl: 'http://127.0.0.1:8545',
    enableLogger: true,
  })
  expect(url.origin + url.pathname).toBe('https://secure.test/frame')
  expect(Object.fromEntries(url.searchParams)).toEqual({
    projectId: 'project-1',
    chainId: '31337',
    version: '4',
    enableLogger: 'true',
    rpcUrl: 'http://127.0.0.1:8545',
  })
})

it('leaves out a chain id and an RPC URL it does not have; enableLogger false is said, not dropped', () => {
  const url = frameAddress({
    secureSite: 'https://secure.test/some/path',
    projectId: 'p',
    chainId: undefined,
    rpcUrl: undefined,
    enableLogger: false,
  })
  expect(url.href).toBe('https://secure.test/frame?projectId=p&version=4&enableLogger=false')
})
