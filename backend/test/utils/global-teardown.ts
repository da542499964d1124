import { TEMPLATE_DB, withAdminClient } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url)
    await withAdminClient(url, (c) =>
      c.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`),
    );
}
