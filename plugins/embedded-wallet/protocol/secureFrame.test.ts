import { describe, expect, it } from 'vitest'
import { connectEmailBodySchema, connectOtpBodySchema, createWalletBodySchema } from './embeddedAuth.js'
import {
  APP_EVENT_NAMES,
  appEventName,
  appEventSchema,
  frameEventSchema,
  frameQuerySchema,
} from './secureFrame.js'

const id = () => crypto.randomUUID()

describe('the frame protocol (spec 7)', () => {
  it('has every app event the spec lists', () => {
    expect(APP_EVENT_NAMES).toEqual([
      'SWITCH_NETWORK',
      'CONNECT_EMAIL',
      'CONNECT_DEVICE',
      'CONNECT_OTP',
      'CONNECT_SOCIAL',
      'CONNECT_FARCASTER',
      'GET_USER',
      'GET_SOCIAL_REDIRECT_URI',
      'SIGN_OUT',
      'IS_CONNECTED',
      'GET_CHAIN_ID',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'INIT_SMART_ACCOUNT',
      'SET_PREFERRED_ACCOUNT',
      'RPC_REQUEST',
      'RPC_ABORT',
      'UPDATE_EMAIL',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
      'SYNC_THEME',
      'SYNC_DAPP_DATA',
      'RELOAD',
    ])
  })

  it('each app event has a matching frame success and error event', () => {
    const user = { chainId: 31337, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', email: 'a@b.co' }
    const successes: Record<(typeof APP_EVENT_NAMES)[number], unknown> = {
      SWITCH_NETWORK: { chainId: 31338 },
      CONNECT_EMAIL: { action: 'VERIFY_OTP' },
      CONNECT_DEVICE: { action: 'VERIFY_OTP' },
      CONNECT_OTP: { action: 'CONNECT' },
      CONNECT_SOCIAL: user,
      CONNECT_FARCASTER: { url: 'https://farcaster.xyz/~/siwf?channelToken=t', userName: 'alice' },
      GET_USER: user,
      GET_SOCIAL_REDIRECT_URI: { uri: 'http://localhost:4006/google/auth' },
      SIGN_OUT: undefined,
      IS_CONNECTED: { isConnected: false },
      GET_CHAIN_ID: { chainId: 31337 },
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [] },
      INIT_SMART_ACCOUNT: { address: user.address, isDeployed: false },
      SET_PREFERRED_ACCOUNT: { type: 'eoa', address: user.address },
      RPC_REQUEST: { result: '0x1' },
      RPC_ABORT: undefined,
      UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' },
      UPDATE_EMAIL_PRIMARY_OTP: { action: 'VERIFY_SECONDARY_OTP' },
      UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 'new@b.co' },
      SYNC_THEME: undefined,
      SYNC_DAPP_DATA: undefined,
      RELOAD: undefined,
    }
    for (const name of APP_EVENT_NAMES) {
      const success = { type: `@appkit-frame/${name}_SUCCESS`, id: id(), payload: successes[name] }
      const failure = { type: `@appkit-frame/${name}_ERROR`, id: success.id, payload: { message: 'no' } }
      expect(frameEventSchema.safeParse(success).success, `${name}_SUCCESS`).toBe(true)
      expect(frameEventSchema.safeParse(failure).success, `${name}_ERROR`).toBe(true)
      expect(
        frameEventSchema.safeParse({ ...failure, payload: {} }).success,
        `${name}_ERROR without message`,
      ).toBe(false)
    }
  })

  it('RPC request carries method, params, chainId, chainNamespace and rpcUrl', () => {
    const event = {
      type: '@appkit-app/RPC_REQUEST',
      id: id(),
      payload: {
        method: 'personal_sign',
        params: ['0x68656c6c6f', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
        chainId: 31337,
        chainNamespace: 'eip155',
        rpcUrl: 'http://127.0.0.1:4545',
      },
    }
    expect(appEventSchema.parse(event)).toEqual(event)
  })

  it('the returns of spec 7: network switch chainId, smart-account networks, isConnected, redirect uri, farcaster url and userName', () => {
    const ok = (type: string, payload: unknown) =>
      frameEventSchema.safeParse({ type: `@appkit-frame/${type}`, id: id(), payload }).success
    expect(ok('SWITCH_NETWORK_SUCCESS', { chainId: 31338 })).toBe(true)
    expect(ok('GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS', { smartAccountEnabledNetworks: [31337] })).toBe(
      true,
    )
    expect(ok('GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS', { smartAccountEnabledNetworks: ['31337'] })).toBe(
      false,
    )
    expect(ok('IS_CONNECTED_SUCCESS', { isConnected: true })).toBe(true)
    expect(ok('GET_SOCIAL_REDIRECT_URI_SUCCESS', { uri: 'http://localhost:4006/google/auth' })).toBe(true)
    expect(ok('CONNECT_FARCASTER_SUCCESS', { url: 'farcaster://connect', userName: 'alice' })).toBe(true)
    expect(ok('READY', { version: '4' })).toBe(true)
    expect(ok('SESSION_UPDATE', { token: crypto.randomUUID() })).toBe(true)
  })

  it('one login, two accounts (spec 6): the user carries the eip155 and the solana address; a switch takes a solana CAIP-2 chain', () => {
    const ok = (type: string, payload: unknown) =>
      frameEventSchema.safeParse({ type: `@appkit-frame/${type}`, id: id(), payload }).success
    const solana = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    const chainId = 'solana:Dfe2qPWTWEZ9ZB5s2TS2rDZHrtHrD1ds'
    expect(
      ok('GET_USER_SUCCESS', {
        chainId,
        address: solana,
        accounts: [{ address: solana, type: 'eoa' }],
        eip155Address: '0x1111111111111111111111111111111111111111',
        solanaAddress: solana,
      }),
    ).toBe(true)
    expect(ok('GET_USER_SUCCESS', { chainId, address: solana, solanaAddress: 42 })).toBe(false)
    expect(
      appEventSchema.safeParse({ type: '@appkit-app/SWITCH_NETWORK', id: id(), payload: { chainId } })
        .success,
    ).toBe(true)
  })

  it('email connect replies VERIFY_DEVICE or VERIFY_OTP, and email update VERIFY_PRIMARY_OTP then VERIFY_SECONDARY_OTP (spec 4)', () => {
    const ok = (type: string, payload: unknown) =>
      frameEventSchema.safeParse({ type: `@appkit-frame/${type}`, id: id(), payload }).success
    expect(ok('CONNECT_EMAIL_SUCCESS', { action: 'VERIFY_DEVICE' })).toBe(true)
    expect(ok('CONNECT_EMAIL_SUCCESS', { action: 'VERIFY_OTP' })).toBe(true)
    expect(ok('CONNECT_EMAIL_SUCCESS', { action: 'CONNECT' })).toBe(false)
    expect(ok('UPDATE_EMAIL_SUCCESS', { action: 'VERIFY_PRIMARY_OTP' })).toBe(true)
    expect(ok('UPDATE_EMAIL_PRIMARY_OTP_SUCCESS', { action: 'VERIFY_SECONDARY_OTP' })).toBe(true)
  })

  it('refuses a message without a UUID id, an unknown type, an invalid email, a social provider outside the six, a namespace outside the five', () => {
    const bad = [
      { type: '@appkit-app/IS_CONNECTED', id: '1' },
      { type: '@appkit-app/STEAL_KEYS', id: id() },
      { type: '@appkit-app/CONNECT_EMAIL', id: id(), payload: { email: 'not-an-email' } },
      { type: '@appkit-app/GET_SOCIAL_REDIRECT_URI', id: id(), payload: { provider: 'myspace' } },
      { type: '@appkit-app/RPC_REQUEST', id: id(), payload: { method: 'eth_call', chainNamespace: 'tron' } },
      { type: '@appkit-app/SET_PREFERRED_ACCOUNT', id: id(), payload: { type: 'multisig' } },
      { type: '@appkit-app/CONNECT_OTP', id: id(), payload: { otp: 123456 } },
      'a string',
      null,
    ]
    for (const message of bad)
      expect(appEventSchema.safeParse(message).success, JSON.stringify(message)).toBe(false)
  })

  it('the frame address carries projectId, chainId, version, enableLogger and rpcUrl (spec 2), version 4 by default (spec 9)', () => {
    expect(frameQuerySchema.parse({ projectId: 'p', chainId: 'eip155:1', enableLogger: 'true' })).toEqual({
      projectId: 'p',
      chainId: 'eip155:1',
      version: '4',
      enableLogger: true,
    })
    expect(frameQuerySchema.safeParse({ chainId: '1' }).success).toBe(false)
    expect(frameQuerySchema.safeParse({ projectId: 'p', enableLogger: 'yes' }).success).toBe(false)
  })

  it('names an app event type, and nothing else', () => {
    expect(appEventName('@appkit-app/CONNECT_OTP')).toBe('CONNECT_OTP')
    expect(appEventName('@appkit-app/toString')).toBeUndefined()
    expect(appEventName('@appkit-frame/READY')).toBeUndefined()
  })
})

describe('the auth API bodies', () => {
  it('connect email takes a valid email, a device UUID and the host origin', () => {
    const body = { email: 'alice@example.com', deviceId: id(), origin: 'http://127.0.0.1:5173' }
    expect(connectEmailBodySchema.safeParse(body).success).toBe(true)
    expect(connectEmailBodySchema.safeParse({ ...body, email: 'alice' }).success).toBe(false)
    expect(connectEmailBodySchema.safeParse({ ...body, deviceId: 'x' }).success).toBe(false)
  })

  it('a code is the 6 digits from the email', () => {
    expect(connectOtpBodySchema.safeParse({ flowId: id(), otp: '012345' }).success).toBe(true)
    expect(connectOtpBodySchema.safeParse({ flowId: id(), otp: '12345' }).success).toBe(false)
    expect(connectOtpBodySchema.safeParse({ flowId: id(), otp: '1234567' }).success).toBe(false)
  })

  it("a new wallet carries a 33-byte auth share, a sealed recovery share, both addresses and their keys' proof", () => {
    expect(
      createWalletBodySchema.safeParse({
        authShare: 'A'.repeat(44),
        recoveryEnvelope: {
          ephemeralPublicKey: { kty: 'EC', crv: 'P-256', x: 'x'.repeat(43), y: 'y'.repeat(43) },
          iv: 'i'.repeat(16),
          ciphertext: 'c'.repeat(66),
        },
        eip155Address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        solanaAddress: '11111111111111111111111111111111',
        proof: { eip155Signature: `0x${'ab'.repeat(65)}`, solanaSignature: '5'.repeat(88) },
      }).success,
    ).toBe(true)
    expect(createWalletBodySchema.safeParse({ authShare: 'A'.repeat(44) }).success).toBe(false)
  })
})
