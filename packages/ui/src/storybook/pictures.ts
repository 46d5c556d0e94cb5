// Pictures drawn inline for stories, so that no story touches the network and every screenshot is stable.

/** A product-like picture: a coloured ground with a rounded mark in a second colour. */
export const picture = (tone: string, mark: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${tone}"/><rect x="120" y="90" width="160" height="200" rx="28" fill="${mark}"/><rect x="150" y="310" width="100" height="14" rx="7" fill="${mark}" opacity="0.4"/></svg>`,
  )}`;

/** A wide banner picture with a headline drawn in it. */
export const bannerPicture = (tone: string, mark: string, text: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400"><rect width="1200" height="400" fill="${tone}"/><circle cx="960" cy="200" r="150" fill="${mark}" opacity="0.85"/><text x="80" y="220" font-family="sans-serif" font-size="64" fill="${mark}">${text}</text></svg>`,
  )}`;

/** A mobile banner (750 × 350, as the console asks): a tone, a mark and a short text. */
export const mobileBannerPicture = (tone: string, mark: string, text: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 350"><rect width="750" height="350" fill="${tone}"/><rect x="470" y="60" width="220" height="230" rx="32" fill="${mark}" opacity="0.85"/><text x="48" y="196" font-family="sans-serif" font-size="56" fill="${mark}">${text}</text></svg>`,
  )}`;

/** A round logo with one letter. */
export const logoPicture = (tone: string, letter: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><circle cx="60" cy="60" r="60" fill="${tone}"/><text x="60" y="78" text-anchor="middle" font-family="sans-serif" font-size="52" fill="#ffffff">${letter}</text></svg>`,
  )}`;
