// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IEnsRegistry {
    function resolver(bytes32 node) external view returns (address);
}

/// A small UniversalResolver for the local chains: the two calls viem's getEnsAddress, getEnsText,
/// getEnsAvatar (resolveWithGateways) and getEnsName (reverseWithGateways) make, answered from the ENS
/// registry on the same chain. No offchain lookups (CCIP-Read), no wildcard resolution: a name resolves
/// through the resolver set on its own node. Unknown names answer empty, never revert, so viem reads null.
contract DevUniversalResolver {
    /// namehash("addr.reverse")
    bytes32 private constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;
    uint256 private constant ETHEREUM_COIN_TYPE = 60;

    IEnsRegistry public immutable registry;

    constructor(IEnsRegistry registry_) {
        registry = registry_;
    }

    /// Calls `data` (addr, text, ...) on the resolver of `name` (DNS wire format).
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory result, address resolver)
    {
        resolver = registry.resolver(dnsNamehash(name, 0));
        if (resolver == address(0)) return ("", address(0));
        (bool ok, bytes memory answer) = resolver.staticcall(data);
        if (!ok) return ("", resolver);
        return (answer, resolver);
    }

    /// The primary name of `lookupAddress` (20 bytes) from its addr.reverse record, kept only when the name
    /// resolves back to the same address.
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata)
        external
        view
        returns (string memory name, address resolver, address reverseResolver)
    {
        if (lookupAddress.length != 20 || coinType != ETHEREUM_COIN_TYPE) return ("", address(0), address(0));
        address account = address(bytes20(lookupAddress));
        bytes32 reverseNode = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, hexAddressHash(account)));
        reverseResolver = registry.resolver(reverseNode);
        if (reverseResolver == address(0)) return ("", address(0), address(0));
        (bool named, bytes memory nameAnswer) =
            reverseResolver.staticcall(abi.encodeWithSignature("name(bytes32)", reverseNode));
        if (!named || nameAnswer.length < 64) return ("", address(0), reverseResolver);
        name = abi.decode(nameAnswer, (string));
        if (bytes(name).length == 0) return ("", address(0), reverseResolver);
        bytes32 node = namehash(bytes(name));
        resolver = registry.resolver(node);
        if (resolver == address(0)) return ("", address(0), reverseResolver);
        (bool resolved, bytes memory addrAnswer) = resolver.staticcall(abi.encodeWithSignature("addr(bytes32)", node));
        if (!resolved || addrAnswer.length < 32 || abi.decode(addrAnswer, (address)) != account) {
            return ("", address(0), reverseResolver);
        }
    }

    /// The namehash of a DNS wire-format name (length-prefixed labels, a zero length at the end).
    function dnsNamehash(bytes calldata name, uint256 offset) internal pure returns (bytes32) {
        if (offset >= name.length) return bytes32(0);
        uint256 length = uint8(name[offset]);
        if (length == 0) return bytes32(0);
        bytes32 parent = dnsNamehash(name, offset + 1 + length);
        return keccak256(abi.encodePacked(parent, keccak256(name[offset + 1:offset + 1 + length])));
    }

    /// The namehash of a dotted name ("alice.eth").
    function namehash(bytes memory name) internal pure returns (bytes32 node) {
        uint256 end = name.length;
        for (uint256 index = name.length; index > 0; index--) {
            if (name[index - 1] == ".") {
                node = keccak256(abi.encodePacked(node, sliceHash(name, index, end)));
                end = index - 1;
            }
        }
        node = keccak256(abi.encodePacked(node, sliceHash(name, 0, end)));
    }

    function sliceHash(bytes memory data, uint256 start, uint256 end) private pure returns (bytes32 hash) {
        assembly {
            hash := keccak256(add(add(data, 32), start), sub(end, start))
        }
    }

    /// keccak256 of the address as 40 lower-case hex characters (the addr.reverse label).
    function hexAddressHash(address account) private pure returns (bytes32) {
        bytes memory text = new bytes(40);
        bytes16 digits = "0123456789abcdef";
        uint160 value = uint160(account);
        for (uint256 index = 40; index > 0; index--) {
            text[index - 1] = digits[value & 0xf];
            value >>= 4;
        }
        return keccak256(text);
    }
}
