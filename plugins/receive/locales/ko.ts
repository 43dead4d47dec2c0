import type { PluginTranslation } from 'walletdock/plugin'

/** Korean strings of the Receive plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: '받기',
    title: '받기',
  },
  messages: {
    qr: '내 주소의 QR 코드',
    address: '내 주소',
    copy: '주소 복사',
    copied: '주소가 복사되었습니다',
    copyFailed: '주소를 복사하지 못했습니다',
    networks: '받을 수 있는 네트워크',
    namespace: '{namespace} 네트워크',
    testnet: '테스트넷',
  },
}
