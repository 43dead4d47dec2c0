import { afterAll, beforeAll, expect, it } from 'vitest'
import { type SecureSiteTestbed, startSecureSiteTestbed } from '../../tests/support/startSecureSiteTestbed.js'
import { fromBase64url } from './custody/base64url.js'
import { combineShares } from './custody/combineShares.js'
import { SHARE_BYTES } from './custody/constants.js'
import { deriveAddresses } from './custody/deriveAccounts.js'
import { createSealKeyPair, openSealedShare } from './custody/sealShare.js'
import { createWalletShares } from './frame/walletKeys.js'

let bed: SecureSiteTestbed
beforeAll(async () => {
  bed = await startSecureSiteTestbed()
}, 60_000)
afterAll(() => bed.close())

it('a services database copy alone cannot sign: it holds one share, a sealed share it cannot open, and only hashes of codes and tokens', async () => {
  const session = await bed.signIn('victim@example.com')
  const { deviceShare, addresses } = await createWalletShares(bed.client, session)
  // A pending code and a live session exist while the copy is taken.
  bed.advance(30_000)
  await bed.client.updateEmail(session.token, 'victim-new@example.com')
  const pendingCode = bed.lastCode('victim@example.com')

  // The copy: every row of every embedded-wallet table.
  const copy: Record<string, Record<string, unknown>[]> = {}
  for (const table of [
    'embedded_users',
    'embedded_wallets',
    'embedded_devices',
    'embedded_email_flows',
    'embedded_sessions',
  ]) {
    copy[table] = await bed.database.query(`select * from ${table}`)
  }
  const text = JSON.stringify(copy)
  const [wallet] = copy.embedded_wallets ?? []
  const authShare = fromBase64url(String(wallet?.auth_share))
  expect(authShare).toHaveLength(SHARE_BYTES)

  // The pending code, the session token and the device id are not in the copy.
  expect(text).not.toContain(pendingCode)
  expect(text).not.toContain(session.token)
  expect(text).not.toContain(session.deviceId)

  // The auth share alone is not a seed, and read as one it gives another account.
  expect(deriveAddresses(authShare.slice(0, 32)).eip155Address).not.toBe(addresses.eip155Address)
  // It cannot be combined with itself.
  await expect(combineShares(authShare, authShare)).rejects.toThrow()
  // The sealed recovery share does not open without the recovery key, which is not in the database.
  const stranger = await createSealKeyPair()
  const envelope =
    typeof wallet?.recovery_envelope === 'string'
      ? JSON.parse(wallet.recovery_envelope)
      : wallet?.recovery_envelope
  await expect(openSealedShare(envelope, stranger.privateKey, session.userId)).rejects.toThrow()

  // What the copy lacks is exactly what signing needs: the device's share (or the recovery key) gives the account.
  expect(deriveAddresses(await combineShares(deviceShare, authShare))).toEqual(addresses)
  const recovery = await openSealedShare(envelope, bed.keys.recoveryPrivateKey, session.userId)
  expect(deriveAddresses(await combineShares(recovery, authShare))).toEqual(addresses)
})
