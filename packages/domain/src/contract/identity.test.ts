// What the mall shows of a verified identity (GET /p/user/realName): the masks of the name and the ID
// number, and the request's rules (realNameForm's, with the number upper-cased).
import { describe, expect, it } from 'vitest';
import { maskIdCard, maskRealName, RealNameParam } from './identity.ts';

describe('maskRealName', () => {
  it('shows the first and last characters with one * for each between', () => {
    expect(maskRealName('张三丰')).toBe('张*丰');
    expect(maskRealName('欧阳娜娜')).toBe('欧**娜');
    expect(maskRealName('艾力·买买提')).toBe('艾****提');
    expect(maskRealName('Alice')).toBe('A***e');
  });

  it('shows only the first character of a two-character name', () => {
    expect(maskRealName('张三')).toBe('张*');
    expect(maskRealName(' 李四 ')).toBe('李*');
  });

  it('never shows a whole name', () => {
    for (const name of ['王五', '司马相如', 'Bo', 'Zhang']) expect(maskRealName(name)).not.toBe(name);
  });
});

describe('maskIdCard', () => {
  it('shows the first 3 and the last 4 characters', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110***********002X');
    expect(maskIdCard('11010519491231002x')).toBe('110***********002X');
    expect(maskIdCard('440304199003070018')).toHaveLength(18);
  });
});

describe('RealNameParam', () => {
  it("applies realNameForm's rules, upper-casing the number", () => {
    expect(RealNameParam.parse({ realName: ' 张三 ', idCard: '11010519491231002x' })).toEqual({
      realName: '张三',
      idCard: '11010519491231002X',
    });
    expect(RealNameParam.safeParse({ realName: '张三', idCard: '110105194912310021' }).success).toBe(false);
    expect(RealNameParam.safeParse({ realName: '张三', idCard: '11010520991231002X' }).success).toBe(false);
    expect(RealNameParam.safeParse({ realName: '张', idCard: '11010519491231002X' }).success).toBe(false);
  });
});
