import { BaseError } from 'walletdock/errors'
import { Button, useModal } from 'walletdock/ui'
import { BrandMark } from './BrandMark.js'
import type { EmbeddedConnector } from './createEmbeddedConnector.js'
import { useEmbeddedMessages } from './messages.js'

/** The farcaster entry of the Connect view: one full-width button with its mark that opens ConnectingFarcaster. */
export function createFarcasterSignIn(connector: () => Promise<EmbeddedConnector>) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per instance (slot loader), not per render
  return function FarcasterSignIn() {
    const { kernel } = useModal()
    const t = useEmbeddedMessages()
    const start = async () => {
      kernel.prepare() // starts the instance, so setup() runs and hands the connector over
      // The plugin's code did not load ('Unable to load email login dependency'): no view opened to say it.
      const ready = await connector().catch((cause: unknown) => {
        kernel.showToast('error', cause instanceof BaseError ? cause.shortMessage : String(cause))
      })
      // A failure is shown by ConnectingFarcaster, which the connector opened.
      await ready?.startFarcasterLogin().catch(() => undefined)
    }
    return (
      <Button className="block" data-testid="farcaster-sign-in" onClick={() => void start()}>
        <BrandMark name="farcaster" />
        {t('farcaster')}
      </Button>
    )
  }
}
