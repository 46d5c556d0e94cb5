import { describe, expect, it } from 'vitest';
import { addressForm } from '@mall/domain';
import { addressParamOf } from './addressMapping.ts';

const values = addressForm.parse({
  receiver: ' 张三 ',
  mobile: '13800138000',
  region: {
    provinceId: 440000,
    province: '广东省',
    cityId: 440300,
    city: '深圳市',
    areaId: 440305,
    area: '南山区',
  },
  addr: '科技园 8 号 ',
  isDefault: true,
});

describe('addressParamOf', () => {
  it('is the addAddr body of a new address: region ids and names, the default flag as commonAddr 1', () => {
    expect(addressParamOf(values)).toEqual({
      receiver: '张三',
      mobile: '13800138000',
      addr: '科技园 8 号',
      provinceId: 440000,
      province: '广东省',
      cityId: 440300,
      city: '深圳市',
      areaId: 440305,
      area: '南山区',
      commonAddr: 1,
    });
  });

  it('carries the addrId of an edited address and commonAddr 0 when not the default', () => {
    const body = addressParamOf({ ...values, isDefault: false }, 12);
    expect(body.addrId).toBe(12);
    expect(body.commonAddr).toBe(0);
    expect('addrId' in addressParamOf(values)).toBe(false);
  });

  it('leaves out region names the picker did not know', () => {
    const body = addressParamOf({ ...values, region: { provinceId: 1, cityId: 2, areaId: 3 } });
    expect(body).not.toHaveProperty('province');
    expect(body).toMatchObject({ provinceId: 1, cityId: 2, areaId: 3 });
  });
});
