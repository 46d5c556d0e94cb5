// The merchant's command-line client (issue 5 item 8): talks to the merchant API over HTTP, never to the
// database. Usage (from the repository root):
//   npm run merchant -- login [username] [password]     (default shop1 / Shop@1234)
//   npm run merchant -- orders [--status N] [--page N]  (0 all, 1 unpaid, 2 to ship, 3 shipped, 5 done, 6 cancelled)
//   npm run merchant -- ship <orderNumber> <expressCompany> <trackingNumber>
//   npm run merchant -- refunds [--status N] [--page N]
//   npm run merchant -- agree <refundSn>
//   npm run merchant -- refuse <refundSn> <reason>
//   npm run merchant -- receive <refundSn>
//   npm run merchant -- invoice <orderInvoiceId> <file.pdf>  (uploads the PDF, then issues the invoice with it)
//   npm run merchant -- products [--status N] [--name x] [--page N]  (-1 all, 0 off sale, 1 on sale)
//   npm run merchant -- product-status <prodId> <0|1>   (takes the product off sale, or puts it on sale)
//   npm run merchant -- comments [--replied N] [--page N]  (-1 all, 0 not replied yet, 1 replied)
//   npm run merchant -- reply <commentId> <text>    (the store's reply; a later one replaces it)
//   npm run merchant -- logout                      (revokes the token on the server, then forgets it)
//   npm run merchant -- me                          (the signed-in account, its role and permissions)
//   npm run merchant -- staff                       (the owner's staff accounts; decisions/0060)
//   npm run merchant -- staff-add <username> <orders|products|chat|all> <password> [note]
//   npm run merchant -- staff-role <merchantId> <orders|products|chat|all>
//   npm run merchant -- staff-disable|staff-enable|staff-delete <merchantId>
//   npm run merchant -- staff-password <merchantId> <password>
// The API is MALL_API (default http://localhost:8080/api); the token is kept in MALL_MERCHANT_TOKEN_FILE
// (default ~/.mall-merchant, mode 0600). Requests carry the storefront's signature (domain `sign`) and
// the password travels RSA-encrypted with the server's public key, as the storefront's login does.
// Answers are printed as JSON; a refusal prints the server's text and exits with 1.
import { constants, publicEncrypt } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, join } from 'node:path';
import { sign } from '@mall/domain';

const api = (process.env.MALL_API || 'http://localhost:8080/api').replace(/\/+$/, '');
const tokenFile = process.env.MALL_MERCHANT_TOKEN_FILE || join(homedir(), '.mall-merchant');
const lang = process.env.MALL_LANG || 'zh';

interface Saved {
  api: string;
  token: string;
  shopId: number;
  username: string;
}

function saved(): Saved | null {
  try {
    return JSON.parse(readFileSync(tokenFile, 'utf8')) as Saved;
  } catch {
    return null;
  }
}

class Refused extends Error {}

async function request(method: string, path: string, body?: unknown, auth = true): Promise<unknown> {
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers: Record<string, string> = {
    ...sign({ body: text, origin: '' }),
    'accept-language': lang,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (auth) {
    const session = saved();
    if (!session) throw new Refused('Not logged in: run `npm run merchant -- login` first');
    headers.authorization = `bearer ${session.token}`;
  }
  let res: Response;
  try {
    res = await fetch(`${api}${path}`, { method, headers, ...(body !== undefined ? { body: text } : {}) });
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message ?? String(error);
    throw new Refused(`Cannot reach ${api} (is the server running? MALL_API sets the address): ${cause}`);
  }
  const answer = await res.text();
  if (!res.ok) throw new Refused(`${res.status}: ${answer}`);
  try {
    return JSON.parse(answer);
  } catch {
    return answer;
  }
}

/** Uploads a file (multipart, the signature over an empty body, as docs/api.md says); answers its URL. */
async function upload(path: string, file: string): Promise<string> {
  const session = saved();
  if (!session) throw new Refused('Not logged in: run `npm run merchant -- login` first');
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new Refused(`Cannot read ${file}: ${String(error)}`);
  }
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), basename(file));
  let res: Response;
  try {
    res = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: {
        ...sign({ body: '', origin: '' }),
        'accept-language': lang,
        authorization: `bearer ${session.token}`,
      },
      body: form,
    });
  } catch (error) {
    throw new Refused(`Cannot reach ${api}: ${String(error)}`);
  }
  const answer = await res.text();
  if (!res.ok) throw new Refused(`${res.status}: ${answer}`);
  return JSON.parse(answer) as string;
}

function option(args: string[], name: string, fallback: string): string {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1]! : fallback;
}

function need(args: string[], count: number, usage: string): string[] {
  if (args.length < count) throw new Refused(`usage: npm run merchant -- ${usage}`);
  return args;
}

const print = (value: unknown) => console.log(JSON.stringify(value, null, 2));

/** `password` encrypted with the server's RSA public key, as the storefront's login sends it. */
async function encrypt(password: string): Promise<string> {
  const pem = (await request('GET', '/rsa/publicKey', undefined, false)) as string;
  return publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  switch (command) {
    case 'login': {
      const [username = 'shop1', password = 'Shop@1234'] = args;
      const encrypted = await encrypt(password);
      const answer = (await request('POST', '/merchant/login', { username, password: encrypted }, false)) as {
        access_token: string;
        shopId: number;
      };
      const session: Saved = { api, token: answer.access_token, shopId: answer.shopId, username };
      writeFileSync(tokenFile, JSON.stringify(session), { mode: 0o600 });
      console.log(`Logged in as ${username} (shop ${answer.shopId}); token saved in ${tokenFile}`);
      return;
    }
    case 'logout': {
      // The token is revoked on the server first (POST /merchant/logout), then forgotten here. A token the
      // server already refuses leaves only the file to remove; an unreachable server is said, not hidden.
      let confirmed = saved() === null;
      if (!confirmed) {
        try {
          await request('POST', '/merchant/logout');
          confirmed = true;
        } catch (error) {
          if (!(error instanceof Refused)) throw error;
          confirmed = error.message.startsWith('401:');
          if (!confirmed) console.error(`The server did not revoke the token: ${error.message}`);
        }
      }
      rmSync(tokenFile, { force: true });
      console.log(confirmed ? 'Logged out' : 'Logged out here; the token may stay valid until it expires');
      return;
    }
    case 'orders': {
      const query = `status=${encodeURIComponent(option(args, '--status', '0'))}&current=${encodeURIComponent(option(args, '--page', '1'))}&size=20`;
      return print(await request('GET', `/merchant/orders?${query}`));
    }
    case 'ship': {
      const [orderNumber, expressName, expressNo] = need(args, 3, 'ship <orderNumber> <company> <number>');
      return print(await request('PUT', '/merchant/order/delivery', { orderNumber, expressName, expressNo }));
    }
    case 'refunds': {
      const query = `status=${encodeURIComponent(option(args, '--status', '0'))}&current=${encodeURIComponent(option(args, '--page', '1'))}&size=20`;
      return print(await request('GET', `/merchant/orderRefunds?${query}`));
    }
    case 'agree': {
      const [refundSn] = need(args, 1, 'agree <refundSn>');
      return print(await request('PUT', '/merchant/orderRefund/process', { refundSn, agree: true }));
    }
    case 'refuse': {
      const [refundSn, ...reason] = need(args, 2, 'refuse <refundSn> <reason>');
      return print(
        await request('PUT', '/merchant/orderRefund/process', {
          refundSn,
          agree: false,
          refuseReason: reason.join(' '),
        }),
      );
    }
    case 'receive': {
      const [refundSn] = need(args, 1, 'receive <refundSn>');
      return print(await request('PUT', '/merchant/orderRefund/receive', { refundSn }));
    }
    case 'invoice': {
      const [id, file] = need(args, 2, 'invoice <orderInvoiceId> <file.pdf>');
      const fileUrl = await upload('/merchant/orderInvoice/upload', file!);
      return print(
        await request('PUT', '/merchant/orderInvoice/issue', { orderInvoiceId: Number(id), fileUrl }),
      );
    }
    case 'products': {
      const query = new URLSearchParams({
        status: option(args, '--status', '-1'),
        current: option(args, '--page', '1'),
        size: '20',
      });
      const name = option(args, '--name', '');
      if (name) query.set('prodName', name);
      return print(await request('GET', `/merchant/prod/page?${query}`));
    }
    case 'product-status': {
      const [prodId, status] = need(args, 2, 'product-status <prodId> <0|1>');
      return print(
        await request('PUT', '/merchant/prod/status', { prodId: Number(prodId), status: Number(status) }),
      );
    }
    case 'comments': {
      const query = new URLSearchParams({
        replied: option(args, '--replied', '-1'),
        current: option(args, '--page', '1'),
        size: '20',
      });
      return print(await request('GET', `/merchant/comments?${query}`));
    }
    case 'reply': {
      const [commentId, ...text] = need(args, 2, 'reply <commentId> <text>');
      return print(
        await request('PUT', '/merchant/comment/reply', {
          commentId: Number(commentId),
          content: text.join(' '),
        }),
      );
    }
    case 'me':
      return print(await request('GET', '/merchant/me'));
    case 'staff':
      return print(await request('GET', '/merchant/staff'));
    case 'staff-add': {
      const [username, role, password, ...note] = need(
        args,
        3,
        'staff-add <username> <role> <password> [note]',
      );
      return print(
        await request('POST', '/merchant/staff', {
          username,
          role,
          password: await encrypt(password!),
          note: note.join(' '),
        }),
      );
    }
    case 'staff-role': {
      const [id, role] = need(args, 2, 'staff-role <merchantId> <orders|products|chat|all>');
      return print(await request('PUT', '/merchant/staff/role', { merchantId: Number(id), role }));
    }
    case 'staff-disable':
    case 'staff-enable': {
      const [id] = need(args, 1, `${command} <merchantId>`);
      const status = command === 'staff-enable' ? 1 : 0;
      return print(await request('PUT', '/merchant/staff/status', { merchantId: Number(id), status }));
    }
    case 'staff-password': {
      const [id, password] = need(args, 2, 'staff-password <merchantId> <password>');
      return print(
        await request('PUT', '/merchant/staff/password', {
          merchantId: Number(id),
          password: await encrypt(password!),
        }),
      );
    }
    case 'staff-delete': {
      const [id] = need(args, 1, 'staff-delete <merchantId>');
      return print(await request('DELETE', `/merchant/staff/${encodeURIComponent(id!)}`));
    }
    default:
      throw new Refused(
        'commands: login [username] [password], logout, orders [--status N] [--page N], ship <orderNumber> <company> <number>, refunds [--status N], agree <refundSn>, refuse <refundSn> <reason>, receive <refundSn>, invoice <orderInvoiceId> <file.pdf>, products [--status N] [--name x], product-status <prodId> <0|1>, comments [--replied N], reply <commentId> <text>, me, staff, staff-add <username> <role> <password> [note], staff-role <merchantId> <role>, staff-disable|staff-enable|staff-delete <merchantId>, staff-password <merchantId> <password>',
      );
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Refused ? error.message : error);
  process.exit(1);
});
