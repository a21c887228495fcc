export const TEST_ADMIN_PASSWORD = 'Admin@12345';

/** The same server and credentials as `url`, another database. */
export function templateDatabaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
