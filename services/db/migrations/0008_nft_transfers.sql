-- ERC-721 transfers: the token id of a transfer (null for coins and fungible tokens), and each token's metadata
-- as read from its tokenURI (name and image; null until read, with the attempts so far).
alter table transfers add column token_id numeric(78, 0);

create table nft_tokens (
  chain_id text not null,
  contract text not null,
  token_id numeric(78, 0) not null,
  name text,
  image_url text,
  metadata_attempts integer not null default 0,
  primary key (chain_id, contract, token_id)
);
create index nft_tokens_unread on nft_tokens (chain_id) where name is null;
