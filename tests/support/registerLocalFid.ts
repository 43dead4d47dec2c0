import {
  type Address,
  createPublicClient,
  encodeAbiParameters,
  http,
  keccak256,
  numberToHex,
  pad,
} from 'viem'
import { ID_REGISTRY_ADDRESS } from '../../services/farcaster/constants.js'

/** The slot of `idOf[custody]` in the local IdRegistry's mapping at slot 0 (services/farcaster/localIdRegistry.ts). */
const idSlotOf = (custody: Address) =>
  keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [custody, 0n]))

/** Records `custody` as the custody address of `fid` in the local IdRegistry (what registering an fid does on OP mainnet). */
export async function registerLocalFid(rpcUrl: string, custody: Address, fid: number): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  await client.request({
    method: 'anvil_setStorageAt' as 'eth_chainId',
    params: [ID_REGISTRY_ADDRESS, idSlotOf(custody), pad(numberToHex(fid))] as never,
  })
}
