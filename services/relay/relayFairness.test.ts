import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { connectRelayClient, type RelayTestClient } from '../../tests/support/relayTestClient.js'
import { RELAY_PUBLISHES_PER_ADDRESS, RELAY_PUBLISHES_PER_PROJECT } from '../constants.js'
import { type StartRelayServerParameters, startRelayServer } from './startRelayServer.js'

const PROJECT_ID = 'fairness-project'
const cleanups: (() => Promise<unknown> | unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function relay(limits: StartRelayServerParameters['limits']) {
  const server = await startRelayServer({
    host: '127.0.0.1',
    port: 0,
    lookupProject: async (projectId) => (projectId === PROJECT_ID ? { origins: [] } : undefined),
    limits,
  })
  cleanups.push(() => server.close())
  return server
}

async function client(url: string, localAddress: string): Promise<RelayTestClient> {
  const opened = await connectRelayClient(url, { projectId: PROJECT_ID, localAddress })
  cleanups.push(() => opened.close())
  return opened
}

const topic = (name: string) => createHash('sha256').update(name).digest('hex')

describe('issue 25: one client does not starve its project’s other users on the relay', () => {
  it('the defaults let one address use at most a fifth of its project’s publishes', () => {
    expect(RELAY_PUBLISHES_PER_ADDRESS.seconds).toBe(RELAY_PUBLISHES_PER_PROJECT.seconds)
    expect(RELAY_PUBLISHES_PER_ADDRESS.points * 5).toBeLessThanOrEqual(RELAY_PUBLISHES_PER_PROJECT.points)
  })

  it('an address flooding publishes over many sockets spends only its own budget: a normal pair on other addresses is refused nothing', async () => {
    // The project's budget is 4 times one address's: the flood of 6 sockets x 50 would use it all up.
    const server = await relay({
      publishesPerAddress: { points: 50, seconds: 600 },
      publishesPerProject: { points: 200, seconds: 600 },
    })
    const flooders = await Promise.all(Array.from({ length: 6 }, () => client(server.url, '127.0.0.2')))
    const flood = await Promise.all(
      flooders.flatMap((socket, s) =>
        Array.from({ length: 50 }, (_, index) =>
          socket.call('irn_publish', { topic: topic(`flood${s}`), message: `f${s}-${index}`, ttl: 300 }),
        ),
      ),
    )
    const floodRefusals = flood.filter((answer) => answer.error?.code === -32005)
    expect(floodRefusals).toHaveLength(6 * 50 - 50)
    expect(floodRefusals[0]?.error?.message).toMatch(
      /^Limit exceeded: too many publishes from this address in this project, slow down \(retry in \d+ s\)$/,
    )
    // A dapp and a wallet, each on its own address, do a session's worth of publishes after the flood.
    const dapp = await client(server.url, '127.0.0.3')
    const wallet = await client(server.url, '127.0.0.4')
    const session = topic('session')
    await wallet.call('irn_subscribe', { topic: session })
    await dapp.call('irn_subscribe', { topic: session })
    const answers = []
    for (let index = 0; index < 34; index++) {
      answers.push(await dapp.call('irn_publish', { topic: session, message: `request ${index}`, ttl: 300 }))
      answers.push(await wallet.call('irn_publish', { topic: session, message: `reply ${index}`, ttl: 300 }))
    }
    expect(answers.filter((answer) => answer.error)).toEqual([])
    expect((await wallet.nextPush(session, 'request 33')).message).toBe('request 33')
  })

  it('the project’s own budget still holds when many addresses publish', async () => {
    const server = await relay({
      publishesPerAddress: { points: 10, seconds: 600 },
      publishesPerProject: { points: 25, seconds: 600 },
    })
    const sockets = await Promise.all(
      ['127.0.0.5', '127.0.0.6', '127.0.0.7'].map((from) => client(server.url, from)),
    )
    const answers = []
    for (const [s, socket] of sockets.entries())
      for (let index = 0; index < 10; index++)
        answers.push(
          await socket.call('irn_publish', { topic: topic(`many${s}`), message: `${index}`, ttl: 300 }),
        )
    const refused = answers.filter((answer) => answer.error)
    expect(refused).toHaveLength(5)
    expect(refused[0]?.error?.message).toContain('too many publishes in this project')
  })
})
