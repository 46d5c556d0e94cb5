// The demo data set, generated deterministically from a seeded PRNG: the same rows on every machine and
// every run. Pure: no database here (see index.ts for the inserts).
import { yuanToCents } from '@mall/domain';
import {
  adjectives,
  axes,
  bannerSpecs,
  commonParams,
  hotWords,
  modelSuffixes,
  nickNames,
  noticeSpecs,
  replyTexts,
  reviewTexts,
  shopSpecs,
  tree,
  type Leaf,
  type Text2,
} from './data.ts';

/** mulberry32: a small, fast, seedable PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoOptions {
  /** Products per third-level category (35 leaves: 9 makes 315 products). */
  perLeaf?: number;
  seed?: number;
  /** The newest product's creation time; older ones are spread over the preceding weeks. */
  now?: Date;
}

export const productPic = (prodId: number, variant = 1) =>
  `/api/img/prod/${prodId}${variant > 1 ? `-${variant}` : ''}.svg`;
export const shopLogo = (shopId: number) => `/api/img/shop/${shopId}.svg`;
export const categoryPic = (categoryId: number) => `/api/img/category/${categoryId}.svg`;
export const bannerPic = (id: number) => `/api/img/banner/${id}.svg`;

/** Rounds a yuan price the way shops do: 1299, 899, 59.9. */
function shopPrice(yuan: number): number {
  if (yuan >= 1000) return Math.round(yuan / 100) * 100 - 1;
  if (yuan >= 100) return Math.round(yuan / 10) * 10 - 1;
  return Math.round(yuan) - 0.1;
}

export function generateDemo(options: DemoOptions = {}) {
  const perLeaf = options.perLeaf ?? 9;
  const random = prng(options.seed ?? 20261121);
  const now = options.now ?? new Date('2026-11-20T12:00:00+08:00');
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length > 0)
      out.push(copy.splice(Math.floor(random() * copy.length), 1)[0]!);
    return out;
  };

  // --- Categories -------------------------------------------------------------------------------------
  const categoryRows: {
    categoryId: number;
    parentId: number;
    grade: number;
    nameZh: string;
    nameEn: string;
    pic: string;
    icon: string;
    seq: number;
  }[] = [];
  const leaves: { leaf: Leaf; categoryId: number; top: number; brands: readonly Text2[] }[] = [];
  let categoryId = 0;
  tree.forEach((top, t) => {
    const topId = ++categoryId;
    categoryRows.push({
      categoryId: topId,
      parentId: 0,
      grade: 1,
      nameZh: top.name[0],
      nameEn: top.name[1],
      pic: categoryPic(topId),
      icon: '',
      seq: t + 1,
    });
    top.branches.forEach((branch, b) => {
      const branchId = ++categoryId;
      categoryRows.push({
        categoryId: branchId,
        parentId: topId,
        grade: 2,
        nameZh: branch.name[0],
        nameEn: branch.name[1],
        pic: categoryPic(branchId),
        icon: '',
        seq: b + 1,
      });
      branch.leaves.forEach((leaf, l) => {
        const leafId = ++categoryId;
        categoryRows.push({
          categoryId: leafId,
          parentId: branchId,
          grade: 3,
          nameZh: leaf.name[0],
          nameEn: leaf.name[1],
          pic: categoryPic(leafId),
          icon: '',
          seq: l + 1,
        });
        leaves.push({ leaf, categoryId: leafId, top: t, brands: top.brands });
      });
    });
  });

  // --- Shops ------------------------------------------------------------------------------------------
  const shopRows = shopSpecs.map((spec, i) => ({
    shopId: i + 1,
    nameZh: spec.name[0],
    nameEn: spec.name[1],
    introZh: spec.intro[0],
    introEn: spec.intro[1],
    logo: shopLogo(i + 1),
    type: spec.type,
    status: 1,
    recommendSeq: spec.recommend,
    createdAt: new Date(now.getTime() - (400 - i * 20) * 86_400_000),
  }));
  const shopsByTop = tree.map((_, t) => shopRows.filter((_, i) => shopSpecs[i]!.tops.includes(t)));

  // --- Products, SKUs, parameters, comments -----------------------------------------------------------
  const productRows: {
    prodId: number;
    shopId: number;
    categoryId: number;
    nameZh: string;
    nameEn: string;
    briefZh: string;
    briefEn: string;
    contentZh: string;
    contentEn: string;
    pic: string;
    imgs: string;
    price: number;
    oriPrice: number;
    status: number;
    soldNum: number;
    totalStocks: number;
    prodType: number;
    createdAt: Date;
    updatedAt: Date;
  }[] = [];
  const skuRows: {
    skuId: number;
    prodId: number;
    propertiesZh: string;
    propertiesEn: string;
    skuNameZh: string;
    skuNameEn: string;
    price: number;
    oriPrice: number;
    stocks: number;
    pic: string;
  }[] = [];
  const parameterRows: {
    prodId: number;
    keyZh: string;
    keyEn: string;
    valueZh: string;
    valueEn: string;
    seq: number;
  }[] = [];
  const commentRows: {
    prodId: number;
    nickName: string;
    userPic: string;
    score: number;
    content: string;
    pics: string;
    isAnonymous: number;
    evaluate: number;
    replyContent: string | null;
    replyTime: Date | null;
    recTime: Date;
  }[] = [];

  let prodId = 0;
  let skuId = 0;
  const total = leaves.length * perLeaf;
  for (let round = 0; round < perLeaf; round++) {
    for (const { leaf, categoryId: leafId, top, brands } of leaves) {
      const id = ++prodId;
      const brand = pick(brands);
      const model = `${String.fromCharCode(65 + int(0, 25))}${int(1, 9)}${pick(modelSuffixes)}`;
      const adjective = pick(adjectives);
      const nameZh = `${brand[0]} ${model} ${adjective[0]}${leaf.noun[0]}`;
      const nameEn = `${brand[1]} ${model} ${adjective[1]} ${leaf.noun[1]}`;
      const label = `${brand[1]} ${model}`;
      const basePrice = shopPrice(leaf.price[0] + random() * (leaf.price[1] - leaf.price[0]));
      const discount = pick([1, 1.1, 1.2, 1.25, 1.3, 1.5]);

      // SKUs: the leaf's axes, two to four values each (at most 12 SKUs).
      const chosen = leaf.axes.map((key) => {
        const axis = axes[key];
        const n = Math.min(axis.values.length, key === 'size' || key === 'shoeSize' ? int(3, 4) : int(2, 3));
        const start = axis.step > 0 ? int(0, Math.max(0, axis.values.length - n)) : 0;
        const values = axis.step > 0 ? axis.values.slice(start, start + n) : sample(axis.values, n);
        return { axis, values };
      });
      let combos: { zh: string[]; en: string[]; nameZh: string[]; nameEn: string[]; factor: number }[] = [
        { zh: [], en: [], nameZh: [], nameEn: [], factor: 1 },
      ];
      for (const { axis, values } of chosen) {
        combos = combos.flatMap((combo) =>
          values.map((value, i) => ({
            zh: [...combo.zh, `${axis.name[0]}:${value[0]}`],
            en: [...combo.en, `${axis.name[1]}:${value[1]}`],
            nameZh: [...combo.nameZh, value[0]],
            nameEn: [...combo.nameEn, value[1]],
            factor: combo.factor * (1 + axis.step * i),
          })),
        );
      }
      combos = combos.slice(0, 12);
      const soldOut = random() < 0.03;
      let totalStocks = 0;
      let minPrice = Number.MAX_SAFE_INTEGER;
      let minOri = 0;
      for (const combo of combos) {
        const price = yuanToCents(shopPrice(basePrice * combo.factor));
        const oriPrice = discount === 1 ? price : yuanToCents(shopPrice(basePrice * combo.factor * discount));
        const stocks = soldOut ? 0 : random() < 0.08 ? 0 : int(5, 500);
        totalStocks += stocks;
        if (price < minPrice) {
          minPrice = price;
          minOri = oriPrice;
        }
        skuRows.push({
          skuId: ++skuId,
          prodId: id,
          propertiesZh: combo.zh.join(';'),
          propertiesEn: combo.en.join(';'),
          skuNameZh: combo.nameZh.join(' '),
          skuNameEn: combo.nameEn.join(' '),
          price,
          oriPrice,
          stocks,
          pic: productPic(id),
        });
      }

      // Parameters: brand and model first, then the leaf's, then the origin.
      const params: [Text2, Text2][] = [
        [['品牌', 'Brand'], brand],
        [
          ['型号', 'Model'],
          [model, model],
        ],
        ...leaf.params.map(([key, values]) => [key, pick(values)] as [Text2, Text2]),
        ...commonParams.map(([key, values]) => [key, pick(values)] as [Text2, Text2]),
      ];
      params.forEach(([key, value], seq) =>
        parameterRows.push({
          prodId: id,
          keyZh: key[0],
          keyEn: key[1],
          valueZh: value[0],
          valueEn: value[1],
          seq,
        }),
      );

      const points = sample(leaf.points, 2);
      const briefZh = `${points.map((p) => p[0]).join('，')}。${pick(['正品保障', '顺丰包邮', '7天无理由退货', '官方质保'])}`;
      const briefEn = `${points.map((p) => p[1]).join('. ')}. ${pick(['Genuine guaranteed', 'Free express delivery', '7-day no-reason returns', 'Official warranty'])}.`;
      const table = (lang: 0 | 1) =>
        `<table>${params.map(([k, v]) => `<tr><th>${k[lang]}</th><td>${v[lang]}</td></tr>`).join('')}</table>`;
      const images = [1, 2, 3]
        .map((v) => `<p><img src="${productPic(id, v)}" alt="${label}" width="400"/></p>`)
        .join('');
      const contentZh = `<h3>${nameZh}</h3><p>${points.map((p) => p[0]).join('；')}。精选材料，严格品控，${brand[0]}品质，值得信赖。</p>${images}<h4>规格参数</h4>${table(0)}`;
      const contentEn = `<h3>${nameEn}</h3><p>${points.map((p) => p[1]).join('; ')}. Selected materials and strict quality control: ${brand[1]} quality you can trust.</p>${images}<h4>Specifications</h4>${table(1)}`;

      // Older products sold more; creation times spread over ~300 days, newest last.
      const ageDays = ((total - id) / total) * 300 + random() * 2;
      const createdAt = new Date(now.getTime() - Math.round(ageDays * 86_400_000));
      const soldNum = Math.round(random() * random() * (ageDays + 10) * 40);
      const status = random() < 0.02 ? 0 : 1;
      productRows.push({
        prodId: id,
        shopId: pick(shopsByTop[top]!).shopId,
        categoryId: leafId,
        nameZh,
        nameEn,
        briefZh,
        briefEn,
        contentZh,
        contentEn,
        pic: productPic(id),
        imgs: [1, 2, 3].map((v) => productPic(id, v)).join(','),
        price: minPrice,
        oriPrice: minOri,
        status,
        soldNum,
        totalStocks,
        prodType: 0,
        createdAt,
        updatedAt: createdAt,
      });

      // Comments: mostly good ones, some with pictures and a store reply.
      const comments = int(0, 10);
      for (let c = 0; c < comments; c++) {
        const r = random();
        const score = r < 0.62 ? 5 : r < 0.82 ? 4 : r < 0.92 ? 3 : r < 0.96 ? 2 : 1;
        const evaluate = score >= 4 ? 0 : score === 3 ? 1 : 2;
        const withPics = random() < 0.25;
        const replied = random() < 0.3;
        const recTime = new Date(createdAt.getTime() + Math.round(random() * ageDays * 86_400_000));
        commentRows.push({
          prodId: id,
          nickName: pick(nickNames),
          userPic: '',
          score,
          content: pick(reviewTexts[evaluate]!),
          pics: withPics
            ? [2, 3]
                .slice(0, int(1, 2))
                .map((v) => productPic(id, v))
                .join(',')
            : '',
          isAnonymous: random() < 0.2 ? 1 : 0,
          evaluate,
          replyContent: replied ? replyTexts[evaluate === 2 ? 2 : int(0, 1)]! : null,
          replyTime: replied ? new Date(recTime.getTime() + 3_600_000) : null,
          recTime,
        });
      }
    }
  }

  // --- Home content -----------------------------------------------------------------------------------
  const onSale = productRows.filter((p) => p.status === 1 && p.totalStocks > 0);
  const newest = [...onSale].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const bestSellers = [...onSale].sort((a, b) => b.soldNum - a.soldNum);
  const deals = [...onSale].sort((a, b) => b.oriPrice / b.price - a.oriPrice / a.price);
  const tagRows = [
    { id: 1, titleZh: '每日上新', titleEn: 'New Arrivals', seq: 1, style: 0 },
    { id: 2, titleZh: '热销推荐', titleEn: 'Best Sellers', seq: 2, style: 1 },
    { id: 3, titleZh: '限时特惠', titleEn: 'Limited-Time Deals', seq: 3, style: 2 },
  ];
  const tagItemRows = [newest, bestSellers, deals].flatMap((list, t) =>
    list.slice(0, 10).map((p, seq) => ({ tagId: t + 1, prodId: p.prodId, seq })),
  );

  const bannerRows = bannerSpecs.map((spec, i) => {
    const target = onSale.find((p) => leaves.find((l) => l.categoryId === p.categoryId)?.top === spec.top);
    return {
      id: i + 1,
      imgUrl: bannerPic(i + 1),
      titleZh: spec.title[0],
      titleEn: spec.title[1],
      seq: i + 1,
      imgType: 1,
      type: target ? 0 : -1,
      relation: target?.prodId ?? null,
    };
  });
  const noticeRows = noticeSpecs.map((spec, i) => ({
    id: i + 1,
    shopId: null,
    titleZh: spec.title[0],
    titleEn: spec.title[1],
    contentZh: spec.content[0],
    contentEn: spec.content[1],
    isTop: spec.top ? 1 : 0,
    status: 1,
    publishTime: new Date(now.getTime() - (i * 5 + 1) * 86_400_000),
  }));

  const hotSearchRows = hotWords.map((word, i) => ({
    hotSearchId: i + 1,
    titleZh: word[0],
    titleEn: word[1],
    seq: i + 1,
  }));

  return {
    categories: categoryRows,
    shops: shopRows,
    products: productRows,
    skus: skuRows,
    parameters: parameterRows,
    comments: commentRows,
    tags: tagRows,
    tagItems: tagItemRows,
    banners: bannerRows,
    notices: noticeRows,
    hotSearches: hotSearchRows,
  };
}

export type DemoData = ReturnType<typeof generateDemo>;
