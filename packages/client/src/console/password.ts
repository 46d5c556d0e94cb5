// Passwords travel RSA-encrypted with the server's public key (GET /rsa/publicKey; decisions/0012).
import JSEncrypt from 'jsencrypt';

/** The password encrypted with the PEM public key (PKCS#1 v1.5, base64). Throws if it cannot be. */
export function encryptPassword(pem: string, password: string): string {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(pem);
  const encrypted = encryptor.encrypt(password);
  if (encrypted === false) throw new Error('RSA encryption failed');
  return encrypted;
}
