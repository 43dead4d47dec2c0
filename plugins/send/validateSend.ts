import { InsufficientFundsError } from 'walletdock/errors'
import { type Network, splitCaipAddress, type TransferRequest, type Transfers } from 'walletdock/plugin'
import type { BalanceItem } from 'walletdock/protocol'
import { SEND_NAMESPACES } from './constants.js'
import {
  SendFieldsRequiredError,
  SendInvalidReceiverError,
  SendTokenAddressRequiredError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
} from './errors.js'
import { balanceUnits, parseAmount } from './parseAmount.js'

export type SendInput = {
  token: BalanceItem | undefined
  amount: string
  receiverAddress: string
  /** The connected account: its namespace, address and network (a configured one, or undefined). */
  namespace: string
  from: string
  caipNetwork: Network | undefined
  /** The namespace's transfers, undefined when no plugin contributes a builder for it. */
  transfers: Pick<Transfers, 'isAddress'> | undefined
}

/** Whether a balance is the network's native currency (balances list it without an address). */
export const isNativeToken = (token: BalanceItem, network: Network | undefined) =>
  token.address === undefined && token.symbol === network?.nativeCurrency.symbol

/** A balance's token address: the services list it as CAIP-10 (`eip155:1:0x…`), a wallet may give it bare. */
export const tokenAddressOf = (token: BalanceItem) =>
  token.address === undefined ? undefined : (splitCaipAddress(token.address)?.address ?? token.address)

/**
 * The spec's send rules, in its order (section 5): an amount and a receiver, a token, a supported chain;
 * then the token's address for a non-native token, the receiver's format and the amount against the
 * balance. Returns the transfer to send.
 */
export function validateSend(input: SendInput): TransferRequest {
  const { token, amount, receiverAddress, namespace, caipNetwork, transfers } = input
  if (!amount.trim() || !receiverAddress.trim()) throw new SendFieldsRequiredError()
  if (!token) throw new SendTokenRequiredError()
  if (!SEND_NAMESPACES.includes(namespace) || !transfers || !caipNetwork)
    throw new SendUnsupportedChainError({ namespace })
  const native = isNativeToken(token, caipNetwork)
  if (!native && token.address === undefined)
    throw new SendTokenAddressRequiredError({ symbol: token.symbol })
  const to = receiverAddress.trim()
  if (!transfers.isAddress(to)) throw new SendInvalidReceiverError()
  const decimals = Number(token.quantity.decimals)
  const value = parseAmount(amount, decimals)
  if (value > balanceUnits(token.quantity.numeric, decimals)) throw new InsufficientFundsError()
  return {
    caipNetwork,
    from: input.from,
    to,
    token: { symbol: token.symbol, decimals, address: native ? undefined : tokenAddressOf(token) },
    amount: value,
  }
}
