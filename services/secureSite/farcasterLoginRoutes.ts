import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { isOriginAllowed } from '../../kernel/rules/originPattern.js'
import {
  farcasterChannelBodySchema,
  farcasterConnectBodySchema,
} from '../../plugins/embedded-wallet/protocol/embeddedAuth.js'
import { parseInput, readJsonBody } from '../api/parseInput.js'
import { ServiceError } from '../api/serviceError.js'
import { CHANNEL_TTL_MS } from '../farcaster/constants.js'
import type { AuthContext, AuthVariables } from './authContext.js'
import { findUserById, insertUser } from './authStore.js'
import { connectSession } from './connectSession.js'
import { createFarcasterRelayClient, type FarcasterSettings } from './farcasterRelayClient.js'
import {
  consumeFarcasterFlow,
  findFarcasterFlow,
  findUserIdByFid,
  insertFarcasterFlow,
  upsertFarcasterAccount,
} from './farcasterStore.js'
import { hashSecret } from './hashSecret.js'

/**
 * Farcaster login (docs/embedded-wallet.md, Farcaster): farcaster/channel opens a Sign In With Farcaster
 * channel on the relay; farcaster/connect answers pending until the Farcaster client signed, then checks
 * the signature and the custody address on the IdRegistry and answers the session.
 */
export function farcasterLoginRoutes(
  context: AuthContext,
  settings: FarcasterSettings | undefined,
): Hono<{ Variables: AuthVariables }> {
  const app = new Hono<{ Variables: AuthVariables }>()
  const db = context.database
  const relay = settings && createFarcasterRelayClient(settings)
  const relayOrRefuse = () => {
    if (!relay)
      throw new ServiceError(
        403,
        'FEATURE_DISABLED',
        'farcaster login is not set up on this secure site (no relay)',
      )
    return relay
  }
  const siwe = () => ({
    siweUri: `${context.origin}/auth/v1/farcaster`,
    domain: new URL(context.origin).host,
  })

  app.post('/channel', async (c) => {
    const body = parseInput(farcasterChannelBodySchema, await readJsonBody(c.req, 'a JSON object'), 'body')
    const project = c.get('project')
    if (!project.features.socials)
      throw new ServiceError(
        403,
        'FEATURE_DISABLED',
        `social and farcaster login are off for project "${project.id}"`,
      )
    if (!isOriginAllowed(body.origin, project.origins)) {
      throw new ServiceError(
        403,
        'ORIGIN_NOT_ALLOWED',
        `origin ${body.origin} is not allowed for project "${project.id}"; add it with "appkit admin add-origin ${project.id} ${body.origin}"`,
      )
    }
    // Each end client on its own budget here; the site's calls on the site's own budget at the relay, held per end client there.
    const relay = relayOrRefuse()
    await c.get('limits').farcasterChannel(c.get('client'))
    const endClient = hashSecret(context.keys.hmacKey, 'farcaster end client', c.get('client'))
    const channel = await relay.createChannel(siwe(), endClient)
    const flowId = randomUUID()
    await insertFarcasterFlow(
      db,
      {
        id: flowId,
        projectId: project.id,
        channelToken: channel.channelToken,
        nonce: channel.nonce,
        deviceHash: hashSecret(context.keys.hmacKey, 'device', body.deviceId),
        expiresAt: context.now() + CHANNEL_TTL_MS,
      },
      context.now(),
    )
    return c.json({ flowId, url: channel.url })
  })

  app.post('/connect', async (c) => {
    const { flowId } = parseInput(
      farcasterConnectBodySchema,
      await readJsonBody(c.req, 'a JSON object'),
      'body',
    )
    const flow = await findFarcasterFlow(db, flowId)
    if (!flow || flow.projectId !== c.get('project').id)
      throw new ServiceError(
        400,
        'INVALID_FLOW',
        'no farcaster sign-in is waiting for this flowId; start again',
      )
    if (flow.expiresAt <= context.now()) {
      await consumeFarcasterFlow(db, flow.id)
      throw new ServiceError(400, 'FLOW_EXPIRED', 'the farcaster sign-in expired; start again')
    }
    const status = await relayOrRefuse().status(flow.channelToken)
    if (status.state === 'pending') return c.json({ state: 'pending' })
    // One answer per flow, whatever the check says: a refused message cannot be tried again on it.
    if (!(await consumeFarcasterFlow(db, flow.id)))
      throw new ServiceError(400, 'INVALID_FLOW', 'this farcaster sign-in is finished; start again')
    const verified = await relayOrRefuse().verify({
      ...siwe(),
      nonce: flow.nonce,
      message: status.message,
      signature: status.signature as `0x${string}`,
    })
    if ('error' in verified || verified.fid !== status.fid)
      throw new ServiceError(
        401,
        'FARCASTER_NOT_VERIFIED',
        `the farcaster sign-in is not valid: ${'error' in verified ? verified.error : 'the fid does not match'}`,
      )
    // The custody signature proves the person as the mailed link does for email: this device is known from now on.
    return c.json(
      await connectSession(context, flow, async (tx, now) => {
        const existingId = await findUserIdByFid(tx, verified.fid)
        const existing = existingId ? await findUserById(tx, existingId) : undefined
        const account = existing ?? { id: randomUUID(), email: null }
        if (!existing) await insertUser(tx, account, now)
        await upsertFarcasterAccount(
          tx,
          { fid: verified.fid, userId: account.id, username: status.username, custody: verified.custody },
          now,
        )
        return account
      }),
    )
  })

  return app
}
