import { type ChildProcess, spawn } from 'node:child_process'
import { request } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export type AnvilInstance = { rpcUrl: string; chainId: number; port: number; stop(): Promise<void> }

const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/** The anvil binary inside the per-platform package of `@foundry-rs/anvil` (ANVIL_BINARY overrides it). */
function anvilBinaryPath(): string {
  if (process.env.ANVIL_BINARY) return process.env.ANVIL_BINARY
  const name = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`]
  if (!name)
    throw new Error(`anvil has no npm package for ${process.platform}-${process.arch}; set ANVIL_BINARY`)
  const require = createRequire(import.meta.url)
  try {
    const manifest = require.resolve(`${name}/package.json`)
    return join(dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
  } catch (error) {
    throw new Error(
      `${name} is not installed; add anvil with "npm install -D @foundry-rs/anvil" (its per-platform package holds the binary) or set ANVIL_BINARY`,
      { cause: error },
    )
  }
}

/**
 * Whether anvil answers eth_chainId at `rpcUrl`. With node:http, not fetch: fetch refuses the Fetch standard's "bad
 * ports", which the dev stack gives anvil on purpose (services/dev/browserBlockedPort.ts).
 */
function answers(rpcUrl: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
    const probe = request(
      rpcUrl,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (answer) => {
        answer.resume()
        resolve(answer.statusCode === 200)
      },
    )
    probe.on('error', reject)
    probe.end(body)
  })
}

async function waitForRpc(rpcUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode} before answering`)
    try {
      if (await answers(rpcUrl)) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`anvil did not answer on ${rpcUrl} within ${timeoutMs} ms`)
}

/** Spawns anvil on host:port with a chain id and waits until its JSON-RPC answers. */
export async function startAnvil(options: {
  host: string
  port: number
  chainId: number
  /** No CORS headers (`--no-cors`): browsers can neither read its answers nor send it JSON; a proxy fronts it. */
  noCors?: boolean
}): Promise<AnvilInstance> {
  const child = spawn(
    anvilBinaryPath(),
    [
      '--host',
      options.host,
      '--port',
      String(options.port),
      '--chain-id',
      String(options.chainId),
      '--silent',
      ...(options.noCors ? ['--no-cors'] : []),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000)
  })
  const rpcUrl = `http://${options.host}:${options.port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // A crash of this process must not leave anvil running on its port.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const stop = async () => {
    process.off('exit', killOnExit)
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
  }
  try {
    await waitForRpc(rpcUrl, child, 15_000)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}${stderr ? `\n${stderr}` : ''}`, { cause: error })
  }
  return { rpcUrl, chainId: options.chainId, port: options.port, stop }
}
