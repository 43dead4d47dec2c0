-- Farcaster login of the embedded wallet (docs/embedded-wallet.md, Farcaster): a user may have no email,
-- a farcaster id names one user, and each sign-in waits on one relay channel. Times are epoch ms.
alter table embedded_users alter column email drop not null;

create table embedded_farcaster_accounts (
  fid bigint primary key,
  user_id text not null unique references embedded_users (id) on delete cascade,
  username text,
  custody_address text not null,
  updated_at bigint not null
);

-- The channel token stays here, never in the frame: only the secure site asks the relay for the result.
create table embedded_farcaster_flows (
  id text primary key,
  project_id text not null references projects (id) on delete cascade,
  channel_token text not null,
  nonce text not null,
  device_hash text not null,
  expires_at bigint not null,
  created_at bigint not null
);
create index embedded_farcaster_flows_created on embedded_farcaster_flows (created_at);
