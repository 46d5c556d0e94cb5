// Product pictures drawn as SVG, locally and deterministically: a product-like illustration on a soft
// studio background, in the colour of its category, with the product's short name on a label, the way a
// shop's listing photos look. No network, no files: the server draws them on request
// (GET /api/img/prod/{prodId}.svg, see catalog/images.ts).

export type ArtKind =
  | 'phone'
  | 'earbuds'
  | 'powerbank'
  | 'watch'
  | 'laptop'
  | 'monitor'
  | 'tablet'
  | 'keyboard'
  | 'mouse'
  | 'tshirt'
  | 'jacket'
  | 'dress'
  | 'shoe'
  | 'bag'
  | 'jar'
  | 'bottle'
  | 'lipstick'
  | 'cooker'
  | 'coffee'
  | 'vacuum'
  | 'purifier'
  | 'snack'
  | 'box'
  | 'tea'
  | 'bedding'
  | 'pillow'
  | 'pan'
  | 'flask'
  | 'mat'
  | 'dumbbell'
  | 'tent'
  | 'generic';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** hsl() text. */
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

/** The drawing of a kind in a 400x400 box, centred near (200, 190), in colours derived from `hue`. */
function shape(kind: ArtKind, hue: number): string {
  const main = hsl(hue, 62, 52);
  const dark = hsl(hue, 55, 30);
  const light = hsl(hue, 70, 78);
  const metal = '#d9dde3';
  const ink = '#2b2f36';
  switch (kind) {
    case 'phone':
      return `<rect x="140" y="60" width="120" height="240" rx="22" fill="${ink}"/>
<rect x="148" y="70" width="104" height="220" rx="16" fill="url(#screen)"/>
<rect x="183" y="76" width="34" height="8" rx="4" fill="${ink}"/>
<circle cx="200" cy="180" r="34" fill="${light}" opacity=".55"/>
<rect x="256" y="110" width="5" height="36" rx="2" fill="${main}"/>`;
    case 'earbuds':
      return `<rect x="130" y="150" width="140" height="110" rx="50" fill="#f7f8fa" stroke="${metal}" stroke-width="4"/>
<line x1="132" y1="195" x2="268" y2="195" stroke="${metal}" stroke-width="3"/>
<circle cx="200" cy="218" r="5" fill="${main}"/>
<ellipse cx="165" cy="110" rx="24" ry="20" fill="${main}"/><rect x="158" y="110" width="14" height="50" rx="7" fill="${main}"/>
<ellipse cx="238" cy="110" rx="24" ry="20" fill="${main}"/><rect x="231" y="110" width="14" height="50" rx="7" fill="${main}"/>`;
    case 'powerbank':
      return `<rect x="130" y="80" width="140" height="220" rx="24" fill="${main}"/>
<rect x="150" y="100" width="100" height="16" rx="8" fill="${light}"/>
<circle cx="170" cy="270" r="5" fill="#fff"/><circle cx="190" cy="270" r="5" fill="#fff"/><circle cx="210" cy="270" r="5" fill="#fff" opacity=".5"/><circle cx="230" cy="270" r="5" fill="#fff" opacity=".5"/>
<path d="M205 150 l-30 50 h25 l-10 45 l35 -58 h-25z" fill="#fff"/>`;
    case 'watch':
      return `<rect x="170" y="40" width="60" height="90" rx="12" fill="${dark}"/><rect x="170" y="250" width="60" height="90" rx="12" fill="${dark}"/>
<rect x="135" y="110" width="130" height="160" rx="36" fill="${ink}"/><rect x="147" y="122" width="106" height="136" rx="28" fill="url(#screen)"/>
<text x="200" y="200" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">10:08</text>
<rect x="262" y="170" width="10" height="30" rx="4" fill="${metal}"/>`;
    case 'laptop':
      return `<rect x="95" y="80" width="210" height="140" rx="10" fill="${ink}"/><rect x="105" y="90" width="190" height="120" rx="4" fill="url(#screen)"/>
<path d="M70 228 h260 l-18 26 h-224z" fill="${metal}"/><rect x="180" y="228" width="40" height="6" rx="3" fill="#b9bec6"/>`;
    case 'monitor':
      return `<rect x="80" y="70" width="240" height="150" rx="10" fill="${ink}"/><rect x="90" y="80" width="220" height="130" rx="4" fill="url(#screen)"/>
<rect x="185" y="220" width="30" height="50" fill="${metal}"/><rect x="140" y="268" width="120" height="12" rx="6" fill="${metal}"/>`;
    case 'tablet':
      return `<rect x="110" y="70" width="180" height="240" rx="18" fill="${ink}"/><rect x="120" y="80" width="160" height="220" rx="10" fill="url(#screen)"/>
<rect x="150" y="230" width="100" height="10" rx="5" fill="#fff" opacity=".6"/>`;
    case 'keyboard': {
      let keys = '';
      for (let r = 0; r < 4; r++)
        for (let c = 0; c < 11; c++)
          keys += `<rect x="${88 + c * 21}" y="${148 + r * 21}" width="17" height="17" rx="3" fill="${r === 3 && c > 2 && c < 8 ? light : '#f4f5f7'}"/>`;
      return `<rect x="75" y="135" width="250" height="105" rx="12" fill="${main}"/>${keys}`;
    }
    case 'mouse':
      return `<path d="M200 80 c55 0 75 50 75 110 c0 60 -30 105 -75 105 c-45 0 -75 -45 -75 -105 c0 -60 20 -110 75 -110z" fill="${main}"/>
<line x1="200" y1="82" x2="200" y2="160" stroke="${dark}" stroke-width="4"/><rect x="193" y="105" width="14" height="28" rx="7" fill="${light}"/>`;
    case 'tshirt':
      return `<path d="M150 80 l-70 40 l25 55 l30 -15 v160 h130 v-160 l30 15 l25 -55 l-70 -40 c-8 20 -25 30 -50 30 c-25 0 -42 -10 -50 -30z" fill="${main}"/>
<path d="M150 80 c8 20 25 30 50 30 c25 0 42 -10 50 -30" fill="none" stroke="${dark}" stroke-width="6"/>`;
    case 'jacket':
      return `<path d="M150 75 l-60 35 l-15 190 h45 l5 -150 l5 170 h140 l5 -170 l5 150 h45 l-15 -190 l-60 -35 l-50 40z" fill="${main}"/>
<line x1="200" y1="115" x2="200" y2="320" stroke="${dark}" stroke-width="5"/><rect x="140" y="230" width="30" height="6" fill="${dark}"/><rect x="230" y="230" width="30" height="6" fill="${dark}"/>
<path d="M150 75 l50 40 l-30 25z M250 75 l-50 40 l30 25z" fill="${dark}"/>`;
    case 'dress':
      return `<path d="M170 70 h60 l10 60 l-15 30 l75 160 h-200 l75 -160 l-15 -30z" fill="${main}"/>
<rect x="170" y="150" width="60" height="12" fill="${dark}"/><path d="M120 320 q40 -20 80 0 q40 20 80 0" fill="none" stroke="${light}" stroke-width="5"/>`;
    case 'shoe':
      return `<path d="M70 250 c0 -50 20 -90 45 -110 l40 30 c20 15 50 25 85 30 c50 8 90 20 90 55 v25 h-260z" fill="${main}"/>
<rect x="65" y="270" width="272" height="22" rx="10" fill="#f4f5f7" stroke="${metal}" stroke-width="3"/>
<path d="M140 175 l25 -10 M155 190 l25 -10 M170 203 l25 -10" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`;
    case 'bag':
      return `<path d="M160 95 c0 -35 80 -35 80 0" fill="none" stroke="${dark}" stroke-width="12"/>
<rect x="115" y="95" width="170" height="215" rx="34" fill="${main}"/><rect x="140" y="200" width="120" height="80" rx="16" fill="${dark}" opacity=".45"/>
<rect x="140" y="150" width="120" height="10" rx="5" fill="${light}"/>`;
    case 'jar':
      return `<rect x="125" y="110" width="150" height="40" rx="10" fill="${dark}"/><rect x="115" y="145" width="170" height="140" rx="30" fill="${light}"/>
<rect x="140" y="190" width="120" height="50" rx="8" fill="#fff" opacity=".8"/><rect x="160" y="205" width="80" height="8" rx="4" fill="${main}"/><rect x="170" y="220" width="60" height="6" rx="3" fill="${main}" opacity=".6"/>`;
    case 'bottle':
      return `<rect x="182" y="60" width="36" height="40" rx="6" fill="${dark}"/><rect x="175" y="98" width="50" height="14" rx="4" fill="${metal}"/>
<rect x="145" y="110" width="110" height="200" rx="26" fill="${main}" opacity=".9"/><rect x="160" y="170" width="80" height="70" rx="8" fill="#fff" opacity=".85"/>
<rect x="175" y="190" width="50" height="8" rx="4" fill="${dark}"/><rect x="160" y="120" width="14" height="170" rx="7" fill="#fff" opacity=".25"/>`;
    case 'lipstick':
      return `<rect x="150" y="200" width="100" height="110" rx="8" fill="${ink}"/><rect x="160" y="160" width="80" height="45" rx="4" fill="#d4af37"/>
<path d="M170 160 v-70 l60 -30 v100z" fill="${main}"/><rect x="150" y="245" width="100" height="8" fill="#d4af37"/>`;
    case 'cooker':
      return `<ellipse cx="200" cy="150" rx="110" ry="30" fill="${dark}"/><path d="M90 150 v110 c0 25 50 40 110 40 c60 0 110 -15 110 -40 v-110z" fill="${main}"/>
<ellipse cx="200" cy="142" rx="100" ry="24" fill="${light}"/><rect x="175" y="120" width="50" height="14" rx="7" fill="${ink}"/>
<rect x="160" y="210" width="80" height="40" rx="8" fill="${ink}"/><circle cx="180" cy="230" r="6" fill="#4ade80"/><rect x="195" y="226" width="34" height="8" rx="4" fill="#fff"/>`;
    case 'coffee':
      return `<rect x="120" y="70" width="160" height="240" rx="18" fill="${ink}"/><rect x="135" y="85" width="130" height="60" rx="8" fill="${main}"/>
<rect x="175" y="150" width="50" height="30" rx="6" fill="${metal}"/><rect x="160" y="230" width="80" height="12" rx="4" fill="${metal}"/>
<path d="M175 200 h50 v25 c0 8 -8 12 -25 12 c-17 0 -25 -4 -25 -12z" fill="#fff"/><circle cx="155" cy="115" r="8" fill="#fff"/><circle cx="245" cy="115" r="8" fill="#fff"/>`;
    case 'vacuum':
      return `<rect x="190" y="50" width="20" height="200" rx="10" fill="${metal}"/><rect x="165" y="60" width="70" height="30" rx="12" fill="${ink}"/>
<rect x="160" y="110" width="80" height="110" rx="30" fill="${main}"/><circle cx="200" cy="160" r="22" fill="${light}"/>
<path d="M150 250 h100 l20 40 h-140z" fill="${ink}"/>`;
    case 'purifier':
      return `<rect x="130" y="60" width="140" height="250" rx="30" fill="#f4f5f7" stroke="${metal}" stroke-width="4"/>
<circle cx="200" cy="120" r="34" fill="${main}"/><circle cx="200" cy="120" r="20" fill="#fff"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="150" y="${180 + i * 18}" width="100" height="6" rx="3" fill="${light}"/>`).join('')}`;
    case 'snack':
      return `<path d="M125 90 h150 l-8 20 l10 180 l-8 20 h-136 l-8 -20 l10 -180z" fill="${main}"/>
<path d="M125 90 l8 8 l8 -8 l8 8 l8 -8 l8 8 l8 -8 l8 8 l8 -8 l8 8 l8 -8 l8 8 l8 -8 l8 8 l8 -8 l8 8 l8 -8 l8 8 l6 -8" fill="none" stroke="${dark}" stroke-width="3"/>
<circle cx="200" cy="190" r="45" fill="#fff" opacity=".9"/><ellipse cx="190" cy="185" rx="16" ry="22" fill="${dark}" transform="rotate(-25 190 185)"/><ellipse cx="212" cy="196" rx="14" ry="20" fill="${main}" transform="rotate(20 212 196)"/>`;
    case 'box':
      return `<path d="M110 130 l90 -40 l90 40 v140 l-90 40 l-90 -40z" fill="${main}"/><path d="M110 130 l90 40 l90 -40" fill="none" stroke="${dark}" stroke-width="4"/>
<path d="M200 170 v140" stroke="${dark}" stroke-width="4"/><path d="M120 170 l70 31 v50 l-70 -31z" fill="#fff" opacity=".85"/>
<circle cx="150" cy="205" r="14" fill="${light}"/>`;
    case 'tea':
      return `<rect x="135" y="110" width="130" height="190" rx="14" fill="${main}"/><rect x="130" y="90" width="140" height="30" rx="8" fill="${dark}"/>
<rect x="155" y="150" width="90" height="110" rx="6" fill="#fff" opacity=".9"/>
<path d="M200 170 c25 10 30 45 0 70 c-30 -25 -25 -60 0 -70z" fill="#3f8f4a"/><path d="M200 175 v60" stroke="#fff" stroke-width="3"/>`;
    case 'bedding':
      return `<rect x="70" y="170" width="260" height="110" rx="14" fill="${main}"/><rect x="70" y="170" width="260" height="30" rx="10" fill="${light}"/>
<rect x="95" y="130" width="95" height="50" rx="18" fill="#fff" stroke="${light}" stroke-width="4"/><rect x="210" y="130" width="95" height="50" rx="18" fill="#fff" stroke="${light}" stroke-width="4"/>
${[0, 1, 2, 3, 4].map((i) => `<line x1="${100 + i * 50}" y1="205" x2="${100 + i * 50}" y2="275" stroke="${dark}" stroke-width="3" opacity=".4"/>`).join('')}`;
    case 'pillow':
      return `<path d="M90 140 q110 -50 220 0 q20 60 0 120 q-110 50 -220 0 q-20 -60 0 -120z" fill="${light}" stroke="${main}" stroke-width="6"/>
<path d="M120 200 q80 -25 160 0" fill="none" stroke="${main}" stroke-width="4" opacity=".6"/>`;
    case 'pan':
      return `<ellipse cx="170" cy="200" rx="110" ry="60" fill="${ink}"/><ellipse cx="170" cy="192" rx="95" ry="48" fill="#4b5160"/>
<rect x="270" y="180" width="110" height="22" rx="11" fill="${main}" transform="rotate(-12 270 190)"/>`;
    case 'flask':
      return `<rect x="160" y="60" width="80" height="40" rx="10" fill="${dark}"/><rect x="150" y="95" width="100" height="220" rx="34" fill="${main}"/>
<rect x="165" y="110" width="14" height="190" rx="7" fill="#fff" opacity=".3"/><rect x="150" y="170" width="100" height="10" fill="${dark}" opacity=".3"/>`;
    case 'mat':
      return `<rect x="60" y="236" width="230" height="46" rx="6" fill="${main}"/><rect x="60" y="236" width="230" height="10" rx="5" fill="${light}"/>
<circle cx="290" cy="200" r="62" fill="${main}"/><circle cx="290" cy="200" r="46" fill="${light}"/><circle cx="290" cy="200" r="28" fill="${main}"/><circle cx="290" cy="200" r="12" fill="${light}"/>`;
    case 'dumbbell':
      return `<rect x="120" y="185" width="160" height="18" rx="9" fill="${metal}"/>
<rect x="80" y="140" width="30" height="110" rx="8" fill="${ink}"/><rect x="105" y="155" width="22" height="80" rx="6" fill="${main}"/>
<rect x="290" y="140" width="30" height="110" rx="8" fill="${ink}"/><rect x="273" y="155" width="22" height="80" rx="6" fill="${main}"/>`;
    case 'tent':
      return `<path d="M200 70 l130 220 h-260z" fill="${main}"/><path d="M200 70 l-40 220 h80z" fill="${dark}"/><path d="M200 150 l-22 140 h44z" fill="${ink}" opacity=".7"/>
<line x1="40" y1="292" x2="360" y2="292" stroke="#8a8f98" stroke-width="4"/>`;
    default:
      return `<rect x="120" y="90" width="160" height="200" rx="20" fill="${main}"/><rect x="145" y="150" width="110" height="60" rx="8" fill="#fff" opacity=".85"/>`;
  }
}

export interface ProductArt {
  kind: ArtKind;
  /** Hue (0-359) of the category. */
  hue: number;
  /** The short name on the label, e.g. "Xingyao X5". */
  label: string;
  /** 1 the main picture; 2, 3 other views (another background and angle). */
  variant?: number;
}

/** A product picture, 400x400. */
export function productSvg({ kind, hue, label, variant = 1 }: ProductArt): string {
  const bgTop = variant === 2 ? hsl(hue + 30, 40, 96) : variant === 3 ? '#ffffff' : hsl(hue, 45, 95);
  const bgBottom = variant === 2 ? hsl(hue + 30, 35, 86) : variant === 3 ? '#eef0f3' : hsl(hue, 40, 85);
  const tilt = variant === 2 ? -8 : variant === 3 ? 6 : 0;
  const scale = variant === 3 ? 0.86 : 1;
  const text = escapeXml(label.length > 22 ? `${label.slice(0, 21)}…` : label);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 60)}"/><stop offset="1" stop-color="${hsl(hue + 60, 70, 40)}"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="400" height="400" fill="url(#bg)"/>
<circle cx="330" cy="70" r="90" fill="#fff" opacity=".35"/>
<ellipse cx="200" cy="318" rx="130" ry="16" fill="url(#shadow)"/>
<g transform="translate(200 190) rotate(${tilt}) scale(${scale}) translate(-200 -190)">
${shape(kind, hue)}
</g>
<rect x="0" y="340" width="400" height="60" fill="#fff" opacity=".88"/>
<rect x="0" y="340" width="6" height="60" fill="${hsl(hue, 62, 52)}"/>
<text x="200" y="378" font-family="'Helvetica Neue', Arial, 'PingFang SC', 'Microsoft YaHei', sans-serif" font-size="22" font-weight="600" text-anchor="middle" fill="#2b2f36">${text}</text>
</svg>`;
}

/** A store logo: a coloured disc with the store's initial. */
export function shopLogoSvg(name: string, hue: number): string {
  const initial = escapeXml([...name.trim()][0] ?? '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 58)}"/><stop offset="1" stop-color="${hsl(hue + 40, 70, 40)}"/></linearGradient></defs>
<rect width="160" height="160" rx="32" fill="url(#g)"/>
<circle cx="80" cy="80" r="56" fill="#fff" opacity=".15"/>
<text x="80" y="100" font-family="'PingFang SC', 'Microsoft YaHei', Arial, sans-serif" font-size="60" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text>
</svg>`;
}

/** A home banner, 1200x400: a headline, a sub-line and the illustration of a product kind. */
export function bannerSvg(title: string, subtitle: string, kind: ArtKind, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 75, 55)}"/><stop offset="1" stop-color="${hsl(hue + 50, 70, 38)}"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 65)}"/><stop offset="1" stop-color="${hsl(hue + 60, 70, 45)}"/></linearGradient>
</defs>
<rect width="1200" height="400" fill="url(#bg)"/>
<circle cx="1050" cy="60" r="220" fill="#fff" opacity=".08"/><circle cx="880" cy="380" r="160" fill="#fff" opacity=".07"/>
<text x="90" y="180" font-family="'PingFang SC', 'Microsoft YaHei', Arial, sans-serif" font-size="64" font-weight="800" fill="#fff">${escapeXml(title)}</text>
<text x="92" y="240" font-family="'PingFang SC', 'Microsoft YaHei', Arial, sans-serif" font-size="28" fill="#fff" opacity=".9">${escapeXml(subtitle)}</text>
<rect x="92" y="280" width="170" height="50" rx="25" fill="#fff"/>
<text x="177" y="313" font-family="Arial, sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="${hsl(hue, 70, 40)}">GO ›</text>
<g transform="translate(720 0) scale(1)"><circle cx="200" cy="200" r="165" fill="#fff" opacity=".92"/>${shape(kind, hue)}</g>
</svg>`;
}
