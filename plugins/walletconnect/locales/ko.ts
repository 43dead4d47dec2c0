import type { PluginTranslation } from 'walletdock/plugin'

/** Korean strings of the WalletConnect plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    connectWallet: '지갑 연결',
  },
  messages: {
    scan: '휴대폰으로 이 QR 코드를 스캔하세요',
    qrLabel: 'WalletConnect QR 코드',
    copy: '링크 복사',
    copied: '링크가 복사되었습니다',
    open: '{name} 열기',
    openWeb: '{name} 웹 앱 열기',
    preparing: '연결을 준비하는 중...',
    buffering: '{name} 대기 중...',
  },
}
