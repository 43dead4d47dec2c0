import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Address } from 'viem'
import { BUNDLER_EXECUTOR_KEY, BUNDLER_UTILITY_KEY } from './constants.js'

export type BundlerInstance = { url: string; stop(): Promise<void> }

/**
 * Runs the Alto bundler (a separate process: it is GPL and stays out of the package) against one anvil chain.
 * `--safe-mode false` because anvil has no tracer for the ERC-7562 checks; resolves once it answers JSON-RPC.
 */
export async function startBundler(options: {
  altoCli: string
  rpcUrl: string
  entryPoints: Address[]
  port: number
  timeoutMs?: number
}): Promise<BundlerInstance> {
  const child = spawn(
    process.execPath,
    [
      '--require',
      fileURLToPath(new URL('./bindLoopback.cjs', import.meta.url)),
      options.altoCli,
      '--rpc-url',
      options.rpcUrl,
      '--entrypoints',
      options.entryPoints.join(','),
      '--executor-private-keys',
      BUNDLER_EXECUTOR_KEY,
      '--utility-private-key',
      BUNDLER_UTILITY_KEY,
      '--safe-mode',
      'false',
      '--port',
      String(options.port),
      '--deploy-simulations-contract',
      'true',
      '--log-level',
      'warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  // bindLoopback.cjs keeps Alto on loopback (it would listen on every interface) and refuses other Host names. It sends
  // no CORS headers: `appkit dev` puts a chain guard in front of it, which answers the secure site's frame.
  const url = `http://127.0.0.1:${options.port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // A crash of this process must not leave the bundler running on its port.
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
    await waitForBundler(url, child, options.timeoutMs ?? 60_000)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}${stderr ? `\n${stderr}` : ''}`, { cause: error })
  }
  // Past start-up, the bundler's warnings (a bundle it could not send, a user operation it dropped) reach the log.
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) console.warn(`[bundler] ${line}`)
  })
  return { url, stop }
}

async function waitForBundler(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the bundler exited with code ${child.exitCode} before answering`)
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the bundler did not answer on ${url} within ${timeoutMs} ms`)
}
