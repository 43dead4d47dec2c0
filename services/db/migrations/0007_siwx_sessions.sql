-- Sign-in with the wallet (plugins/siwx, docs/plugins/siwx.md): single-use nonces and the sessions
-- created from signed messages. Times are epoch milliseconds, as the API's clock gives them.
create table siwx_nonces (
  nonce text primary key,
  project_id text not null references projects (id) on delete cascade,
  expires_at bigint not null,
  used_at bigint
);
create index siwx_nonces_expiry on siwx_nonces (expires_at);

create table siwx_sessions (
  id text primary key,
  project_id text not null references projects (id) on delete cascade,
  -- sha-256 of the bearer token, hex: the token itself is never stored.
  token_hash text not null unique,
  -- lower case for eip155, as written for other namespaces.
  address text not null,
  chain_id text not null,
  message text not null,
  signature text not null,
  data jsonb not null,
  created_at bigint not null,
  expires_at bigint not null,
  revoked_at bigint
);
create index siwx_sessions_address on siwx_sessions (project_id, address);
