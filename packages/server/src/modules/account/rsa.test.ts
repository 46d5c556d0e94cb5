// The password transport's decryption (decisions/0012, 0032): what jsencrypt (PKCS#1 v1.5) makes is read
// back; anything else, including an oversize text, is null without an RSA operation.
import { constants, publicEncrypt } from 'node:crypto';
import * as nodeCrypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { loadRsaKeys, unpadPkcs1v15 } from './rsa.ts';

vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof nodeCrypto>();
  return { ...actual, privateDecrypt: vi.fn(actual.privateDecrypt) };
});

const keys = loadRsaKeys(null);
const encrypt = (text: string | Buffer, padding = constants.RSA_PKCS1_PADDING) =>
  publicEncrypt({ key: keys.publicKeyPem, padding }, Buffer.from(text)).toString('base64');

describe('RSA password transport', () => {
  it('reads back a PKCS#1 v1.5 ciphertext, in UTF-8', () => {
    expect(keys.decrypt(encrypt('Shop@1234'))).toBe('Shop@1234');
    expect(keys.decrypt(`  ${encrypt('密码Abc@123')}\n`)).toBe('密码Abc@123');
    expect(keys.decrypt(encrypt(''))).toBe('');
  });

  it('refuses another padding, bad UTF-8, a wrong length and garbage', () => {
    expect(keys.decrypt(encrypt('Shop@1234', constants.RSA_PKCS1_OAEP_PADDING))).toBeNull();
    expect(keys.decrypt(encrypt(Buffer.from([0xff, 0xfe, 0x41])))).toBeNull();
    expect(keys.decrypt(Buffer.alloc(255, 1).toString('base64'))).toBeNull();
    expect(keys.decrypt('garbage!')).toBeNull();
    expect(keys.decrypt('')).toBeNull();
  });

  it('refuses an oversize ciphertext before any RSA operation', () => {
    const privateDecrypt = vi.mocked(nodeCrypto.privateDecrypt);
    privateDecrypt.mockClear();
    expect(keys.decrypt('A'.repeat(1_000_000))).toBeNull();
    expect(keys.decrypt(Buffer.alloc(512, 1).toString('base64'))).toBeNull();
    expect(privateDecrypt).not.toHaveBeenCalled();
    expect(keys.decrypt(encrypt('x'))).toBe('x');
    expect(privateDecrypt).toHaveBeenCalledTimes(1);
  });

  it('unpads only a well-formed block type 2', () => {
    const block = (bytes: number[]) => Uint8Array.from(bytes);
    const ps = Array<number>(8).fill(7);
    expect(unpadPkcs1v15(block([0, 2, ...ps, 0, 65]))).toEqual(block([65]));
    expect(unpadPkcs1v15(block([0, 1, ...ps, 0, 65]))).toBeNull();
    expect(unpadPkcs1v15(block([1, 2, ...ps, 0, 65]))).toBeNull();
    expect(unpadPkcs1v15(block([0, 2, 7, 7, 7, 0, 65, 65, 65, 65, 65]))).toBeNull();
    expect(unpadPkcs1v15(block([0, 2, ...ps, 7]))).toBeNull();
  });
});

describe('the key pair of a data folder', () => {
  it('is one pair when several processes sharing the folder start together', async () => {
    const { spawn } = await import('node:child_process');
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'mall-rsa-'));
    const module = new URL('./rsa.ts', import.meta.url).href;
    const script = `const { loadRsaKeys } = await import(${JSON.stringify(module)}); process.stdout.write(loadRsaKeys(${JSON.stringify(dir)}).publicKeyPem);`;
    try {
      const keys = await Promise.all(
        [1, 2, 3, 4].map(
          () =>
            new Promise<string>((resolve, reject) => {
              const child = spawn(
                process.execPath,
                ['--import', 'tsx', '--input-type=module', '-e', script],
                {
                  stdio: ['ignore', 'pipe', 'inherit'],
                },
              );
              let out = '';
              child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
              child.once('error', reject);
              child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
            }),
        ),
      );
      expect(keys[0]).toContain('PUBLIC KEY');
      expect(new Set(keys).size).toBe(1);
      expect(loadRsaKeys(dir).publicKeyPem).toBe(keys[0]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
