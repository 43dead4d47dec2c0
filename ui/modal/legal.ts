import { type Signal, signal } from '@preact/signals-core'

/** What the Connect view's footer shows, from the config (spec 9: termsConditionsUrl, privacyPolicyUrl, legalCheckbox, reownBranding). */
export type LegalFooter = {
  termsUrl?: string | undefined
  privacyUrl?: string | undefined
  /** Connecting waits until the person ticks the box. */
  checkbox: boolean
  /** Our own "UX by walletdock" line (features.reownBranding; the Reown mark is theirs, not ours). */
  branding: boolean
  /** Whether the box is ticked: once per page, shared by the first view and the content. */
  agreed: Signal<boolean>
}

type LegalConfig = {
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
  features: { legalCheckbox: boolean; reownBranding: boolean }
}

const agreements = new WeakMap<object, Signal<boolean>>()

export function legalFooterOf(config: LegalConfig): LegalFooter {
  let agreed = agreements.get(config)
  if (!agreed) {
    agreed = signal(false)
    agreements.set(config, agreed)
  }
  return {
    termsUrl: config.termsConditionsUrl,
    privacyUrl: config.privacyPolicyUrl,
    checkbox: config.features.legalCheckbox,
    branding: config.features.reownBranding,
    agreed,
  }
}

/** Whether the footer has anything to show. */
export function hasFooter(legal: LegalFooter): boolean {
  return legal.checkbox || legal.branding || legal.termsUrl !== undefined || legal.privacyUrl !== undefined
}

/** Whether the ways to connect wait for the box. */
export function waitsForAgreement(legal: LegalFooter): boolean {
  return legal.checkbox && !legal.agreed.value
}

/** The footer's strings (in the first bundle: the first view draws the footer too). */
export type LegalText = (
  key:
    | 'legal.agree'
    | 'legal.byConnecting'
    | 'legal.terms'
    | 'legal.privacy'
    | 'legal.and'
    | 'legal.branding',
) => string

/** The footer's parts in order: text, or a link; the same for the first view's DOM and the React content. */
export function legalParts(legal: LegalFooter, t: LegalText): (string | { href: string; text: string })[] {
  const links: { href: string; text: string }[] = []
  if (legal.termsUrl) links.push({ href: legal.termsUrl, text: t('legal.terms') })
  if (legal.privacyUrl) links.push({ href: legal.privacyUrl, text: t('legal.privacy') })
  const lead = legal.checkbox ? t('legal.agree') : t('legal.byConnecting')
  const [first, second] = links
  if (!first) return legal.checkbox ? [`${lead} ${t('legal.terms')}`] : []
  return second ? [`${lead} `, first, ` ${t('legal.and')} `, second] : [`${lead} `, first]
}
