import type { PluginTranslation } from 'walletdock/plugin'

/** Japanese strings of the Names plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: '名前を選ぶ',
    register: '名前を選ぶ',
    success: '名前を登録しました',
  },
  messages: {
    intro: 'アドレスの代わりに名前が表示され、ほかの人はその名前宛てに送金できます。',
    nameLabel: '名前',
    invalid: '英字・数字・ハイフンで 4 文字以上',
    available: '{name} は利用できます',
    taken: '{name} は使用されています',
    suggestions: '候補',
    register: '{name} を登録',
    registering: '{name} を登録するには、ウォレットでメッセージに署名してください',
    done: '{name} があなたの名前になりました',
    back: 'アカウントに戻る',
  },
}
