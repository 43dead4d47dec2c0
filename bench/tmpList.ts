import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
const sets = process.argv.slice(2).map((outDir) => {
  const html = readFileSync(`${outDir}/index.html`, 'utf8')
  const queue = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '')
  const seen = new Map<string, number>()
  while (queue.length) {
    const file = queue.pop() ?? ''
    if (seen.has(file)) continue
    const code = readFileSync(`${outDir}/${file}`)
    seen.set(file, gzipSync(code, { level: 9 }).length)
    for (const m of code.toString().matchAll(/(?:^|[;\s}])import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push(`assets/${m[1]}`)
  }
  return seen
})
const [a, b] = sets as [Map<string, number>, Map<string, number>]
for (const [f, n] of b) if (a.get(f) !== n) console.log('B', n, f)
for (const [f, n] of a) if (b.get(f) !== n) console.log('A', n, f)
