import { describe, expect, it } from 'vitest'
import type { ModalSession } from './modalSession.js'
import { planSync, type WagmiSide } from './planSync.js'

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const modalWallet: ModalSession = { connectorId: 'io.metamask', accounts: [A], chainId: 1 }
const mirrored: ModalSession = { connectorId: 'wagmi:injected', accounts: [B], chainId: 1 }
const wagmi = (current: WagmiSide['current'], patch: Partial<WagmiSide> = {}): WagmiSide => ({
  status: current ? 'connected' : 'disconnected',
  current,
  intentUid: undefined,
  ...patch,
})
const bridge = (accounts = [A] as const, chainId = 1) => ({ id: 'walletdock', uid: 'u0', accounts, chainId })
const injected = { id: 'injected', uid: 'u1', accounts: [B] as const, chainId: 1 }
const settled = (session: ModalSession | undefined) => ({ settled: true, session })

describe('planSync', () => {
  it('waits while either side is still connecting', () => {
    expect(planSync(wagmi(null, { status: 'reconnecting' }), settled(modalWallet))).toEqual({ type: 'none' })
    expect(planSync(wagmi(null, { status: 'connecting' }), settled(modalWallet))).toEqual({ type: 'none' })
    expect(planSync(wagmi(injected), { settled: false, session: undefined })).toEqual({ type: 'none' })
  })

  it("the modal's wallet becomes wagmi's current connection, through the bridge connector", () => {
    expect(planSync(wagmi(null), settled(modalWallet))).toEqual({ type: 'connectBridge' })
    // wagmi restored another connector on its own: the modal's wallet still leads
    expect(planSync(wagmi(injected), settled(modalWallet))).toEqual({ type: 'connectBridge' })
    expect(planSync(wagmi(bridge()), settled(modalWallet))).toEqual({ type: 'none' })
  })

  it("the modal's wallet moved to another account or chain: wagmi hears it", () => {
    expect(planSync(wagmi(bridge([A], 8453)), settled(modalWallet))).toEqual({
      type: 'emitChange',
      accounts: [A],
      chainId: 1,
    })
    expect(planSync(wagmi(bridge([B] as never)), settled(modalWallet))).toMatchObject({ type: 'emitChange' })
  })

  it('the modal disconnected: so does the bridge connector', () => {
    expect(planSync(wagmi(bridge()), settled(undefined))).toEqual({ type: 'disconnectBridge' })
    expect(planSync(wagmi(bridge()), settled(mirrored))).toEqual({ type: 'disconnectBridge' })
  })

  it('a connection the user made through wagmi shows in the modal, over the modal wallet', () => {
    const intent = wagmi(injected, { intentUid: 'u1' })
    expect(planSync(intent, settled(modalWallet))).toEqual({
      type: 'connectMirror',
      connectorId: 'wagmi:injected',
    })
    expect(planSync(intent, settled(undefined))).toEqual({
      type: 'connectMirror',
      connectorId: 'wagmi:injected',
    })
  })

  it('a connection wagmi restored shows in a modal that has none', () => {
    expect(planSync(wagmi(injected), settled(undefined))).toEqual({
      type: 'connectMirror',
      connectorId: 'wagmi:injected',
    })
    expect(planSync(wagmi(injected), settled(mirrored))).toEqual({ type: 'none' })
  })

  it("wagmi's connector moved or left: the modal follows", () => {
    expect(planSync(wagmi({ ...injected, chainId: 8453 }), settled(mirrored))).toEqual({
      type: 'updateMirror',
      accounts: [B],
      chainId: 8453,
    })
    expect(planSync(wagmi(null), settled(mirrored))).toEqual({ type: 'disconnectModal' })
    expect(planSync(wagmi(null), settled(undefined))).toEqual({ type: 'none' })
  })
})
