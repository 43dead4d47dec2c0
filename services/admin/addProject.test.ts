import * as fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURE_NAMES, type ProjectFeatures } from '../../kernel/protocol/walletService.js'
import { openTestDatabase } from '../../tests/support/openTestDatabase.js'
import { loadProject } from '../api/loadProject.js'
import type { Database } from '../db/database.js'
import { addOrigin } from './addOrigin.js'
import { addProject } from './addProject.js'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
}, 60_000)
afterAll(async () => {
  await database?.close()
})

describe('admin add-project', () => {
  it('finding 10: on an existing project it changes only what it is told', async () => {
    await addProject(database, {
      id: 'kept',
      name: 'Kept',
      origins: ['https://kept.example'],
      features: { email: false, multiWallet: true },
      analyticsEnabled: false,
      rateLimitPerMinute: 7,
    })
    await addProject(database, { id: 'kept', origins: ['https://more.example'] })
    expect(await loadProject(database, 'kept')).toEqual({
      id: 'kept',
      features: {
        email: false,
        socials: true,
        swaps: true,
        onramp: true,
        activity: true,
        reownBranding: true,
        multiWallet: true,
      },
      analyticsEnabled: false,
      rateLimitPerMinute: 7,
      origins: ['https://kept.example', 'https://more.example'],
      unverifiedOrigins: [],
    })
    const [row] = await database.query<{ name: string }>("select name from projects where id = 'kept'")
    expect(row?.name).toBe('Kept')
  })

  it('finding 10: any update keeps every field it does not name', async () => {
    const feature = fc.constantFrom(...FEATURE_NAMES)
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            features: fc.dictionary(feature, fc.boolean(), { maxKeys: 3 }),
            analyticsEnabled: fc.boolean(),
            rateLimitPerMinute: fc.integer({ min: 1, max: 10_000 }),
          },
          { requiredKeys: [] },
        ),
        async (update) => {
          const id = `p${crypto.randomUUID().slice(0, 8)}`
          await addProject(database, {
            id,
            features: { swaps: false },
            analyticsEnabled: false,
            rateLimitPerMinute: 3,
          })
          const before = await loadProject(database, id)
          await addProject(database, { id, ...update })
          const after = await loadProject(database, id)
          expect(after?.features).toEqual({
            ...before?.features,
            ...(update.features as Partial<ProjectFeatures>),
          })
          expect(after?.analyticsEnabled).toBe(update.analyticsEnabled ?? before?.analyticsEnabled)
          expect(after?.rateLimitPerMinute).toBe(update.rateLimitPerMinute ?? before?.rateLimitPerMinute)
        },
      ),
      { numRuns: 25 },
    )
  })

  it("refuses a wildcard over a bare top-level domain (https://*.com) on the server, with the matcher's message, storing nothing", async () => {
    await addProject(database, { id: 'suffix', origins: ['https://app.example'] })
    await expect(addOrigin(database, 'suffix', 'https://*.com')).rejects.toThrow(
      '"https://*.com" puts "*" over the whole top-level domain .com',
    )
    await expect(addProject(database, { id: 'suffix2', origins: ['https://*.com'] })).rejects.toThrow(
      /top-level domain/,
    )
    expect((await loadProject(database, 'suffix'))?.origins).toEqual(['https://app.example'])
    expect(await loadProject(database, 'suffix2')).toBeUndefined()
  })
})
