// Who confirms that a name and an ID card number belong together (decisions/0052). A provider answers
// `match`, `mismatch` or `error` (it could not tell: its service failed); a throw counts as `error`.
// Each real call costs money, so the routes limit the attempts (service.ts) before asking.
// The built-in sandbox matches only the test identities of SANDBOX_IDENTITIES (docs/operations.md) and
// answers `error` for SANDBOX_FAILING_ID_CARD; it is on in the demo and, in production, only with
// MALL_IDENTITY_SANDBOX=1 (its identities are public: a real customer cannot pass it). Production without
// a provider answers "not available" (503). A real provider (an identity-check API) implements the same
// interface and is chosen here from its variables.
import { isProduction } from '../../lib/env.ts';
import { normalIdCard } from './crypto.ts';

export type VerifyResult = 'match' | 'mismatch' | 'error';

export interface IdentityProvider {
  /** Stored with the verified identity ('sandbox', ...). */
  readonly name: string;
  verify(realName: string, idCard: string): Promise<VerifyResult>;
}

/** The sandbox's matching identities: valid by region, birth date and checksum; anything else mismatches. */
export const SANDBOX_IDENTITIES: readonly { realName: string; idCard: string }[] = [
  { realName: '张三', idCard: '11010519491231002X' },
  { realName: '李四', idCard: '440304199003070018' },
  { realName: '王五', idCard: '310115198506150022' },
  { realName: '赵六', idCard: '330106199211080030' },
];

/** With any name, the sandbox answers `error` for this ID number (shows the "unknown error" path). */
export const SANDBOX_FAILING_ID_CARD = '110101200001019998';

export const sandboxIdentityProvider: IdentityProvider = {
  name: 'sandbox',
  verify(realName, idCard) {
    const id = normalIdCard(idCard);
    if (id === SANDBOX_FAILING_ID_CARD) return Promise.resolve('error');
    const match = SANDBOX_IDENTITIES.some((i) => i.idCard === id && i.realName === realName.trim());
    return Promise.resolve(match ? 'match' : 'mismatch');
  },
};

/** The sandbox is on in the demo (unless MALL_IDENTITY_SANDBOX=0) and in production only with 1. */
export function identitySandboxEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return isProduction(env) ? env.MALL_IDENTITY_SANDBOX === '1' : env.MALL_IDENTITY_SANDBOX !== '0';
}

/** The environment's provider, or null: verification is then not available. */
export function identityProviderFromEnv(env: NodeJS.ProcessEnv = process.env): IdentityProvider | null {
  return identitySandboxEnabled(env) ? sandboxIdentityProvider : null;
}
