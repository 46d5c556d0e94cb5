// Password transport (decisions/0012): the client encrypts each password with the server's RSA public
// key (jsencrypt: RSAES-PKCS1-v1_5, base64), the server decrypts it with node-forge (Node's
// privateDecrypt refuses PKCS#1 v1.5 padding). The 2048-bit key pair is made on first start and kept
// in the data folder (rsa-private.pem); without a data folder (tests) one pair serves the process.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';

export interface RsaKeys {
  /** The public key as PEM (SubjectPublicKeyInfo), what GET /rsa/publicKey answers. */
  publicKeyPem: string;
  /** The plain text of a base64 ciphertext, or null when it cannot be decrypted. */
  decrypt(ciphertext: string): string | null;
}

function generatePem(): string {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return privateKey;
}

function keysOf(privatePem: string): RsaKeys {
  const privateKey = forge.pki.privateKeyFromPem(privatePem);
  const publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  const publicKeyPem = forge.pki.publicKeyToPem(publicKey).replaceAll('\r\n', '\n');
  return {
    publicKeyPem,
    decrypt(ciphertext) {
      try {
        const bytes = forge.util.decode64(ciphertext.trim());
        if (bytes.length !== 256) return null;
        return forge.util.decodeUtf8(privateKey.decrypt(bytes, 'RSAES-PKCS1-V1_5'));
      } catch {
        return null;
      }
    },
  };
}

let processKeys: RsaKeys | undefined;

/** The key pair of a data folder (made and saved on first use), or of this process when null. */
export function loadRsaKeys(dataDir: string | null): RsaKeys {
  if (!dataDir) return (processKeys ??= keysOf(generatePem()));
  const file = join(dataDir, 'rsa-private.pem');
  if (existsSync(file)) return keysOf(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const pem = generatePem();
  writeFileSync(file, pem, { mode: 0o600 });
  return keysOf(pem);
}
