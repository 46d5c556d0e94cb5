// Platform accounts from the command line (decisions/0050, docs/operations.md): it opens the configured
// database directly (DATABASE_URL, else PGlite in MALL_DATA_DIR or <repo>/data: with PGlite, stop the
// server first, the data folder is locked while it runs) and applies pending migrations. Usage (from the
// repository root):
//   npm run platform -- add <username> <admin|operator|auditor>   (the password from stdin or a prompt)
//   npm run platform -- password <username>                       (a new one; its sessions end)
//   npm run platform -- role <username> <admin|operator|auditor>
//   npm run platform -- disable <username>                        (its sessions end) | enable <username>
//   npm run platform -- list
// The password is never an argument (it would stay in the shell's history and the process list): it is
// read from standard input when that is not a terminal (`printf '%s' "$PW" | npm run platform -- add ...`),
// else asked twice without echo. A refusal prints the reason and exits with 1.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { databaseConfigFromEnv, openDatabase } from '../src/db/connection.ts';
import {
  addPlatformAccount,
  listPlatformAccounts,
  PlatformAccountError,
  setPlatformPassword,
  setPlatformRole,
  setPlatformStatus,
} from '../src/modules/platform/accounts.ts';

const USAGE =
  'usage: npm run platform -- add <username> <admin|operator|auditor> | password <username> | ' +
  'role <username> <role> | disable <username> | enable <username> | list';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One trailing newline (echo, a here-string) is not part of the password.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asks for a line on the terminal without echoing it. */
function ask(question: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  process.stdout.write(question);
  return new Promise((resolve) =>
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

async function password(): Promise<string> {
  if (!process.stdin.isTTY) return readStdin();
  const first = await ask('Password: ');
  const again = await ask('Password again: ');
  if (first !== again) throw new PlatformAccountError('The two passwords differ');
  return first;
}

function need(args: string[], count: number): string[] {
  if (args.length < count) throw new PlatformAccountError(USAGE);
  return args;
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (!['add', 'password', 'role', 'disable', 'enable', 'list'].includes(command ?? '')) {
    throw new PlatformAccountError(USAGE);
  }
  // The arguments and the password first: nothing is opened for a command that is refused.
  const [username = '', role = ''] = need(
    args,
    command === 'list' ? 0 : command === 'add' || command === 'role' ? 2 : 1,
  );
  const secret = command === 'add' || command === 'password' ? await password() : '';
  const database = await openDatabase(databaseConfigFromEnv());
  try {
    await database.migrate();
    const { db } = database;
    switch (command) {
      case 'add':
        await addPlatformAccount(db, { username, role, password: secret });
        console.log(`Added the platform account ${username} (${role})`);
        return;
      case 'password':
        await setPlatformPassword(db, username, secret);
        console.log(`Changed the password of ${username}; its sessions have ended`);
        return;
      case 'role':
        await setPlatformRole(db, username, role);
        console.log(`${username} is now ${role}`);
        return;
      case 'disable':
        await setPlatformStatus(db, username, 0);
        console.log(`Disabled ${username}; its sessions have ended`);
        return;
      case 'enable':
        await setPlatformStatus(db, username, 1);
        console.log(`Enabled ${username}`);
        return;
      default:
        for (const a of await listPlatformAccounts(db)) {
          console.log(
            `${a.username}\t${a.role}\t${a.status === 1 ? 'enabled' : 'disabled'}\t${a.createdAt.toISOString()}`,
          );
        }
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof PlatformAccountError ? error.message : error);
  process.exit(1);
});
