/** The seeded demo accounts of docs/CONTRACTS.md (server/seed/index.ts). Keep in step with that table. */
export const DEMO_PASSWORD = 'demo12345';

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', who: 'administrator of hotels 1 and 2, manager of hotel 3' },
  { email: 'manager@example.com', who: 'manager of hotels 2 and 3' },
  { email: 'nohotels@example.com', who: 'active, no hotels' },
  { email: 'inactive@example.com', who: 'inactive: cannot sign in (activation link in the outbox)' },
] as const;
