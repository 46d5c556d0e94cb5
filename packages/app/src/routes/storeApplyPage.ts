// The free store pages' logic without React (issue 15): the application form (the domain's
// `storeApplicationForm`) in the wire's words (`ShopApplyParam`), whether a submit is a new application
// or a rejected one resubmitted (and sending it so), the store password sent RSA-encrypted, and what to
// show in place when the server refuses.
import { AxiosError, type AxiosInstance } from 'axios';
import type { MessageDescriptor } from '@lingui/core';
import {
  applyForShop,
  errorText,
  getPublicKey,
  resubmitShopApply,
  setShopAccountPassword,
} from '@mall/client';
import {
  messages,
  StoreApplicationStatus,
  type ShopApplyInfo,
  type ShopApplyParam,
  type StoreApplicationForm,
} from '@mall/domain';

/** The checked form as POST and PUT /p/shop/apply take it (the region's names only when known). */
export function shopApplyParam(form: StoreApplicationForm): ShopApplyParam {
  const { region } = form;
  return {
    shopName: form.shopName,
    tel: form.contactPhone,
    provinceId: region.provinceId,
    cityId: region.cityId,
    areaId: region.areaId,
    ...(region.province ? { province: region.province } : {}),
    ...(region.city ? { city: region.city } : {}),
    ...(region.area ? { area: region.area } : {}),
    shopAddress: form.address,
    intro: form.description,
    shopLogo: form.logo,
    businessLicense: form.businessLicence,
    identityCardFront: form.idCardFront,
    identityCardLater: form.idCardBack,
  };
}

/** A rejected application is resubmitted (PUT /p/shop/apply); otherwise the shopper applies (POST). */
export function isResubmission(application: ShopApplyInfo | undefined): boolean {
  return application?.status === StoreApplicationStatus.rejected;
}

/** Sends the checked form: PUT for the rejected `application` being resubmitted, else POST. */
export async function sendApplication(
  http: AxiosInstance,
  application: ShopApplyInfo | undefined,
  form: StoreApplicationForm,
): Promise<void> {
  const body = shopApplyParam(form);
  if (isResubmission(application)) await resubmitShopApply(http, body);
  else await applyForShop(http, body);
}

/**
 * Sets the store account's password, RSA-encrypted with the server's public key like every password
 * (the encryption is loaded on demand, as the login's).
 */
export async function sendStorePassword(http: AxiosInstance, password: string): Promise<void> {
  const [pem, { encryptPassword }] = await Promise.all([
    getPublicKey(http),
    import('../session/password.ts'),
  ]);
  await setShopAccountPassword(http, { password: encryptPassword(pem, password) });
}

/**
 * The text shown in place for a failed call: the server's refusal (400), the server-trouble message for
 * anything else; undefined for a 401 (the login popup is the answer).
 */
export function refusalOf(
  error: unknown,
  translate: (descriptor: MessageDescriptor) => string,
): string | undefined {
  if (error instanceof AxiosError && error.response) {
    const { status, data } = error.response;
    if (status === 401) return undefined;
    if (status === 400) {
      const text = errorText(data).trim();
      if (text) return text;
    }
  }
  return translate(messages.serverProblem);
}
