import type { PluginTranslation } from 'walletdock/plugin'

/** Russian error texts of the Polkadot plugin (labels.ts keys). */
export const translation: PluginTranslation = {
  labels: {
    noAccount:
      '{name} не предоставил этому сайту ни одного аккаунта sr25519 или ed25519: добавьте или разрешите аккаунт в расширении и подключитесь снова',
    signerMissing: '{name} не может ответить на {method}: у его подписанта нет такой функции',
    noSignature: '{name} ответил на {method} без подписи 0x',
    noNetwork: 'Сеть Polkadot не настроена: добавьте сеть из walletdock/plugins/polkadot в `networks`',
  },
}
