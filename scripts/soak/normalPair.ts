import { createHash, randomUUID } from 'node:crypto'
import { connectRelayClient, type RelayTestClient } from '../../tests/support/relayTestClient.js'

/** What the normal clients saw: one-way delivery times (ms), their publishes, and what never arrived or was refused. */
export type NormalRecord = {
  latencies: number[]
  publishes: number
  lost: number
  refused: number
  sessions: number
}

const topic = () => createHash('sha256').update(randomUUID()).digest('hex')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const DELIVERY_TIMEOUT_MS = 10_000

/** Sends a request; an answer that does not come within the delivery timeout counts as an error. */
function ask(client: RelayTestClient, method: string, params: unknown): Promise<{ error?: unknown }> {
  return Promise.race([
    client.call(method, params),
    sleep(DELIVERY_TIMEOUT_MS).then(() => ({ error: 'no answer' })),
  ])
}

/** Waits for a push, or undefined after the delivery timeout. */
function arrival(client: RelayTestClient, name: string, message: string) {
  return Promise.race([client.nextPush(name, message), sleep(DELIVERY_TIMEOUT_MS).then(() => undefined)])
}

/**
 * A dapp and a wallet doing what the official clients do, at the protocol level: propose and approve a
 * session, then requests and responses on the session topic, then a new session; every delivery is timed.
 */
export async function startNormalPair(options: {
  relayUrl: string
  projectId: string
  /** The current window's record: each publish counts in the one it was sent in. */
  record: () => NormalRecord
  requestsPerSession: number
  requestIntervalMs: number
  /** The loopback addresses the dapp and the wallet connect from: two people, each on their own address. */
  addresses: { dapp: string; wallet: string }
}): Promise<{ stop(): Promise<void> }> {
  const { record, addresses } = options
  const connect = (localAddress: string) =>
    connectRelayClient(options.relayUrl, { projectId: options.projectId, localAddress })
  const dapp = await connect(addresses.dapp)
  const wallet = await connect(addresses.wallet)
  let running = true

  /** Publishes from one side and times its arrival on the other. */
  const deliver = async (
    to: RelayTestClient,
    name: string,
    call: () => Promise<{ error?: unknown }>,
    message: string,
  ) => {
    const sentAt = performance.now()
    const into = record()
    into.publishes++
    const [answer, push] = await Promise.all([call(), arrival(to, name, message)])
    if (answer.error) into.refused++
    else if (!push) into.lost++
    else into.latencies.push(push.receivedAt - sentAt)
  }

  const session = async () => {
    const pairingTopic = topic()
    const sessionTopic = topic()
    await ask(wallet, 'irn_subscribe', { topic: pairingTopic })
    const proposal = `proposal:${randomUUID()}`
    await deliver(
      wallet,
      pairingTopic,
      () => ask(dapp, 'wc_proposeSession', { pairingTopic, sessionProposal: proposal, ttl: 300 }),
      proposal,
    )
    const response = `response:${randomUUID()}`
    const settlement = `settle:${randomUUID()}`
    await deliver(
      dapp,
      pairingTopic,
      () =>
        ask(wallet, 'wc_approveSession', {
          pairingTopic,
          sessionTopic,
          sessionProposalResponse: response,
          sessionSettlementRequest: settlement,
          ttl: 300,
        }),
      response,
    )
    await ask(dapp, 'irn_subscribe', { topic: sessionTopic })
    if (!(await arrival(dapp, sessionTopic, settlement))) record().lost++
    record().sessions++
    for (let index = 0; running && index < options.requestsPerSession; index++) {
      const request = `request:${randomUUID()}`
      await deliver(
        wallet,
        sessionTopic,
        () => ask(dapp, 'irn_publish', { topic: sessionTopic, message: request, ttl: 300, tag: 1108 }),
        request,
      )
      const reply = `reply:${randomUUID()}`
      await deliver(
        dapp,
        sessionTopic,
        () => ask(wallet, 'irn_publish', { topic: sessionTopic, message: reply, ttl: 300, tag: 1109 }),
        reply,
      )
      await sleep(options.requestIntervalMs)
    }
    await ask(dapp, 'irn_unsubscribe', { topic: sessionTopic })
    await ask(wallet, 'irn_unsubscribe', { topic: sessionTopic })
    await ask(wallet, 'irn_unsubscribe', { topic: pairingTopic })
    dapp.pushes.length = 0
    wallet.pushes.length = 0
  }

  const loop = (async () => {
    while (running) await session()
  })()
  return {
    async stop() {
      running = false
      await loop
      dapp.close()
      wallet.close()
    },
  }
}
