import type { PluginTranslation } from 'walletdock/plugin'

/** Korean error texts of the Polkadot plugin (labels.ts keys). */
export const translation: PluginTranslation = {
  labels: {
    noAccount:
      '{name}이(가) 이 사이트에 sr25519 또는 ed25519 계정을 제공하지 않았습니다. 확장 프로그램에서 계정을 추가하거나 허용한 후 다시 연결하세요',
    signerMissing: '{name}이(가) {method}에 응답할 수 없습니다. 서명자에 해당 기능이 없습니다',
    noSignature: '{name}이(가) 0x 서명 없이 {method}에 응답했습니다',
    noNetwork:
      '구성된 Polkadot 네트워크가 없습니다. walletdock/plugins/polkadot의 네트워크를 `networks`에 추가하세요',
  },
}
