// The free store pages' pure parts: the form in the wire's words, new or resubmitted, the refusal text.
import { describe, expect, it, vi } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { messages, ShopApplyParam, type ShopApplyInfo, type StoreApplicationForm } from '@mall/domain';
import { fakeApiClient } from '@mall/client/testing';
import { silently } from '@mall/client';
import {
  isResubmission,
  refusalOf,
  sendApplication,
  sendStorePassword,
  shopApplyParam,
} from './storeApplyPage.ts';

const form: StoreApplicationForm = {
  shopName: 'Xiao Wang Digital',
  contactPhone: '0755-86001234',
  region: { provinceId: 440000, province: '广东省', cityId: 440300, city: '深圳市', areaId: 440305 },
  address: 'Science Park 8, room 1201',
  description: 'Phone accessories and gadgets, genuine goods.',
  logo: '/api/uploads/2026/11/logo.png',
  businessLicence: '/api/uploads/2026/11/licence.png',
  idCardFront: '/api/uploads/2026/11/front.png',
  idCardBack: '/api/uploads/2026/11/back.png',
};

const application = (status: number): NonNullable<ShopApplyInfo> => ({
  applyId: 3,
  status,
  auditRemark: null,
  shopId: null,
  shopName: form.shopName,
  tel: form.contactPhone,
  provinceId: 440000,
  province: '广东省',
  cityId: 440300,
  city: '深圳市',
  areaId: 440305,
  area: '南山区',
  shopAddress: form.address,
  intro: form.description,
  shopLogo: form.logo,
  businessLicense: form.businessLicence,
  identityCardFront: form.idCardFront,
  identityCardLater: form.idCardBack,
});

function failure(status: number, data: unknown): AxiosError {
  const response = { status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } };
  return new AxiosError('failed', 'ERR', undefined, undefined, response as AxiosResponse);
}

const translate = (descriptor: { id: string }) => `T(${descriptor.id})`;

describe('shopApplyParam', () => {
  it("maps every field of the form to the contract's name, leaving out a region name not known", () => {
    const param = shopApplyParam(form);
    expect(param).toEqual({
      shopName: 'Xiao Wang Digital',
      tel: '0755-86001234',
      provinceId: 440000,
      province: '广东省',
      cityId: 440300,
      city: '深圳市',
      areaId: 440305,
      shopAddress: 'Science Park 8, room 1201',
      intro: 'Phone accessories and gadgets, genuine goods.',
      shopLogo: '/api/uploads/2026/11/logo.png',
      businessLicense: '/api/uploads/2026/11/licence.png',
      identityCardFront: '/api/uploads/2026/11/front.png',
      identityCardLater: '/api/uploads/2026/11/back.png',
    });
    expect(param).not.toHaveProperty('area');
    // What is sent passes the contract's own check.
    expect(ShopApplyParam.safeParse(param).success).toBe(true);
  });
});

describe('isResubmission', () => {
  it('resubmits only a rejected application; a first one (or none known) is a new application', () => {
    expect(isResubmission(application(-1))).toBe(true);
    expect(isResubmission(application(0))).toBe(false);
    expect(isResubmission(application(2))).toBe(false);
    expect(isResubmission(null)).toBe(false);
    expect(isResubmission(undefined)).toBe(false);
  });
});

describe('refusalOf', () => {
  it("shows the server's refusal text of a 400", () => {
    expect(refusalOf(failure(400, ' 您已有一个审核中的开店申请 '), translate)).toBe(
      '您已有一个审核中的开店申请',
    );
  });

  it('answers nothing for a 401 (the login popup opens instead)', () => {
    expect(refusalOf(failure(401, '请先登录'), translate)).toBeUndefined();
  });

  it('shows the server-trouble message for a 500, an empty 400 and a network failure', () => {
    const trouble = `T(${messages.serverProblem.id})`;
    expect(refusalOf(failure(500, 'Internal Server Error'), translate)).toBe(trouble);
    expect(refusalOf(failure(400, ''), translate)).toBe(trouble);
    expect(refusalOf(new AxiosError('Network Error', 'ERR_NETWORK'), translate)).toBe(trouble);
  });
});

describe('sendApplication', () => {
  const silentClient = (status: number, body: string) => {
    const notify = vi.fn();
    const onShowLogin = vi.fn();
    const { http, requests } = fakeApiClient(() => ({ status, body }), { notify, onShowLogin });
    return { http: silently(http), requests, notify, onShowLogin };
  };

  it('applies with POST, the body in the contract words', async () => {
    const { http, requests } = silentClient(200, '12');
    await sendApplication(http, null, form);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('post');
    expect(requests[0]!.url).toBe('/p/shop/apply');
    expect(JSON.parse(requests[0]!.data as string)).toEqual(shopApplyParam(form));
  });

  it('resubmits a rejected application with PUT', async () => {
    const { http, requests } = silentClient(200, 'true');
    await sendApplication(http, application(-1), form);
    expect(requests[0]!.method).toBe('put');
    expect(requests[0]!.url).toBe('/p/shop/apply');
  });

  it('rejects on a refusal without a toast or the login popup (the page shows it in place)', async () => {
    const refused = silentClient(400, '您已有一个审核中的开店申请');
    const error = await sendApplication(refused.http, null, form).catch((e: unknown) => e);
    expect(refusalOf(error, translate)).toBe('您已有一个审核中的开店申请');
    expect(refused.notify).not.toHaveBeenCalled();
    const signedOut = silentClient(401, '请先登录');
    await expect(sendApplication(signedOut.http, application(-1), form)).rejects.toThrow();
    expect(signedOut.onShowLogin).not.toHaveBeenCalled();
    expect(signedOut.notify).not.toHaveBeenCalled();
  });
});

describe('sendStorePassword', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

  it('sends the password RSA-encrypted with the server key, never in clear', async () => {
    const { http, requests } = fakeApiClient((c) =>
      c.url === '/rsa/publicKey'
        ? { status: 200, body: JSON.stringify(publicKey) }
        : { status: 200, body: 'true' },
    );
    await sendStorePassword(http, '20261126');
    const put = requests.find((r) => r.url === '/p/shop/account/password')!;
    expect(put.method).toBe('put');
    const body = JSON.parse(put.data as string) as { password: string };
    expect(body.password).not.toContain('20261126');
    const key = forge.pki.privateKeyFromPem(privateKey);
    expect(key.decrypt(forge.util.decode64(body.password), 'RSAES-PKCS1-V1_5')).toBe('20261126');
  });
});
