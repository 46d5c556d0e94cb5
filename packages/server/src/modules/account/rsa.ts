// Password transport (decisions/0012, 0032): the client encrypts each password with the server's RSA
// public key (jsencrypt: RSAES-PKCS1-v1_5, base64). Node refuses PKCS#1 v1.5 decryption since the Marvin
// fix, so the server does the RSA operation natively (node:crypto privateDecrypt, RSA_NO_PADDING: 0.4
// ms where node-forge took 35-45 ms, decisions/0032) and removes the v1.5 padding itself. A ciphertext longer
// than one key-sized block is refused before any work. Callers decrypt only after their limits passed.
// The 2048-bit key pair is made on first start and kept in the data folder (rsa-private.pem), once even
// when several instances sharing that folder start together; without a data folder (tests) one pair
// serves the process.
import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
} from 'node:crypto';
import { join } from 'node:path';
import { readOrCreateOnce } from '../../lib/files.ts';

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

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The message inside an RSAES-PKCS1-v1_5 block (00 02, at least 8 non-zero bytes, 00), or null. */
export function unpadPkcs1v15(block: Uint8Array): Uint8Array | null {
  if (block.length < 11 || block[0] !== 0x00 || block[1] !== 0x02) return null;
  const separator = block.indexOf(0x00, 2);
  if (separator < 10) return null;
  return block.subarray(separator + 1);
}

function keysOf(privatePem: string): RsaKeys {
  const privateKey = createPrivateKey(privatePem);
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  const blockBytes = (privateKey.asymmetricKeyDetails?.modulusLength ?? 2048) / 8;
  // The base64 text of one block, with room for padding characters and surrounding spaces.
  const maxChars = Math.ceil(blockBytes / 3) * 4 + 8;
  return {
    publicKeyPem,
    decrypt(ciphertext) {
      if (ciphertext.length > maxChars) return null;
      const text = ciphertext.trim();
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
      const bytes = Buffer.from(text, 'base64');
      if (bytes.length !== blockBytes) return null;
      try {
        const block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, bytes);
        const message = unpadPkcs1v15(block);
        return message ? utf8.decode(message) : null;
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
  // Made once even when instances sharing the folder start together (lib/files.ts, decisions/0037).
  return keysOf(readOrCreateOnce(join(dataDir, 'rsa-private.pem'), generatePem));
}
