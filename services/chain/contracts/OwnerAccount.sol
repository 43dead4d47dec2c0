// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The ERC-4337 v0.7 user operation as EntryPoint 0.7 passes it to an account.
struct PackedUserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    bytes32 accountGasLimits;
    uint256 preVerificationGas;
    bytes32 gasFees;
    bytes paymasterAndData;
    bytes signature;
}

/// One call of a batch.
struct Call {
    address target;
    uint256 value;
    bytes data;
}

/// Recovers an ECDSA signer; returns address(0) for a malformed or malleable signature.
library OwnerSignature {
    // secp256k1n / 2: a larger s is the malleable twin of a valid signature.
    uint256 private constant HALF_N = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    function recover(bytes32 digest, bytes calldata signature) internal pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (uint256(s) > HALF_N || (v != 27 && v != 28)) return address(0);
        return ecrecover(digest, v, r, s);
    }

    function ethSigned(bytes32 hash) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", hash));
    }
}

/// What a session key may do (ERC-7715 permission): call one target, move at most `limit` wei in total, until `expiry`.
struct Permission {
    address target;
    uint48 expiry;
    uint128 limit;
    uint128 spent;
}

/// A single-owner ERC-4337 account with an ERC-1271 check: a signature by the owner is the account's signature,
/// so SIWX and names can verify messages signed for the smart account. The owner can grant a session key a
/// permission (wallet_grantPermissions) that the account enforces when it validates the key's user operations.
contract OwnerAccount {
    address public immutable entryPoint;
    address public immutable owner;
    /// A session key's permission; a zero target means none (never granted, or revoked).
    mapping(address key => Permission) public permissions;

    error NotAllowed(address caller);
    error CallFailed(uint256 index, bytes reason);
    error BadPermission();

    event PermissionGranted(address indexed key, address target, uint128 limit, uint48 expiry);
    event PermissionRevoked(address indexed key);

    constructor(address entryPoint_, address owner_) {
        entryPoint = entryPoint_;
        owner = owner_;
    }

    receive() external payable {}

    /// EntryPoint 0.7 asks the account whether the owner signed the operation's hash (as an EIP-191 message).
    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        returns (uint256 validationData)
    {
        if (msg.sender != entryPoint) revert NotAllowed(msg.sender);
        // 65 bytes: the owner's signature. 85 bytes: a session key's address, then its signature.
        validationData = userOp.signature.length == 85
            ? validateSessionKey(userOp, userOpHash)
            : (OwnerSignature.recover(OwnerSignature.ethSigned(userOpHash), userOp.signature) == owner ? 0 : 1);
        if (missingAccountFunds > 0) {
            // The entry point checks the deposit itself; a failed payment makes the operation fail there.
            (bool paid,) = payable(msg.sender).call{value: missingAccountFunds}("");
            paid;
        }
    }

    /// Grants `key` its permission, replacing an earlier one (the spent amount starts at zero). Only the account itself
    /// (an operation the owner signed) or the owner.
    function grantPermission(address key, address target, uint128 limit, uint48 expiry) external {
        onlySelfOrOwner();
        if (key == address(0) || target == address(0) || target == address(this) || expiry <= block.timestamp) {
            revert BadPermission();
        }
        permissions[key] = Permission(target, expiry, limit, 0);
        emit PermissionGranted(key, target, limit, expiry);
    }

    function revokePermission(address key) external {
        onlySelfOrOwner();
        delete permissions[key];
        emit PermissionRevoked(key);
    }

    function execute(address target, uint256 value, bytes calldata data) external {
        onlyEntryPointOrOwner();
        run(0, target, value, data);
    }

    function executeBatch(Call[] calldata calls) external {
        onlyEntryPointOrOwner();
        for (uint256 index = 0; index < calls.length; index++) {
            run(index, calls[index].target, calls[index].value, calls[index].data);
        }
    }

    /// ERC-1271: valid when the owner signed `hash` itself.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return OwnerSignature.recover(hash, signature) == owner ? this.isValidSignature.selector : bytes4(0xffffffff);
    }

    /// A session key's operation is valid when the key signed it, it is one `execute` on the permitted target and its
    /// value fits in what is left of the limit (which it then spends); the entry point enforces the expiry (validUntil).
    function validateSessionKey(PackedUserOperation calldata userOp, bytes32 userOpHash) private returns (uint256) {
        address key = address(bytes20(userOp.signature[0:20]));
        Permission storage permission = permissions[key];
        if (permission.target == address(0) || userOp.initCode.length != 0) return 1;
        if (userOp.callData.length < 4 || bytes4(userOp.callData[0:4]) != this.execute.selector) return 1;
        (address target, uint256 value,) = abi.decode(userOp.callData[4:], (address, uint256, bytes));
        if (target != permission.target || value > permission.limit - permission.spent) return 1;
        permission.spent += uint128(value);
        // Checked last, so a gas estimate with a stub signature runs the same steps (a failure undoes the spend).
        if (OwnerSignature.recover(OwnerSignature.ethSigned(userOpHash), userOp.signature[20:85]) != key) return 1;
        return uint256(permission.expiry) << 160;
    }

    function onlySelfOrOwner() private view {
        if (msg.sender != address(this) && msg.sender != owner) revert NotAllowed(msg.sender);
    }

    function onlyEntryPointOrOwner() private view {
        if (msg.sender != entryPoint && msg.sender != owner) revert NotAllowed(msg.sender);
    }

    function run(uint256 index, address target, uint256 value, bytes calldata data) private {
        (bool ok, bytes memory reason) = target.call{value: value}(data);
        if (!ok) revert CallFailed(index, reason);
    }
}

/// Deploys OwnerAccount with CREATE2, so an account's address is known before it exists (counterfactual).
contract OwnerAccountFactory {
    address public immutable entryPoint;

    constructor(address entryPoint_) {
        entryPoint = entryPoint_;
    }

    function createAccount(address owner, uint256 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        new OwnerAccount{salt: bytes32(salt)}(entryPoint, owner);
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(OwnerAccount).creationCode, abi.encode(entryPoint, owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), initCodeHash)))));
    }
}
