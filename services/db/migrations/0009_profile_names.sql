-- Names registered through the profile API (POST /v1/profile/account, services/api/names): one row per
-- name, its EVM address under the coin type it was registered with (ENSIP-11), the signed message and
-- signature that proved it, and its attributes (avatar, ...). /v1/identity/{address} reads the newest.
create table profile_names (
  -- the full name, lower case, with the suffix it was registered under (alice.reown.id).
  name text primary key,
  -- the label alone (alice), lower case: one label per service, whichever suffix names it.
  label text not null unique,
  -- lower case 0x address.
  address text not null,
  coin_type bigint not null,
  attributes jsonb not null default '{}'::jsonb,
  message text not null,
  signature text not null,
  registered_at timestamptz not null default now()
);
create index profile_names_address on profile_names (address, registered_at desc);
