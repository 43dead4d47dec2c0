import { useEffect, useMemo, useState } from 'react'
import {
  formatBalance,
  formatUnits,
  multiplyDecimals,
  type PluginContext,
  type TransferRequest,
} from 'walletdock/plugin'
import type { BalanceItem } from 'walletdock/protocol'
import { Avatar, Button, Input, Skeleton, useModal, useSignal, useViewBack, WalletImage } from 'walletdock/ui'
import { RECEIVER_DEBOUNCE_MS } from './constants.js'
import { useSendMessages } from './messages.js'
import { balanceUnits } from './parseAmount.js'
import { Preview, TokenList, usdValue } from './SendParts.js'
import { messageOf } from './sendErrorOf.js'
import { setupSend } from './setupSend.js'
import { isNativeToken, validateSend } from './validateSend.js'

type Step = 'form' | 'tokens' | 'preview'

/**
 * The WalletSend view (spec sections 3 to 5): the form (token, amount with max and its USD value,
 * receiver), the token list, and the preview with the network fee; Send asks the wallet. After a
 * successful send the state resets, the view goes back to Account and a toast links the transaction.
 */
export function createSendView(ctx: PluginContext) {
  const { sender, state } = setupSend(ctx)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per plugin instance (view loader), not per render
  return function SendView() {
    const t = useSendMessages()
    const { kernel } = useModal()
    const token = useSignal(state.token)
    const amount = useSignal(state.sendTokenAmount)
    const receiverInput = useSignal(state.receiverInput)
    const receiverAddress = useSignal(state.receiverAddress)
    const receiverName = useSignal(state.receiverProfileName)
    const receiverImage = useSignal(state.receiverProfileImageUrl)
    const loading = useSignal(state.loading)
    const [step, setStep] = useState<Step>('form')
    const [balances, setBalances] = useState<BalanceItem[] | 'unavailable' | undefined>()
    const [error, setError] = useState<string | undefined>()
    const [request, setRequest] = useState<TransferRequest | undefined>()
    const [fee, setFee] = useState<bigint | 'unavailable' | undefined>()
    const [resolving, setResolving] = useState(false)
    // The header's Back leaves the token list or the preview for the form, whose entries stay.
    useViewBack(
      step === 'form'
        ? undefined
        : () => {
            setError(undefined)
            setStep('form')
          },
    )
    // The account and its namespace's transfers, read again when the connected account moves.
    const caipAddress = useSignal(kernel.account)?.caipAddress
    // biome-ignore lint/correctness/useExhaustiveDependencies: caipAddress is what the sender's account reads
    const account = useMemo(() => sender.account(), [caipAddress])
    const transfers = useMemo(() => account && sender.transfersOf(account.namespace), [account])
    const native =
      balances === 'unavailable' ? undefined : balances?.find((b) => isNativeToken(b, account?.caipNetwork))

    // A new send starts clean: the last send's toast (over the list, at the modal's foot) goes.
    useEffect(() => ctx.toasts.hide(), [])

    useEffect(() => {
      if (!account) return
      let current = true
      sender.balances(account).then(
        (list) => {
          if (!current) return
          setBalances(list)
          const own = list.find((b) => isNativeToken(b, account.caipNetwork))
          state.networkBalanceInUSD.value = own ? multiplyDecimals(own.quantity.numeric, own.price, 2) : '0'
        },
        () => current && setBalances('unavailable'),
      )
      return () => {
        current = false
      }
    }, [account])

    // A receiver that is not an address of the namespace may be a name: the resolver a plugin contributes
    // (ctx.transfers.provideReceiverResolver) turns it into one, 500 ms after the last key.
    useEffect(() => {
      const typed = receiverInput.trim()
      state.receiverProfileName.value = undefined
      state.receiverProfileImageUrl.value = undefined
      state.receiverAddress.value = typed
      if (!account || !typed || transfers?.isAddress(typed)) return
      const controller = new AbortController()
      const timer = setTimeout(() => {
        setResolving(true)
        sender
          .resolveReceiver(typed, account.namespace, controller.signal)
          .then((profile) => {
            if (!profile || controller.signal.aborted) return
            state.receiverAddress.value = profile.address
            state.receiverProfileName.value = profile.name ?? typed
            state.receiverProfileImageUrl.value = profile.image
          })
          .catch(() => undefined)
          .finally(() => setResolving(false))
      }, RECEIVER_DEBOUNCE_MS)
      return () => {
        clearTimeout(timer)
        controller.abort()
      }
    }, [receiverInput, account, transfers])

    if (!account) return <Skeleton height={160} />
    const decimals = token ? Number(token.quantity.decimals) : 0

    const setMax = async () => {
      if (!token) return
      let units = balanceUnits(token.quantity.numeric, decimals)
      if (transfers && account.caipNetwork && isNativeToken(token, account.caipNetwork)) {
        // The native currency pays the fee too: keep the fee (and a fifth more, as fees move) back.
        const to = transfers.isAddress(receiverAddress) ? receiverAddress : account.address
        const request = { caipNetwork: account.caipNetwork, from: account.address, to, amount: 1n }
        const cost = await transfers
          .estimateFee({ ...request, token: { symbol: token.symbol, decimals } })
          .catch(() => 0n)
        const kept = (cost * 12n) / 10n
        units = units > kept ? units - kept : 0n
      }
      state.sendTokenAmount.value = formatUnits(units, decimals)
    }

    const preview = () => {
      setError(undefined)
      try {
        const next = validateSend({
          token,
          amount,
          receiverAddress,
          namespace: account.namespace,
          from: account.address,
          caipNetwork: account.caipNetwork,
          transfers,
        })
        setRequest(next)
        setFee(undefined)
        setStep('preview')
        sender.estimateFee(next, account.namespace).then(setFee, (cause: unknown) => {
          setFee('unavailable')
          setError(messageOf(cause))
        })
      } catch (cause) {
        setError(messageOf(cause))
      }
    }

    const confirm = async () => {
      if (!request || !token) return
      setError(undefined)
      state.loading.value = true
      try {
        const sent = await sender.send(request, account.namespace)
        ctx.toasts.show({
          variant: 'success',
          message: t('sent', { amount, symbol: token.symbol }),
          link: sent.url ? { href: sent.url, label: t('explorer') } : undefined,
        })
        state.reset()
        setStep('form')
        kernel.goBack()
      } catch (cause) {
        const message = messageOf(cause)
        setError(message)
        ctx.toasts.show({ variant: 'error', message })
      } finally {
        state.loading.value = false
      }
    }

    const errorText = error ? (
      <p className="error-text" role="alert" data-send-error="">
        {error}
      </p>
    ) : null

    if (step === 'tokens')
      return balances === undefined ? (
        <Skeleton height={96} />
      ) : balances === 'unavailable' ? (
        <p className="muted">{t('unavailable')}</p>
      ) : (
        <TokenList
          balances={balances}
          onPick={(picked) => {
            state.token.value = picked
            setError(undefined)
            setStep('form')
          }}
        />
      )

    if (step === 'preview' && request)
      return (
        <div>
          <Preview
            request={request}
            amount={amount}
            price={token?.price ?? 0}
            receiverName={receiverName}
            fee={fee}
            nativePrice={native?.price}
            loading={loading}
            onEdit={() => {
              setError(undefined)
              setStep('form')
            }}
            onSend={() => void confirm()}
          />
          {errorText}
        </div>
      )

    const usd = token ? usdValue(amount, token.price) : undefined
    return (
      <form
        className="list"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          preview()
        }}
      >
        <span className="field-label">{t('token')}</span>
        <button type="button" className="list-item" data-send-token="" onClick={() => setStep('tokens')}>
          {token ? <WalletImage name={token.symbol} src={token.iconUrl} size={32} /> : null}
          <span className="list-item-name">{token ? token.symbol : t('selectToken')}</span>
          {token ? (
            <span className="muted">
              {t('balance', {
                balance: formatBalance({ value: token.quantity.numeric, symbol: token.symbol }),
              })}
            </span>
          ) : null}
        </button>
        <div className="row" style={{ alignItems: 'flex-end', flexWrap: 'nowrap' }}>
          <div style={{ flex: 1 }}>
            <Input
              label={t('amount')}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => {
                state.sendTokenAmount.value = event.currentTarget.value
              }}
            />
          </div>
          <Button onClick={() => void setMax()} disabled={!token}>
            {t('max')}
          </Button>
        </div>
        {usd === undefined ? null : (
          <p className="muted" data-send-usd="" style={{ margin: 0 }}>
            {t('usd', { value: usd })}
          </p>
        )}
        <Input
          label={t('receiver')}
          autoComplete="off"
          spellCheck={false}
          value={receiverInput}
          onChange={(event) => {
            state.receiverInput.value = event.currentTarget.value
          }}
        />
        {resolving ? <p className="muted">{t('resolving')}</p> : null}
        {receiverName ? (
          <p className="muted" data-send-receiver-name="">
            {receiverImage ? (
              <Avatar address={receiverAddress} image={receiverImage} label={receiverName} size={20} />
            ) : null}
            {t('resolved', { address: receiverAddress })}
          </p>
        ) : null}
        <Button type="submit" variant="primary">
          {t('preview')}
        </Button>
        {errorText}
      </form>
    )
  }
}
