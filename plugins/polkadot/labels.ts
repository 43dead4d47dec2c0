import { defineLabels, localize } from 'walletdock/plugin'

/**
 * The polkadot plugin's error texts, which the modal shows when a connect or a signature fails: English here, the
 * other languages in locales/<language>.ts, loaded with the modal's language (defineLabels: the plugin has no views).
 */
export const label = defineLabels(
  {
    en: {
      noAccount:
        '{name} gave this site no sr25519 or ed25519 account: add or allow one in the extension, then connect again',
      signerMissing: '{name} cannot answer {method}: its signer has no such function',
      noSignature: '{name} answered {method} without a 0x signature',
      noNetwork: 'No Polkadot network is configured: add one from walletdock/plugins/polkadot to `networks`',
    },
  },
  () => import('./polkadotLocales.js'),
)

/** A text in `locale` (English where the language is not loaded or lacks it), its `{name}` parameters filled in. */
export function polkadotText(
  key: Parameters<typeof label>[0],
  locale: string,
  params: Readonly<Record<string, string>> = {},
): string {
  return localize(label(key), locale).replace(/\{(\w+)\}/g, (text, name: string) => params[name] ?? text)
}
