-- Projects, their allowed origins and feature flags, the wallet registry and analytics events.
create table projects (
  id text primary key,
  name text not null,
  features jsonb not null,
  analytics_enabled boolean not null default true,
  rate_limit_per_minute integer not null default 600,
  created_at timestamptz not null default now()
);

create table project_origins (
  project_id text not null references projects (id) on delete cascade,
  origin text not null,
  primary key (project_id, origin)
);

create table wallets (
  id text primary key,
  name text not null,
  rdns text,
  chains text[] not null,
  mobile_link text,
  desktop_link text,
  webapp_link text,
  homepage text,
  badge_type text not null check (badge_type in ('none', 'certified')),
  display_index integer not null
);
create index wallets_display_index on wallets (display_index, name);

create table analytics_events (
  id text primary key,
  project_id text not null references projects (id) on delete cascade,
  event_id text not null,
  event text not null,
  url text not null,
  domain text not null,
  sent_at bigint not null,
  props jsonb not null,
  received_at timestamptz not null default now()
);
create index analytics_events_project on analytics_events (project_id, received_at);
