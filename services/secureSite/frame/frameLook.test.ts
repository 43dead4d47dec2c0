import { describe, expect, it } from 'vitest'
import { applyTheme, dappIconOf } from './frameLook.js'

/** The part of a document applyTheme writes: the root's dataset and its style properties. */
function fakeDocument() {
  const properties = new Map<string, string>()
  const root = {
    dataset: {} as Record<string, string>,
    style: {
      setProperty: (name: string, value: string) => void properties.set(name, value),
      removeProperty: (name: string) => void properties.delete(name),
    },
  }
  return { document: { documentElement: root } as unknown as Document, root, properties }
}

describe('applyTheme', () => {
  it('takes the mode and the accent, font and radius under either AppKit name', () => {
    const { document, root, properties } = fakeDocument()
    applyTheme(document, {
      themeMode: 'dark',
      themeVariables: { '--apkt-accent': '#ff00aa', '--w3m-border-radius-master': '2px' },
      w3mThemeVariables: { '--w3m-font-family': "'Courier New', monospace" },
    })
    expect(root.dataset.theme).toBe('dark')
    expect(Object.fromEntries(properties)).toEqual({
      '--panel-accent': '#ff00aa',
      '--panel-radius': '2px',
      '--panel-font': "'Courier New', monospace",
    })
  })
  it('refuses values that load something or end the declaration, and forgets a variable no longer sent', () => {
    const { document, properties } = fakeDocument()
    applyTheme(document, { themeVariables: { '--w3m-accent': 'red' } })
    expect(properties.get('--panel-accent')).toBe('red')
    for (const value of [
      'url(https://evil.test/x.png)',
      'red; background: blue',
      'image-set("x.png" 1x)',
      '}',
    ]) {
      applyTheme(document, { themeVariables: { '--w3m-accent': 'red' } })
      applyTheme(document, { themeVariables: { '--w3m-accent': value } })
      expect(properties.has('--panel-accent')).toBe(false)
    }
    applyTheme(document, { themeVariables: { '--w3m-accent': 'red' } })
    applyTheme(document, { themeVariables: {} })
    expect(properties.has('--panel-accent')).toBe(false)
  })
})

describe('dappIconOf', () => {
  it('takes the first http(s) icon and skips other schemes and relative paths', () => {
    expect(
      dappIconOf([
        'javascript:alert(1)',
        'data:image/png;base64,AAAA',
        '/icon.png',
        'https://dapp.test/i.png',
      ]),
    ).toBe('https://dapp.test/i.png')
    expect(dappIconOf(['ftp://dapp.test/i.png'])).toBeUndefined()
    expect(dappIconOf(undefined)).toBeUndefined()
  })
})
