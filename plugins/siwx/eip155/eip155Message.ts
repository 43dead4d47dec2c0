import { getAddress, stringToHex } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { splitCaipNetworkId } from 'walletdock/plugin'
import type { SiwxMessage } from '../protocol/siwx.js'
import type { SiwxFormatImplementation } from '../types.js'

const chainIdOf = (caipNetworkId: string): number => {
  const { namespace, reference } = splitCaipNetworkId(caipNetworkId) ?? {}
  const id = Number(reference)
  if (namespace !== 'eip155' || !Number.isSafeInteger(id) || id <= 0)
    throw new Error(`${caipNetworkId} is not an eip155 network id`)
  return id
}
const dateOf = (value: string | undefined) => (value === undefined ? undefined : new Date(value))
const isoOf = (value: Date | undefined) => value?.toISOString()

type Provider = { request(args: { method: string; params: unknown[] }): Promise<unknown> }

/** EIP-4361 text, written and read with viem's siwe utilities; signed with personal_sign. */
export const eip155Message: SiwxFormatImplementation = {
  build(data: SiwxMessage): string {
    const uri = new URL(data.uri)
    return createSiweMessage({
      address: getAddress(data.accountAddress),
      chainId: chainIdOf(data.chainId),
      domain: data.domain,
      uri: data.uri,
      version: data.version,
      nonce: data.nonce,
      // The scheme is written when the page is not https (EIP-4361: default https).
      scheme: uri.protocol === 'https:' ? undefined : uri.protocol.slice(0, -1),
      statement: data.statement,
      resources: data.resources,
      requestId: data.requestId,
      issuedAt: dateOf(data.issuedAt) ?? new Date(),
      notBefore: dateOf(data.notBefore),
      expirationTime: dateOf(data.expirationTime),
    })
  },
  parse(text: string): SiwxMessage {
    const fields = parseSiweMessage(text)
    if (
      !fields.address ||
      !fields.chainId ||
      !fields.domain ||
      !fields.uri ||
      !fields.nonce ||
      fields.version !== '1'
    )
      throw new Error(
        'not an EIP-4361 message: address, chainId, domain, uri, nonce and version 1 are required',
      )
    return {
      accountAddress: fields.address,
      chainId: `eip155:${fields.chainId}`,
      domain: fields.domain,
      uri: fields.uri,
      version: '1',
      nonce: fields.nonce,
      ...(fields.statement !== undefined ? { statement: fields.statement } : {}),
      ...(fields.resources !== undefined ? { resources: fields.resources } : {}),
      ...(fields.requestId !== undefined ? { requestId: fields.requestId } : {}),
      ...(fields.issuedAt ? { issuedAt: isoOf(fields.issuedAt) } : {}),
      ...(fields.notBefore ? { notBefore: isoOf(fields.notBefore) } : {}),
      ...(fields.expirationTime ? { expirationTime: isoOf(fields.expirationTime) } : {}),
    }
  },
  async sign({ provider, address, text }) {
    const wallet = provider as Provider | undefined
    if (typeof wallet?.request !== 'function')
      throw new Error('the wallet gives no EIP-1193 provider to sign with')
    const signature = await wallet.request({ method: 'personal_sign', params: [stringToHex(text), address] })
    if (typeof signature !== 'string')
      throw new Error('the wallet answered personal_sign without a signature')
    return signature
  },
}
