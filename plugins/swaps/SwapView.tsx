import { useEffect, useMemo, useRef, useState } from 'react'
import type { PluginContext, ViewProps } from 'walletdock/plugin'
import { Button, Input, Skeleton, useModal, useSignal, useViewBack } from 'walletdock/ui'
import { SWAPS_NETWORK_NOT_SUPPORTED } from './alerts.js'
import { LAST_PAIR, QUOTE_DEBOUNCE_MS } from './constants.js'
import type { SwapQuote, SwapToken } from './createSwapper.js'
import { SwapsNetworkNotSupportedError } from './errors.js'
import { useSwapMessages } from './messages.js'
import { balanceUnits, parseAmount, tokenAmount } from './parseAmount.js'
import { NATIVE_TOKEN_ADDRESS } from './protocol/convert.js'
import { QuoteDetails, TokenButton, TokenList } from './SwapParts.js'
import { setupSwaps } from './setupSwaps.js'
import { messageOf, swapErrorOf } from './swapErrorOf.js'

const isNative = (token: SwapToken | undefined) =>
  token?.address.toLowerCase().endsWith(NATIVE_TOKEN_ADDRESS) === true

/** A token named by CAIP-10 address, bare address or symbol (case-insensitive), among the network's tokens. */
function findToken(tokens: readonly SwapToken[], name: string | undefined): SwapToken | undefined {
  const wanted = name?.trim().toLowerCase()
  if (!wanted) return undefined
  return tokens.find((token) => {
    const address = token.address.toLowerCase()
    return address === wanted || address.endsWith(`:${wanted}`) || token.symbol.toLowerCase() === wanted
  })
}

/** The amount in the token's smallest unit, or undefined while it is not a valid positive amount. */
function unitsOf(amount: string, token: SwapToken | undefined): bigint | undefined {
  if (!token || !amount.trim()) return undefined
  try {
    return parseAmount(amount, token.decimals)
  } catch {
    return undefined
  }
}

/**
 * The Swap view: the from and to tokens with the account's balances, the amount (a quote 500 ms after the last
 * key), the quote's details, then Approve when the router's allowance is short and Swap. Loading and success
 * toasts follow each transaction; after a swap the balances are read again.
 */
export function createSwapView(ctx: PluginContext) {
  const swapper = setupSwaps(ctx)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per plugin instance (view loader), not per render
  return function SwapView({ data }: ViewProps<'Swap'>) {
    const t = useSwapMessages()
    const { kernel } = useModal()
    const caipAddress = useSignal(kernel.account)?.caipAddress
    // biome-ignore lint/correctness/useExhaustiveDependencies: caipAddress is what the swapper's account reads
    const account = useMemo(() => swapper.account(), [caipAddress])
    const stored = ctx.storage.get(LAST_PAIR)
    const [tokens, setTokens] = useState<SwapToken[] | 'unsupported' | 'unavailable' | undefined>()
    const [fromName, setFromName] = useState(data?.fromToken ?? stored?.fromToken)
    const [toName, setToName] = useState(data?.toToken ?? stored?.toToken)
    const [amount, setAmount] = useState(data?.amount ?? '')
    const [picking, setPicking] = useState<'from' | 'to' | undefined>()
    // The side whose picker was left: its token button takes the focus back (keyboard users land where they were).
    const refocus = useRef<'from' | 'to' | undefined>(undefined)
    const leavePicker = () => {
      refocus.current = picking
      setPicking(undefined)
    }
    // The header's Back leaves the picker for the form, whose entries stay (this view stays mounted).
    useViewBack(picking ? leavePicker : undefined)
    const focusOnReturn = (side: 'from' | 'to') => (node: HTMLButtonElement | null) => {
      if (!node || refocus.current !== side) return
      refocus.current = undefined
      node.focus()
    }
    const [quote, setQuote] = useState<SwapQuote | 'loading' | undefined>()
    const [allowance, setAllowance] = useState<bigint | undefined>()
    const [busy, setBusy] = useState(false)
    const [error, setError] = useState<string | undefined>()
    // Bumped after each transaction: balances, the allowance and the quote are read again.
    const [round, setRound] = useState(0)
    // Room under the form for the transactions' toasts, from the first transaction on (before it, no toast shows
    // and the room was empty space under Swap); it stays, so the view does not jump as one toast replaces another.
    const [toastRoom, setToastRoom] = useState(false)

    useEffect(() => ctx.toasts.hide(), [])

    // biome-ignore lint/correctness/useExhaustiveDependencies: round is what reads them again after a transaction
    useEffect(() => {
      if (!account) return
      let current = true
      // Fresh balances when the view opens and after each transaction (round).
      swapper.tokens(account).then(
        (list) => current && setTokens(list),
        (cause: unknown) => {
          if (!current) return
          const unsupported = cause instanceof SwapsNetworkNotSupportedError
          if (unsupported) ctx.alerts.show(SWAPS_NETWORK_NOT_SUPPORTED)
          setTokens(unsupported ? 'unsupported' : 'unavailable')
        },
      )
      return () => {
        current = false
      }
    }, [account, round])

    const list = Array.isArray(tokens) ? tokens : []
    const from = findToken(list, fromName) ?? list[0]
    const to = findToken(list, toName) ?? list.find((token) => token.address !== from?.address)
    const native = list.find(isNative)
    const units = unitsOf(amount, from)

    // The quote (and the allowance of a token) 500 ms after the last change of the amount or the tokens; the
    // tokens are new objects after each transaction (balances read again), so the quote is asked again too.
    useEffect(() => {
      setQuote(undefined)
      setAllowance(undefined)
      if (!account || !from || !to || units === undefined) return
      let current = true
      const timer = setTimeout(() => {
        setQuote('loading')
        Promise.all([
          swapper.quote(account, from, to, units),
          isNative(from) ? undefined : swapper.allowance(account, from),
        ]).then(
          ([next, allowed]) => {
            if (!current) return
            setQuote(next)
            setAllowance(allowed)
            setError(undefined)
          },
          (cause: unknown) => {
            if (!current) return
            setQuote(undefined)
            setError(messageOf(swapErrorOf(cause)))
          },
        )
      }, QUOTE_DEBOUNCE_MS)
      return () => {
        current = false
        clearTimeout(timer)
      }
    }, [account, from, to, units])

    if (!account || tokens === undefined) return <Skeleton height={200} />
    if (tokens === 'unsupported')
      return (
        <p className="error-text" role="alert" data-swap-error="">
          {new SwapsNetworkNotSupportedError().shortMessage}
        </p>
      )
    if (tokens === 'unavailable') return <p className="muted">{t('unavailable')}</p>

    if (picking)
      return (
        <TokenList
          tokens={list}
          onPick={(token) => {
            const [side, other] = picking === 'from' ? [from, to] : [to, from]
            // The other side's token: the two change places.
            if (token.address === other?.address) {
              setFromName(picking === 'from' ? token.address : side?.address)
              setToName(picking === 'from' ? side?.address : token.address)
            } else if (picking === 'from') setFromName(token.address)
            else setToName(token.address)
            leavePicker()
            setError(undefined)
          }}
        />
      )

    const short = from && units !== undefined && units > balanceUnits(from.balance, from.decimals)
    const needsApproval =
      !isNative(from) && allowance !== undefined && units !== undefined && allowance < units

    /** Runs one wallet transaction with its loading and success toasts; a failure shows the catalogue's text. */
    const run = async (loading: string, done: () => string, send: () => Promise<unknown>) => {
      setError(undefined)
      setBusy(true)
      setToastRoom(true)
      ctx.toasts.show({ variant: 'loading', message: loading })
      try {
        await send()
        ctx.toasts.show({ variant: 'success', message: done() })
        setRound((value) => value + 1)
        return true
      } catch (cause) {
        const message = messageOf(swapErrorOf(cause))
        setError(message)
        ctx.toasts.show({ variant: 'error', message })
        return false
      } finally {
        setBusy(false)
      }
    }

    // The last transaction's toast would cover the list's last rows: it goes when a picker opens.
    const pickFor = (side: 'from' | 'to') => {
      ctx.toasts.hide()
      setPicking(side)
    }
    const approve = () => {
      if (!from || !to || units === undefined) return
      void run(
        t('approving', { symbol: from.symbol }),
        () => t('approved', { symbol: from.symbol }),
        () => swapper.approve(account, from, to, units),
      )
    }
    const swap = async () => {
      if (!from || !to || units === undefined || !quote || quote === 'loading') return
      const received = tokenAmount(quote.toAmount, to.decimals)
      const names = { amount, from: from.symbol, to: to.symbol }
      const swapped = await run(
        t('swapping', names),
        () => t('swapped', { ...names, received }),
        () => swapper.swap(account, from, to, units),
      )
      if (!swapped) return
      ctx.storage.set(LAST_PAIR, { fromToken: from.address, toToken: to.address })
      setAmount('')
    }

    return (
      <form
        className="list"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (needsApproval) approve()
          else void swap()
        }}
      >
        <TokenButton
          side="from"
          token={from}
          onOpen={() => pickFor('from')}
          focusRef={focusOnReturn('from')}
        />
        <div className="row" style={{ alignItems: 'flex-end', flexWrap: 'nowrap' }}>
          <div style={{ flex: 1 }}>
            <Input
              label={t('amount')}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
            />
          </div>
          <Button
            disabled={!from}
            onClick={() => from && setAmount(from.balance)}
            aria-label={`${t('max')} ${from?.symbol ?? ''}`}
          >
            {t('max')}
          </Button>
        </div>
        <Button
          aria-label={t('flip')}
          onClick={() => {
            setFromName(to?.address)
            setToName(from?.address)
          }}
        >
          ⇅
        </Button>
        <TokenButton side="to" token={to} onOpen={() => pickFor('to')} focusRef={focusOnReturn('to')} />
        {to ? <QuoteDetails quote={quote} to={to} native={native} /> : null}
        {short && from ? (
          <Button variant="primary" disabled>
            {t('insufficient', { symbol: from.symbol })}
          </Button>
        ) : needsApproval && from ? (
          <Button type="submit" variant="primary" disabled={busy} data-swap-action="approve">
            {busy ? t('approving', { symbol: from.symbol }) : t('approve', { symbol: from.symbol })}
          </Button>
        ) : (
          <Button
            type="submit"
            variant="primary"
            disabled={busy || !quote || quote === 'loading' || (!isNative(from) && allowance === undefined)}
            data-swap-action="swap"
          >
            {t('swap')}
          </Button>
        )}
        {error ? (
          <p className="error-text" role="alert" data-swap-error="">
            {error}
          </p>
        ) : null}
        {/* Room for the modal's toast (each transaction's), so it never covers the Swap button. */}
        {toastRoom ? <div aria-hidden="true" style={{ height: 56 }} /> : null}
      </form>
    )
  }
}
