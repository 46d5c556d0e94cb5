// Site-wide content wire shapes (docs/api.md): PC config, banners, notices, popular searches.

export interface PcWebConfig {
  pcWelcomeCn: string;
  pcWelcomeEn: string;
  pcLogoImgText: string;
  pcLogoImg: string;
  pcCompanyNameCn: string;
  pcCompanyNameEn: string;
  pcCompanyInfoCn: string;
  pcCompanyInfoEn: string;
  pcCopyrightCn: string;
  pcCopyrightEn: string;
  pcTitleImg: string;
}

export interface IndexImg {
  id: number;
  imgUrl: string;
  title: string;
  seq: number;
  /** 0: links to the product `relation`. */
  type: number;
  relation: number | string | null;
}

export interface Notice {
  id: number;
  shopId: number;
  title: string;
  content: string;
  isTop: number;
  publishTime: string;
}

export interface HotSearch {
  hotSearchId: number;
  title: string;
  content: string;
  seq: number;
}
