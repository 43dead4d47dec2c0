import type { PluginTranslation } from 'walletdock/plugin'

/** Japanese error texts of the Polkadot plugin (labels.ts keys). */
export const translation: PluginTranslation = {
  labels: {
    noAccount:
      '{name} はこのサイトに sr25519 または ed25519 のアカウントを提供していません。拡張機能でアカウントを追加または許可してから、もう一度接続してください',
    signerMissing: '{name} は {method} に応答できません。署名者にその機能がありません',
    noSignature: '{name} は 0x 署名なしで {method} に応答しました',
    noNetwork:
      'Polkadot ネットワークが設定されていません。walletdock/plugins/polkadot のネットワークを `networks` に追加してください',
  },
}
