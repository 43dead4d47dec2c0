-- Each allowed origin has a verify status: 'unverified' marks an origin the project allows but has not
-- verified, so the host shows the spec's 'Unverified Domain' alert there (docs/embedded-wallet.md).
alter table project_origins add column verify_status text not null default 'verified'
  check (verify_status in ('verified', 'unverified'));
