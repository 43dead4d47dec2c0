-- Social login of the embedded wallet (docs/embedded-wallet.md): a person who signs in with a social
-- provider is a user without an email, known by the provider's subject. A social flow lives from the
-- redirect to the provider until the frame claims its session; its state is stored only as an HMAC.
alter table embedded_users alter column email drop not null;

create table embedded_social_identities (
  provider text not null,
  subject text not null,
  user_id text not null references embedded_users (id) on delete cascade,
  user_name text,
  email text,
  created_at bigint not null,
  primary key (provider, subject)
);
create index embedded_social_identities_user on embedded_social_identities (user_id);

create table embedded_social_flows (
  state_hash text primary key,
  project_id text not null references projects (id) on delete cascade,
  provider text not null,
  device_hash text not null,
  origin text not null,
  nonce text not null,
  code_verifier text not null,
  stage text not null check (stage in ('started', 'authorized', 'failed', 'done')),
  subject text,
  user_name text,
  email text,
  error text,
  expires_at bigint not null,
  created_at bigint not null
);
create index embedded_social_flows_expiry on embedded_social_flows (expires_at);
