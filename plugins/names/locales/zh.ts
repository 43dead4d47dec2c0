import type { PluginTranslation } from 'walletdock/plugin'

/** Chinese (Simplified) strings of the Names plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: '选择名称',
    register: '选择名称',
    success: '名称已注册',
  },
  messages: {
    intro: '你的名称会代替地址显示，其他人也可以向它转账。',
    nameLabel: '名称',
    invalid: '字母、数字和连字符，至少 4 个字符',
    available: '{name} 可用',
    taken: '{name} 已被占用',
    suggestions: '建议',
    register: '注册 {name}',
    registering: '在钱包中签署消息以注册 {name}',
    done: '{name} 现在是你的名称',
    back: '返回账户',
  },
}
