// The registration and password-reset calls (docs/api.md "Accounts"): methods, paths, bodies, answers.
import { describe, expect, it } from 'vitest';
import { fakeApiClient } from './fakeAdapter.ts';
import {
  checkRegisterSms,
  registerOrBindUser,
  resetPassword,
  sendRegisterSms,
  sendResetSms,
} from './endpoints/account.ts';

const login = {
  access_token: 't1',
  token_type: 'bearer',
  expires_in: 3600,
  userId: 'u1',
  nickName: 'n',
  pic: '',
};

function setup() {
  return fakeApiClient(
    (c) => ({
      status: 200,
      body:
        c.url === '/user/checkRegisterSms'
          ? JSON.stringify('flag-1')
          : c.url === '/user/registerOrBindUser'
            ? JSON.stringify(login)
            : 'true',
    }),
    { now: () => 1_760_000_000_000 },
  );
}

describe('registration and reset calls', () => {
  it('send the contract methods, paths and bodies and answer the data', async () => {
    const { http, requests } = setup();
    expect(await sendRegisterSms(http, '13812345678')).toBe(true);
    expect(await checkRegisterSms(http, { mobile: '13812345678', validCode: '123456' })).toBe('flag-1');
    const result = await registerOrBindUser(http, {
      checkRegisterSmsFlag: 'flag-1',
      mobile: '13812345678',
      userName: 'mall_user',
      password: 'rsa',
      registerOrBind: 1,
      appType: 1,
    });
    expect(result.access_token).toBe('t1');
    expect(await sendResetSms(http, '13812345678')).toBe(true);
    expect(await resetPassword(http, { mobile: '13812345678', validCode: '654321', password: 'rsa2' })).toBe(
      true,
    );
    expect(requests.map((c) => [c.method?.toUpperCase(), c.url, c.data])).toEqual([
      ['PUT', '/user/sendRegisterSms', '{"mobile":"13812345678"}'],
      ['PUT', '/user/checkRegisterSms', '{"mobile":"13812345678","validCode":"123456"}'],
      [
        'PUT',
        '/user/registerOrBindUser',
        '{"checkRegisterSmsFlag":"flag-1","mobile":"13812345678","userName":"mall_user","password":"rsa","registerOrBind":1,"appType":1}',
      ],
      ['PUT', '/user/sendResetSms', '{"mobile":"13812345678"}'],
      ['PUT', '/user/resetPassword', '{"mobile":"13812345678","validCode":"654321","password":"rsa2"}'],
    ]);
  });
});
