// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

/// A minimal ERC-721 for the local dev chains: `perHolder` tokens minted to each holder at deploy time (ids from 1).
/// tokenURI(id) is `baseURI` + this contract's address + "/" + id: the services serve the metadata there.
contract DevCollection {
    string public name;
    string public symbol;
    string private baseURI;
    uint256 public totalSupply;
    mapping(uint256 => address) private owners;
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    constructor(string memory name_, string memory symbol_, string memory baseURI_, address[] memory holders, uint256 perHolder) {
        name = name_;
        symbol = symbol_;
        baseURI = baseURI_;
        for (uint256 i = 0; i < holders.length; i++) {
            for (uint256 j = 0; j < perHolder; j++) {
                uint256 id = ++totalSupply;
                owners[id] = holders[i];
                balanceOf[holders[i]] += 1;
                emit Transfer(address(0), holders[i], id);
            }
        }
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        return id == 0x01ffc9a7 || id == 0x80ac58cd || id == 0x5b5e139f;
    }

    function ownerOf(uint256 id) public view returns (address owner) {
        owner = owners[id];
        require(owner != address(0), "DevCollection: no such token");
    }

    function tokenURI(uint256 id) external view returns (string memory) {
        ownerOf(id);
        return string.concat(baseURI, _hex(address(this)), "/", _decimal(id));
    }

    function approve(address to, uint256 id) external {
        address owner = ownerOf(id);
        require(msg.sender == owner || isApprovedForAll[owner][msg.sender], "DevCollection: not allowed");
        getApproved[id] = to;
        emit Approval(owner, to, id);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 id) public {
        require(to != address(0), "DevCollection: transfer to the zero address");
        _move(from, to, id);
    }

    function safeTransferFrom(address from, address to, uint256 id) external {
        safeTransferFrom(from, to, id, "");
    }

    function safeTransferFrom(address from, address to, uint256 id, bytes memory data) public {
        transferFrom(from, to, id);
        if (to.code.length > 0) {
            require(
                IERC721Receiver(to).onERC721Received(msg.sender, from, id, data) == IERC721Receiver.onERC721Received.selector,
                "DevCollection: receiver refused"
            );
        }
    }

    /// Burns a token its owner (or an approved operator) holds: a Transfer to the zero address.
    function burn(uint256 id) external {
        _move(ownerOf(id), address(0), id);
    }

    function _move(address from, address to, uint256 id) private {
        address owner = ownerOf(id);
        require(owner == from, "DevCollection: not the owner");
        require(
            msg.sender == owner || getApproved[id] == msg.sender || isApprovedForAll[owner][msg.sender],
            "DevCollection: not allowed"
        );
        delete getApproved[id];
        balanceOf[from] -= 1;
        if (to != address(0)) balanceOf[to] += 1;
        owners[id] = to;
        emit Transfer(from, to, id);
    }

    function _hex(address account) private pure returns (string memory) {
        bytes memory digits = "0123456789abcdef";
        bytes memory text = new bytes(42);
        text[0] = "0";
        text[1] = "x";
        uint160 value = uint160(account);
        for (uint256 i = 41; i > 1; i--) {
            text[i] = digits[value & 0xf];
            value >>= 4;
        }
        return string(text);
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 length;
        for (uint256 rest = value; rest != 0; rest /= 10) length++;
        bytes memory text = new bytes(length);
        for (; value != 0; value /= 10) text[--length] = bytes1(uint8(48 + (value % 10)));
        return string(text);
    }
}
