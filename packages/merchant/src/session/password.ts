// Passwords travel RSA-encrypted (decisions/0012): the console kit's helper (loaded on demand).
export { encryptPassword } from '@mall/client/console/password';
