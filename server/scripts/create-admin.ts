/**
 * Creates a superuser in the configured database (embedded PGlite in DATA_DIR, or DATABASE_URL):
 *
 *   npm run admin:create -- --email E --password P [--first-name F --last-name L]
 *
 * Without --password the password is read from standard input (first line), which keeps it out of
 * the shell history and the process list: `printf '%s\n' "$PW" | npm run admin:create -- --email E`.
 * Refuses passwords shorter than 12 characters and emails already in use; exits non-zero on failure.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type DbHandle } from '../db/client';
import { createRepositories } from '../repositories';
import { normalizeEmail } from '../repositories/users';
import { ensureBaseData } from '../seed/base';
import { hashPassword } from '../services/passwords';
import { weakPasswordProblem } from '../lib/password-strength';

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

class UsageError extends Error {}

async function readStdinLine(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (Buffer.concat(chunks).includes(10)) break;
  }
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
}

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string', default: '' },
        'last-name': { type: 'string', default: '' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) {
    console.log('Usage: npm run admin:create -- --email E [--password P] [--first-name F] [--last-name L]');
    return 0;
  }
  const email = normalizeEmail(values.email ?? '');
  if (!email) throw new UsageError('--email is required.');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    throw new UsageError(`"${email}" is not a valid email address.`);
  const password = values.password ?? (await readStdinLine());
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new UsageError(`The password is too weak: use at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`);
  }
  if (password.toLowerCase().includes(email.split('@')[0]) && email.split('@')[0].length >= 4) {
    throw new UsageError('The password is too weak: it must not contain the email address.');
  }
  const weak = weakPasswordProblem(password);
  if (weak) throw new UsageError(weak);

  const config = loadConfig();
  let database: DbHandle | undefined;
  try {
    database = await openDatabase(config);
    await database.migrate();
    await ensureBaseData(database.db, config);
    const repos = createRepositories(database.db);
    if (await repos.users.findByEmail(email)) {
      throw new UsageError(`A user with the email ${email} already exists.`);
    }
    const user = await repos.users.create({
      email,
      password: await hashPassword(password),
      firstName: values['first-name'] ?? '',
      lastName: values['last-name'] ?? '',
      isSuperuser: true,
      status: 'AC',
    });
    console.log(
      `Created superuser ${user.email} (id ${user.id}) in ${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}.`,
    );
    return 0;
  } finally {
    await database?.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(`Error: ${error.message}`);
      process.exit(2);
    }
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
