// Prints a single sign-on code for a demo partner user, to try POST /api/appLogin by hand:
//   npx tsx packages/server/scripts/mint-sso-code.ts [partnerUserId] [nickName]
// The secret is MALL_SSO_SECRET, else the development secret in the data folder (MALL_DATA_DIR or
// <repo>/data; made on first use, as the server does); the platform type is MALL_SSO_PLATTYPE (default
// 1). The code is valid 5 minutes and spent on first use.
import { dataDirFromEnv } from '../src/db/connection.ts';
import { DEFAULT_SSO_PLATTYPE, SSO_CODE_TTL_MS, ssoSecretFrom } from '../src/modules/account/config.ts';
import { mintSsoCode } from '../src/modules/account/sso.ts';

const [uid = 'demo-partner-user', nick = 'Partner Demo'] = process.argv.slice(2);
const secret = ssoSecretFrom(dataDirFromEnv());
const plt = process.env.MALL_SSO_PLATTYPE || DEFAULT_SSO_PLATTYPE;
const code = mintSsoCode(secret, { uid, plt, nick }, { ttlMs: SSO_CODE_TTL_MS });
console.log(code);
