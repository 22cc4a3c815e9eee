import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * PostgreSQL for the tests that need it (TEST_DATABASE_URL): each test file works in a database of its
 * own, so files can run side by side and a run never inherits the rows of an earlier one.
 */

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A fresh, empty PostgreSQL database next to TEST_DATABASE_URL's; dropped by the returned function. */
export async function freshDatabase(baseUrl: string, label: string): Promise<ScratchDatabase> {
  const name = `test_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
