import * as z from 'zod/mini'

/** Ours: the sandbox keeps at most this many orders in memory; the oldest go first. */
export const SANDBOX_MAX_ORDERS = 1_000

/** Documented test cards (docs/plugins/onramp.md): the first is paid, the second declined. */
export const TEST_CARDS = { approved: '4242424242424242', declined: '4000000000000002' } as const
/** The documented test bank account number: paid. */
export const TEST_BANK_ACCOUNT = '000123456789'

const digits = (what: string, min: number, max: number) =>
  z.string({ error: `${what} must be text` }).check(
    z.maxLength(32, `${what} is at most 32 characters`),
    z.refine(
      (value) => {
        const plain = value.replace(/[\s-]/g, '')
        return /^\d+$/.test(plain) && plain.length >= min && plain.length <= max
      },
      `${what} must be ${min === max ? min : `${min} to ${max}`} digits`,
    ),
  )

/** What the checkout page posts to the sandbox's own POST /api/orders. */
export const orderRequestSchema = z.object({
  publicKey: z.string().check(z.maxLength(128)),
  walletAddress: z
    .string()
    .check(
      z.regex(
        /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/,
        'walletAddress must be an EVM address (0x and 40 hex digits) or a Solana address (base58)',
      ),
    ),
  network: z.string().check(z.maxLength(64)),
  amount: z
    .string()
    .check(z.regex(/^\d{1,12}(\.\d{1,2})?$/, 'amount must be a number with at most 2 decimals, like 50.00')),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code like USD')),
  paymentMethod: z.enum(['card', 'ach_bank_account'], 'paymentMethod must be card or ach_bank_account'),
  card: z.optional(
    z.object({
      number: digits('card number', 12, 19),
      expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'expiry must be MM/YY')),
      cvc: digits('CVC', 3, 4),
    }),
  ),
  bankAccount: z.optional(digits('bank account number', 6, 17)),
  externalCustomerId: z.string().check(z.maxLength(64)),
})
export type OrderRequest = z.infer<typeof orderRequestSchema>

export type Order = {
  id: string
  status: 'pending' | 'completed' | 'failed'
  reason?: string
  walletAddress: string
  network: string
  paymentTotal: { amount: string; currency: string }
  providerFee?: { amount: string; currency: string }
  networkFee?: { amount: string; currency: string }
  purchaseAmount?: { amount: string; currency: string }
  transactionHash?: string
  createdAt: number
}

/** The Luhn check every card number passes. */
export function passesLuhn(number: string): boolean {
  let sum = 0
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return number.length > 0 && sum % 10 === 0
}

/**
 * Why the sandbox refuses this payment, or undefined when it takes it: only the documented test card and bank
 * account are paid; the declined test card is declined; any other number is refused (no real card is ever taken).
 */
export function paymentRefusal(request: OrderRequest, now: Date): string | undefined {
  if (request.paymentMethod === 'ach_bank_account') {
    const account = request.bankAccount?.replace(/[\s-]/g, '')
    if (!account) return 'Enter the test bank account number'
    return account === TEST_BANK_ACCOUNT
      ? undefined
      : `Only the test bank account ${TEST_BANK_ACCOUNT} is accepted`
  }
  if (!request.card) return 'Enter the test card'
  const number = request.card.number.replace(/[\s-]/g, '')
  if (!passesLuhn(number)) return 'The card number is not valid'
  const [month = 0, year = 0] = request.card.expiry.split('/').map(Number)
  // A card is valid through the last day of its month.
  if (new Date(2000 + year, month, 1) <= now) return 'The card has expired'
  if (number === TEST_CARDS.declined) return 'Your card was declined'
  if (number !== TEST_CARDS.approved) return 'This is a sandbox: use a test card (4242 4242 4242 4242)'
  return undefined
}

/** Orders in memory, at most `max`: adding one past it forgets the oldest. */
export function createOrderStore(max = SANDBOX_MAX_ORDERS) {
  const orders = new Map<string, Order>()
  return {
    add(order: Order) {
      orders.set(order.id, order)
      while (orders.size > max) {
        const oldest = orders.keys().next().value
        if (oldest === undefined) break
        orders.delete(oldest)
      }
    },
    get: (id: string) => orders.get(id),
    update(id: string, patch: Partial<Order>) {
      const order = orders.get(id)
      if (order) Object.assign(order, patch)
    },
    size: () => orders.size,
  }
}
export type OrderStore = ReturnType<typeof createOrderStore>
