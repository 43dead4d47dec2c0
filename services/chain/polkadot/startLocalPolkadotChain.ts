import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  DEV_POLKADOT_ACCOUNTS,
  type DevPolkadotAccount,
  LOCAL_POLKADOT_DEV_BALANCE,
} from '../../../plugins/polkadot/protocol/localPolkadotChain.js'
import type { PolkadotChainWorkspace } from './polkadotChainWorkspace.js'

/** Chopsticks compiles the runtime's wasm before it answers: tens of seconds on a busy machine. */
const START_TIMEOUT_MS = 180_000

export type LocalPolkadotChainInstance = {
  /** `polkadot:` and the genesis hash's first 16 bytes (what Chopsticks reports for block 0). */
  caip2: string
  genesisHash: string
  /** HTTP and websocket on the same loopback port. */
  rpcUrl: string
  wsUrl: string
  port: number
  /** The funded dev accounts (LOCAL_POLKADOT_DEV_BALANCE each). */
  accounts: readonly DevPolkadotAccount[]
  stop(): Promise<void>
}

/**
 * One JSON-RPC call over HTTP (node:http: fetch refuses the browser-blocked port the chain may listen on); throws the
 * node's error message.
 */
export function polkadotRpc<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  return new Promise((resolve, reject) => {
    const call = request(
      rpcUrl,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('error', reject)
        answer.on('end', () => {
          try {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
              result?: T
              error?: { message?: string }
            }
            if (body.error) reject(new Error(`${method}: ${body.error.message ?? 'failed'}`))
            else resolve(body.result as T)
          } catch (error) {
            reject(error)
          }
        })
      },
    )
    call.on('error', reject)
    call.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }))
  })
}

async function waitForRpc(rpcUrl: string, child: ChildProcess, output: () => string): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`chopsticks exited with code ${child.exitCode} before answering\n${output()}`)
    try {
      return await polkadotRpc<string>(rpcUrl, 'chain_getBlockHash', [0])
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`chopsticks did not answer on ${rpcUrl} within ${START_TIMEOUT_MS} ms\n${output()}`)
}

/** Gives each dev account its balance with Chopsticks' dev_setStorage (System.Account). */
export async function fundDevPolkadotAccounts(
  rpcUrl: string,
  accounts: readonly DevPolkadotAccount[] = DEV_POLKADOT_ACCOUNTS,
): Promise<void> {
  const free = LOCAL_POLKADOT_DEV_BALANCE.toString()
  await polkadotRpc(rpcUrl, 'dev_setStorage', [
    {
      System: {
        Account: accounts.map((account) => [[account.address], { providers: 1, data: { free } }]),
      },
    },
  ])
}

/**
 * Runs Chopsticks with `--genesis` from the raw Rococo Asset Hub chain spec of the optional workspace: the real
 * runtime, in memory (no database option), with no upstream node; funds the dev accounts. Listens on 127.0.0.1:port.
 */
export async function startLocalPolkadotChain(options: {
  workspace: PolkadotChainWorkspace
  port: number
}): Promise<LocalPolkadotChainInstance> {
  const folder = mkdtempSync(join(tmpdir(), 'walletdock-polkadot-'))
  const specFile = join(folder, 'rococo-asset-hub.json')
  const { chainSpec } = (await import(pathToFileURL(options.workspace.chainSpecModule).href)) as {
    chainSpec: string
  }
  writeFileSync(specFile, chainSpec)
  const child = spawn(
    process.execPath,
    [
      options.workspace.chopsticksCli,
      '--genesis',
      specFile,
      '--host',
      '127.0.0.1',
      '--port',
      String(options.port),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LOG_LEVEL: 'warn' } },
  )
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // A crash of this process must not leave Chopsticks running on its port.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const stop = async () => {
    process.off('exit', killOnExit)
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    rmSync(folder, { recursive: true, force: true })
  }
  const rpcUrl = `http://127.0.0.1:${options.port}`
  try {
    const genesisHash = await waitForRpc(rpcUrl, child, () => output)
    await fundDevPolkadotAccounts(rpcUrl)
    return {
      caip2: `polkadot:${genesisHash.slice(2, 34)}`,
      genesisHash,
      rpcUrl,
      wsUrl: `ws://127.0.0.1:${options.port}`,
      port: options.port,
      accounts: DEV_POLKADOT_ACCOUNTS,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
