-- What the chain indexer stores: native and ERC-20 transfers, how far each chain is read, and names.
create table transfers (
  id text primary key,
  chain_id text not null,
  block_number bigint not null,
  mined_at timestamptz not null,
  tx_hash text not null,
  log_index integer not null,
  from_address text not null,
  to_address text not null,
  token_address text,
  amount numeric(78, 0) not null,
  status text not null check (status in ('confirmed', 'failed'))
);
create index transfers_from on transfers (from_address, block_number desc, log_index desc);
create index transfers_to on transfers (to_address, block_number desc, log_index desc);

create table indexer_progress (
  chain_id text primary key,
  last_block bigint not null
);

create table names (
  address text primary key,
  name text not null unique,
  avatar text,
  registered_at timestamptz not null default now()
);
