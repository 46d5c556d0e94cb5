// A deterministic PC web config for the stories of the layout components.
import type { PcWebConfig } from './siteConfig.ts';

export const sampleConfig: PcWebConfig = {
  pcWelcomeCn: '欢迎来到环球优选商城！',
  pcWelcomeEn: 'Welcome to Global Select Mall!',
  pcLogoImgText: '环球优选商城',
  pcLogoImg: '',
  pcCompanyNameCn: '环球优选商城有限公司',
  pcCompanyNameEn: 'Global Select Mall Co., Ltd.',
  pcCompanyInfoCn: '地址：上海市浦东新区世纪大道100号\n客服电话：400-800-8888\n营业执照：91310000MA1K0000XY',
  pcCompanyInfoEn:
    'Address: 100 Century Avenue, Pudong, Shanghai\nService hotline: 400-800-8888\nBusiness licence: 91310000MA1K0000XY',
  pcCopyrightCn: 'Copyright © 2026 环球优选商城 版权所有',
  pcCopyrightEn: 'Copyright © 2026 Global Select Mall. All rights reserved.',
};
