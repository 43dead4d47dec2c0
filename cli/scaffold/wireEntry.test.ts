import { describe, expect, it } from 'vitest'
import { wireEntry } from './wireEntry.js'

const wire = (text: string, fileName = 'src/main.jsx') =>
  wireEntry({ text, fileName, configSpecifier: './appkit.config' })

describe('wireEntry', () => {
  it('wraps root.render(<App />) of a JSX entry and keeps the rest of the file as it was', () => {
    const text = "import App from './App'\nconst root = createRoot(el)\nroot.render(<App />)\nexport {}\n"
    const { text: wired, changed } = wire(text)
    expect(changed).toBe(true)
    expect(wired).toContain(
      'root.render(<AppKitProvider appKit={appKit}>\n  <AppKitButton />\n  <App />\n</AppKitProvider>)',
    )
    expect(wired.endsWith('export {}\n')).toBe(true)
  })

  it('keeps Windows line endings', () => {
    const { text } = wire("import App from './App'\r\ncreateRoot(el).render(\r\n  <App />,\r\n)\r\n")
    expect(text.replaceAll('\r\n', '')).not.toContain('\n')
  })

  it('leaves an entry that already imports AppKitProvider alone', () => {
    const once = wire("import App from './App'\ncreateRoot(el).render(<App />)\n").text
    expect(wire(once)).toEqual({ text: once, changed: false })
  })

  it('refuses an entry with two render calls or that does not parse, saying how to wire it by hand', () => {
    expect(() => wire('a.render(<A />)\nb.render(<B />)\n')).toThrow('found 2. Wire it by hand')
    expect(() => wire('createRoot(el).render(<App>\n')).toThrow('does not parse')
  })
})
