-- The mall's own name (全球购商城 / Global shopping mall: the page title of spec section 1) and pictures
-- that the site really serves (packages/app/public/site/). Only values still at the first seed's
-- defaults are replaced, so an operator's own settings stay.
UPDATE "site_config" AS c SET "value" = v.new_value
FROM (VALUES
  ('pcWelcomeCn', '欢迎来到 Mall 商城！', '欢迎来到全球购商城！'),
  ('pcWelcomeEn', 'Welcome to the Mall!', 'Welcome to the Global shopping mall!'),
  ('pcLogoImgText', 'Mall', '全球购商城'),
  ('pcCompanyNameCn', 'Mall 商城有限公司', '全球购商城'),
  ('pcCompanyNameEn', 'Mall Online Co., Ltd.', 'Global shopping mall'),
  ('pcCopyrightCn', '© 2026 Mall 商城 版权所有', '© 2026 全球购商城 版权所有'),
  ('pcCopyrightEn', '© 2026 Mall Online. All rights reserved.', '© 2026 Global shopping mall. All rights reserved.'),
  ('pcTitleImg', '/favicon.ico', '/site/favicon.svg')
) AS v(key, old_value, new_value)
WHERE c."key" = v.key AND c."value" = v.old_value;
