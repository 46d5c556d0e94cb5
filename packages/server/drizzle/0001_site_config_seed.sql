-- The site configuration of spec section 3 (GET /webConfig/getPcWebConfig), Chinese and English.
-- Images are paths served by the site; the demo seed may replace them.
INSERT INTO "site_config" ("key", "value") VALUES
  ('pcWelcomeCn', '欢迎来到 Mall 商城！'),
  ('pcWelcomeEn', 'Welcome to the Mall!'),
  ('pcLogoImgText', 'Mall'),
  ('pcLogoImg', '/site/logo.svg'),
  ('pcCompanyNameCn', 'Mall 商城有限公司'),
  ('pcCompanyNameEn', 'Mall Online Co., Ltd.'),
  ('pcCompanyInfoCn', E'地址：上海市浦东新区世纪大道 100 号\n客服电话：400-000-0000\n营业时间：每天 9:00-21:00'),
  ('pcCompanyInfoEn', E'Address: 100 Century Avenue, Pudong, Shanghai\nService hotline: 400-000-0000\nOpening hours: 9:00-21:00 daily'),
  ('pcCopyrightCn', '© 2026 Mall 商城 版权所有'),
  ('pcCopyrightEn', '© 2026 Mall Online. All rights reserved.'),
  ('pcTitleImg', '/favicon.ico')
ON CONFLICT ("key") DO NOTHING;
