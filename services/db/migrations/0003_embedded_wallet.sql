-- The embedded wallet's accounts (docs/embedded-wallet.md): users, the auth share and the sealed
-- recovery share, known devices, email-code flows and sessions. Codes, device ids, device links and
-- session tokens are stored only as HMACs under a key kept outside the database. Times are epoch ms.
create table embedded_users (
  id text primary key,
  email text not null unique,
  created_at bigint not null
);

create table embedded_wallets (
  user_id text primary key references embedded_users (id) on delete cascade,
  auth_share text not null,
  recovery_envelope jsonb not null,
  eip155_address text not null,
  solana_address text not null,
  created_at bigint not null
);

create table embedded_devices (
  user_id text not null references embedded_users (id) on delete cascade,
  device_hash text not null,
  verified_at bigint not null,
  primary key (user_id, device_hash)
);

-- One email-code flow: a login (stage device, then otp) or an email update (stage primary, then secondary).
create table embedded_email_flows (
  id text primary key,
  kind text not null check (kind in ('login', 'update')),
  stage text not null check (stage in ('device', 'otp', 'primary', 'secondary', 'done')),
  project_id text not null references projects (id) on delete cascade,
  email text not null,
  new_email text,
  user_id text references embedded_users (id) on delete cascade,
  device_hash text,
  code_hash text,
  device_token_hash text,
  device_approved_at bigint,
  attempts integer not null default 0,
  expires_at bigint not null,
  created_at bigint not null
);
create index embedded_email_flows_email on embedded_email_flows (email, created_at);
create index embedded_email_flows_device_token on embedded_email_flows (device_token_hash);

create table embedded_sessions (
  token_hash text primary key,
  public_id text not null unique,
  user_id text not null references embedded_users (id) on delete cascade,
  device_hash text not null,
  project_id text not null references projects (id) on delete cascade,
  created_at bigint not null,
  expires_at bigint not null
);
create index embedded_sessions_user on embedded_sessions (user_id);
