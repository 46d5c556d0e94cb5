// The demo catalogue's vocabulary: the category tree with what each leaf sells (nouns, SKU axes, price
// ranges, parameters, picture kind), brands, stores, banners, notices and hot search words. Chinese and
// English side by side.
import type { ArtKind } from './art.ts';

export type Text2 = readonly [zh: string, en: string];

export type AxisKey =
  'colour' | 'size' | 'shoeSize' | 'capacity' | 'storage' | 'weight' | 'volume' | 'edition';

export interface Axis {
  name: Text2;
  values: readonly Text2[];
  /** Extra price per step along the values, as a share of the base price (capacity costs more). */
  step: number;
}

export const axes: Record<AxisKey, Axis> = {
  colour: {
    name: ['颜色', 'Colour'],
    values: [
      ['曜石黑', 'Obsidian Black'],
      ['珍珠白', 'Pearl White'],
      ['天空蓝', 'Sky Blue'],
      ['中国红', 'China Red'],
      ['松石绿', 'Jade Green'],
      ['星光银', 'Starlight Silver'],
      ['樱花粉', 'Blossom Pink'],
    ],
    step: 0,
  },
  size: { name: ['尺码', 'Size'], values: ['S', 'M', 'L', 'XL', 'XXL'].map((s) => [s, s] as const), step: 0 },
  shoeSize: {
    name: ['鞋码', 'Shoe size'],
    values: ['38', '39', '40', '41', '42', '43', '44'].map((s) => [s, s] as const),
    step: 0,
  },
  capacity: {
    name: ['版本', 'Version'],
    values: ['8GB+128GB', '8GB+256GB', '12GB+256GB', '12GB+512GB', '16GB+1TB'].map((s) => [s, s] as const),
    step: 0.12,
  },
  storage: {
    name: ['配置', 'Configuration'],
    values: ['16GB+512GB', '16GB+1TB', '32GB+1TB', '32GB+2TB'].map((s) => [s, s] as const),
    step: 0.15,
  },
  weight: {
    name: ['规格', 'Pack'],
    values: [
      ['250克', '250 g'],
      ['500克', '500 g'],
      ['1千克', '1 kg'],
      ['2千克家庭装', '2 kg family pack'],
    ],
    step: 0.8,
  },
  volume: {
    name: ['容量', 'Volume'],
    values: ['30ml', '50ml', '100ml', '200ml'].map((s) => [s, s] as const),
    step: 0.45,
  },
  edition: {
    name: ['款式', 'Edition'],
    values: [
      ['标准版', 'Standard'],
      ['升级版', 'Upgraded'],
      ['旗舰版', 'Flagship'],
    ],
    step: 0.25,
  },
};

export interface Leaf {
  name: Text2;
  /** What a product of the leaf is called, put at the end of its name. */
  noun: Text2;
  kind: ArtKind;
  /** Base price range in yuan. */
  price: readonly [number, number];
  axes: readonly AxisKey[];
  /** Specific parameters: key and candidate values. */
  params: readonly (readonly [key: Text2, values: readonly Text2[]])[];
  /** Selling points for the brief. */
  points: readonly Text2[];
}

export interface Branch {
  name: Text2;
  leaves: readonly Leaf[];
}

export interface Top {
  name: Text2;
  kind: ArtKind;
  /** Hue of the top category; its leaves are shades around it. */
  hue: number;
  brands: readonly Text2[];
  branches: readonly Branch[];
}

const origin = [
  ['中国', 'China'],
  ['中国 广东', 'Guangdong, China'],
  ['中国 浙江', 'Zhejiang, China'],
] as const;

export const tree: readonly Top[] = [
  {
    name: ['手机数码', 'Phones & Digital'],
    kind: 'phone',
    hue: 210,
    brands: [
      ['星耀', 'Xingyao'],
      ['华辰', 'Huachen'],
      ['米格', 'Mige'],
      ['欧朗', 'Oulang'],
      ['锐拓', 'Ruituo'],
    ],
    branches: [
      {
        name: ['手机', 'Phones'],
        leaves: [
          {
            name: ['5G手机', '5G Phones'],
            noun: ['5G手机', '5G Phone'],
            kind: 'phone',
            price: [1299, 6999],
            axes: ['colour', 'capacity'],
            params: [
              [
                ['屏幕尺寸', 'Screen size'],
                [
                  ['6.7英寸', '6.7 inches'],
                  ['6.1英寸', '6.1 inches'],
                  ['6.8英寸', '6.8 inches'],
                ],
              ],
              [
                ['电池容量', 'Battery'],
                [
                  ['5000mAh', '5000 mAh'],
                  ['4600mAh', '4600 mAh'],
                ],
              ],
              [
                ['后置摄像头', 'Rear camera'],
                [
                  ['5000万像素', '50 MP'],
                  ['1亿像素', '100 MP'],
                ],
              ],
            ],
            points: [
              ['双卡双待 5G全网通', 'Dual SIM, 5G on every network'],
              ['超长续航 快充', 'All-day battery with fast charging'],
            ],
          },
          {
            name: ['游戏手机', 'Gaming Phones'],
            noun: ['游戏手机', 'Gaming Phone'],
            kind: 'phone',
            price: [2999, 5999],
            axes: ['colour', 'capacity'],
            params: [
              [
                ['刷新率', 'Refresh rate'],
                [
                  ['144Hz', '144 Hz'],
                  ['165Hz', '165 Hz'],
                ],
              ],
              [
                ['散热', 'Cooling'],
                [
                  ['液冷散热', 'Liquid cooling'],
                  ['风扇散热', 'Built-in fan'],
                ],
              ],
            ],
            points: [
              ['高刷电竞屏', 'High-refresh e-sports screen'],
              ['肩键操控', 'Shoulder triggers'],
            ],
          },
          {
            name: ['老人手机', 'Senior Phones'],
            noun: ['老人手机', 'Senior Phone'],
            kind: 'phone',
            price: [199, 699],
            axes: ['colour'],
            params: [[['字体', 'Font'], [['超大字体', 'Extra-large font']]]],
            points: [
              ['大音量 大按键', 'Loud speaker, big keys'],
              ['一键求助', 'One-key SOS'],
            ],
          },
        ],
      },
      {
        name: ['数码配件', 'Digital Accessories'],
        leaves: [
          {
            name: ['耳机', 'Earphones'],
            noun: ['无线耳机', 'Wireless Earphones'],
            kind: 'earbuds',
            price: [99, 1299],
            axes: ['colour'],
            params: [
              [
                ['降噪', 'Noise cancelling'],
                [
                  ['主动降噪', 'Active'],
                  ['通话降噪', 'For calls'],
                ],
              ],
              [
                ['续航', 'Playtime'],
                [
                  ['30小时', '30 hours'],
                  ['40小时', '40 hours'],
                ],
              ],
            ],
            points: [
              ['蓝牙5.3 低延迟', 'Bluetooth 5.3, low latency'],
              ['入耳舒适', 'Comfortable fit'],
            ],
          },
          {
            name: ['充电宝', 'Power Banks'],
            noun: ['充电宝', 'Power Bank'],
            kind: 'powerbank',
            price: [59, 299],
            axes: ['colour', 'edition'],
            params: [
              [
                ['容量', 'Capacity'],
                [
                  ['10000mAh', '10000 mAh'],
                  ['20000mAh', '20000 mAh'],
                ],
              ],
            ],
            points: [
              ['双向快充', 'Two-way fast charging'],
              ['可带上飞机', 'Airline approved'],
            ],
          },
          {
            name: ['智能手表', 'Smart Watches'],
            noun: ['智能手表', 'Smart Watch'],
            kind: 'watch',
            price: [299, 2999],
            axes: ['colour', 'edition'],
            params: [[['防水', 'Water resistance'], [['5ATM', '5 ATM']]]],
            points: [
              ['心率血氧监测', 'Heart rate and SpO2'],
              ['14天续航', '14-day battery'],
            ],
          },
        ],
      },
    ],
  },
  {
    name: ['电脑办公', 'Computers & Office'],
    kind: 'laptop',
    hue: 250,
    brands: [
      ['联拓', 'Liantuo'],
      ['极光', 'Aurora'],
      ['锐拓', 'Ruituo'],
      ['云帆', 'Yunfan'],
    ],
    branches: [
      {
        name: ['电脑整机', 'Computers'],
        leaves: [
          {
            name: ['笔记本', 'Laptops'],
            noun: ['笔记本电脑', 'Laptop'],
            kind: 'laptop',
            price: [3499, 12999],
            axes: ['colour', 'storage'],
            params: [
              [
                ['屏幕尺寸', 'Screen size'],
                [
                  ['14英寸', '14 inches'],
                  ['16英寸', '16 inches'],
                ],
              ],
              [
                ['处理器', 'Processor'],
                [
                  ['8核', '8 cores'],
                  ['12核', '12 cores'],
                ],
              ],
            ],
            points: [
              ['轻薄便携 长续航', 'Thin, light and long-lasting'],
              ['2.8K高清屏', '2.8K display'],
            ],
          },
          {
            name: ['台式机', 'Desktops'],
            noun: ['一体机', 'All-in-One PC'],
            kind: 'monitor',
            price: [2999, 8999],
            axes: ['storage'],
            params: [
              [
                ['屏幕尺寸', 'Screen size'],
                [
                  ['23.8英寸', '23.8 inches'],
                  ['27英寸', '27 inches'],
                ],
              ],
            ],
            points: [
              ['一线办公 桌面整洁', 'One cable, tidy desk'],
              ['高色域屏幕', 'Wide-gamut screen'],
            ],
          },
          {
            name: ['平板电脑', 'Tablets'],
            noun: ['平板电脑', 'Tablet'],
            kind: 'tablet',
            price: [1299, 4999],
            axes: ['colour', 'capacity'],
            params: [
              [
                ['屏幕尺寸', 'Screen size'],
                [
                  ['11英寸', '11 inches'],
                  ['12.4英寸', '12.4 inches'],
                ],
              ],
            ],
            points: [
              ['支持手写笔', 'Stylus support'],
              ['影音娱乐', 'Great for films'],
            ],
          },
        ],
      },
      {
        name: ['外设产品', 'Peripherals'],
        leaves: [
          {
            name: ['键盘', 'Keyboards'],
            noun: ['机械键盘', 'Mechanical Keyboard'],
            kind: 'keyboard',
            price: [129, 899],
            axes: ['colour', 'edition'],
            params: [
              [
                ['轴体', 'Switches'],
                [
                  ['红轴', 'Red'],
                  ['青轴', 'Blue'],
                  ['茶轴', 'Brown'],
                ],
              ],
            ],
            points: [
              ['热插拔', 'Hot-swappable'],
              ['三模连接', 'Tri-mode connection'],
            ],
          },
          {
            name: ['鼠标', 'Mice'],
            noun: ['无线鼠标', 'Wireless Mouse'],
            kind: 'mouse',
            price: [49, 599],
            axes: ['colour'],
            params: [
              [
                ['DPI', 'DPI'],
                [
                  ['4000', '4000'],
                  ['26000', '26000'],
                ],
              ],
            ],
            points: [
              ['静音按键', 'Silent clicks'],
              ['人体工学', 'Ergonomic'],
            ],
          },
        ],
      },
    ],
  },
  {
    name: ['服饰鞋包', 'Clothing, Shoes & Bags'],
    kind: 'tshirt',
    hue: 330,
    brands: [
      ['衣尚', 'Yishang'],
      ['森语', 'Senyu'],
      ['步履', 'Bulv'],
      ['城市漫游', 'Urban Roam'],
    ],
    branches: [
      {
        name: ['男装', 'Menswear'],
        leaves: [
          {
            name: ['T恤', 'T-shirts'],
            noun: ['纯棉T恤', 'Cotton T-shirt'],
            kind: 'tshirt',
            price: [49, 199],
            axes: ['colour', 'size'],
            params: [[['面料', 'Fabric'], [['100%棉', '100% cotton']]]],
            points: [
              ['透气亲肤', 'Breathable and soft'],
              ['不易变形', 'Keeps its shape'],
            ],
          },
          {
            name: ['夹克', 'Jackets'],
            noun: ['夹克外套', 'Jacket'],
            kind: 'jacket',
            price: [199, 899],
            axes: ['colour', 'size'],
            params: [
              [
                ['厚度', 'Thickness'],
                [
                  ['常规', 'Regular'],
                  ['加厚', 'Padded'],
                ],
              ],
            ],
            points: [
              ['防风防泼水', 'Windproof, water-repellent'],
              ['修身版型', 'Slim fit'],
            ],
          },
        ],
      },
      {
        name: ['女装', 'Womenswear'],
        leaves: [
          {
            name: ['连衣裙', 'Dresses'],
            noun: ['连衣裙', 'Dress'],
            kind: 'dress',
            price: [129, 699],
            axes: ['colour', 'size'],
            params: [
              [
                ['裙长', 'Length'],
                [
                  ['中长款', 'Midi'],
                  ['长款', 'Maxi'],
                ],
              ],
            ],
            points: [
              ['法式优雅', 'French elegance'],
              ['收腰显瘦', 'Cinched waist'],
            ],
          },
          {
            name: ['卫衣', 'Hoodies'],
            noun: ['连帽卫衣', 'Hoodie'],
            kind: 'jacket',
            price: [99, 399],
            axes: ['colour', 'size'],
            params: [
              [
                ['面料', 'Fabric'],
                [
                  ['加绒', 'Fleece-lined'],
                  ['薄款', 'Light'],
                ],
              ],
            ],
            points: [
              ['宽松休闲', 'Relaxed fit'],
              ['情侣同款', 'Matching pairs'],
            ],
          },
        ],
      },
      {
        name: ['鞋靴', 'Shoes'],
        leaves: [
          {
            name: ['运动鞋', 'Sneakers'],
            noun: ['运动鞋', 'Sneakers'],
            kind: 'shoe',
            price: [199, 1299],
            axes: ['colour', 'shoeSize'],
            params: [[['鞋底', 'Sole'], [['缓震橡胶', 'Cushioned rubber']]]],
            points: [
              ['轻量缓震', 'Light and cushioned'],
              ['透气网面', 'Breathable mesh'],
            ],
          },
        ],
      },
      {
        name: ['箱包', 'Bags'],
        leaves: [
          {
            name: ['双肩包', 'Backpacks'],
            noun: ['双肩包', 'Backpack'],
            kind: 'bag',
            price: [99, 599],
            axes: ['colour'],
            params: [
              [
                ['容量', 'Capacity'],
                [
                  ['20L', '20 L'],
                  ['30L', '30 L'],
                ],
              ],
            ],
            points: [
              ['可放15.6英寸电脑', 'Fits a 15.6-inch laptop'],
              ['防泼水面料', 'Water-repellent fabric'],
            ],
          },
        ],
      },
    ],
  },
  {
    name: ['美妆个护', 'Beauty & Personal Care'],
    kind: 'bottle',
    hue: 350,
    brands: [
      ['花漾', 'Huayang'],
      ['雪颜', 'Xueyan'],
      ['水之源', 'AquaSource'],
    ],
    branches: [
      {
        name: ['护肤', 'Skincare'],
        leaves: [
          {
            name: ['面霜', 'Face Creams'],
            noun: ['保湿面霜', 'Moisturising Cream'],
            kind: 'jar',
            price: [89, 899],
            axes: ['volume'],
            params: [
              [
                ['适用肤质', 'Skin type'],
                [
                  ['所有肤质', 'All skin types'],
                  ['干性', 'Dry'],
                ],
              ],
            ],
            points: [
              ['深层补水', 'Deep hydration'],
              ['温和不刺激', 'Gentle formula'],
            ],
          },
          {
            name: ['精华', 'Serums'],
            noun: ['精华液', 'Serum'],
            kind: 'bottle',
            price: [129, 1299],
            axes: ['volume'],
            params: [
              [
                ['功效', 'Effect'],
                [
                  ['提亮', 'Brightening'],
                  ['抗皱', 'Anti-wrinkle'],
                ],
              ],
            ],
            points: [
              ['小分子易吸收', 'Absorbs quickly'],
              ['28天见效', 'Results in 28 days'],
            ],
          },
        ],
      },
      {
        name: ['彩妆', 'Makeup'],
        leaves: [
          {
            name: ['口红', 'Lipsticks'],
            noun: ['丝绒口红', 'Velvet Lipstick'],
            kind: 'lipstick',
            price: [59, 399],
            axes: ['colour'],
            params: [
              [
                ['质地', 'Finish'],
                [
                  ['哑光', 'Matte'],
                  ['滋润', 'Satin'],
                ],
              ],
            ],
            points: [
              ['显色持久', 'Rich and long-lasting'],
              ['不易沾杯', 'Transfer-resistant'],
            ],
          },
        ],
      },
    ],
  },
  {
    name: ['家用电器', 'Home Appliances'],
    kind: 'cooker',
    hue: 20,
    brands: [
      ['美厨', 'Meichu'],
      ['格润', 'Gerun'],
      ['海澜电器', 'Hailan'],
      ['净界', 'PureZone'],
    ],
    branches: [
      {
        name: ['厨房电器', 'Kitchen Appliances'],
        leaves: [
          {
            name: ['电饭煲', 'Rice Cookers'],
            noun: ['电饭煲', 'Rice Cooker'],
            kind: 'cooker',
            price: [199, 1299],
            axes: ['edition'],
            params: [
              [
                ['容量', 'Capacity'],
                [
                  ['3L', '3 L'],
                  ['4L', '4 L'],
                  ['5L', '5 L'],
                ],
              ],
            ],
            points: [
              ['IH电磁加热', 'IH induction heating'],
              ['24小时预约', '24-hour timer'],
            ],
          },
          {
            name: ['咖啡机', 'Coffee Makers'],
            noun: ['全自动咖啡机', 'Espresso Machine'],
            kind: 'coffee',
            price: [899, 5999],
            axes: ['colour', 'edition'],
            params: [
              [
                ['压力', 'Pressure'],
                [
                  ['15Bar', '15 bar'],
                  ['20Bar', '20 bar'],
                ],
              ],
            ],
            points: [
              ['一键意式', 'One-touch espresso'],
              ['自动奶泡', 'Automatic milk froth'],
            ],
          },
        ],
      },
      {
        name: ['生活电器', 'Household Appliances'],
        leaves: [
          {
            name: ['吸尘器', 'Vacuum Cleaners'],
            noun: ['无线吸尘器', 'Cordless Vacuum'],
            kind: 'vacuum',
            price: [599, 3999],
            axes: ['edition'],
            params: [
              [
                ['吸力', 'Suction'],
                [
                  ['150AW', '150 AW'],
                  ['220AW', '220 AW'],
                ],
              ],
            ],
            points: [
              ['大吸力', 'Powerful suction'],
              ['60分钟续航', '60-minute runtime'],
            ],
          },
          {
            name: ['空气净化器', 'Air Purifiers'],
            noun: ['空气净化器', 'Air Purifier'],
            kind: 'purifier',
            price: [499, 2999],
            axes: ['edition'],
            params: [
              [
                ['适用面积', 'Room size'],
                [
                  ['40平方米', '40 m²'],
                  ['80平方米', '80 m²'],
                ],
              ],
            ],
            points: [
              ['除甲醛', 'Removes formaldehyde'],
              ['静音睡眠模式', 'Quiet sleep mode'],
            ],
          },
        ],
      },
    ],
  },
  {
    name: ['食品生鲜', 'Food & Fresh'],
    kind: 'snack',
    hue: 40,
    brands: [
      ['山野', 'Shanye'],
      ['良味', 'Liangwei'],
      ['茗香', 'Mingxiang'],
    ],
    branches: [
      {
        name: ['休闲零食', 'Snacks'],
        leaves: [
          {
            name: ['坚果', 'Nuts'],
            noun: ['每日坚果', 'Daily Nuts'],
            kind: 'snack',
            price: [29, 159],
            axes: ['weight'],
            params: [
              [
                ['保质期', 'Shelf life'],
                [
                  ['180天', '180 days'],
                  ['270天', '270 days'],
                ],
              ],
            ],
            points: [
              ['独立小包装', 'Individually packed'],
              ['无添加', 'No additives'],
            ],
          },
          {
            name: ['饼干', 'Biscuits'],
            noun: ['黄油饼干', 'Butter Biscuits'],
            kind: 'box',
            price: [19, 99],
            axes: ['weight'],
            params: [
              [
                ['口味', 'Flavour'],
                [
                  ['原味', 'Original'],
                  ['海盐', 'Sea salt'],
                ],
              ],
            ],
            points: [
              ['酥脆香浓', 'Crisp and buttery'],
              ['下午茶好伴侣', 'Perfect with tea'],
            ],
          },
        ],
      },
      {
        name: ['茶饮冲调', 'Tea & Drinks'],
        leaves: [
          {
            name: ['茶叶', 'Tea'],
            noun: ['明前龙井茶', 'Longjing Green Tea'],
            kind: 'tea',
            price: [69, 699],
            axes: ['weight'],
            params: [[['产地', 'Origin'], [['浙江杭州', 'Hangzhou, Zhejiang']]]],
            points: [
              ['明前采摘', 'Picked before Qingming'],
              ['礼盒装', 'Gift box'],
            ],
          },
          {
            name: ['咖啡豆', 'Coffee Beans'],
            noun: ['咖啡豆', 'Coffee Beans'],
            kind: 'snack',
            price: [49, 299],
            axes: ['weight'],
            params: [
              [
                ['烘焙度', 'Roast'],
                [
                  ['中度烘焙', 'Medium'],
                  ['深度烘焙', 'Dark'],
                ],
              ],
            ],
            points: [
              ['现烘现发', 'Roasted to order'],
              ['云南阿拉比卡', 'Yunnan arabica'],
            ],
          },
        ],
      },
    ],
  },
  {
    name: ['家居家装', 'Home & Living'],
    kind: 'bedding',
    hue: 160,
    brands: [
      ['悦家', 'Yuejia'],
      ['木森', 'Musen'],
      ['暖居', 'Nuanju'],
    ],
    branches: [
      {
        name: ['家纺', 'Bedding'],
        leaves: [
          {
            name: ['四件套', 'Bedding Sets'],
            noun: ['纯棉四件套', 'Cotton Bedding Set'],
            kind: 'bedding',
            price: [199, 999],
            axes: ['colour', 'edition'],
            params: [
              [
                ['床尺寸', 'Bed size'],
                [
                  ['1.5米', '1.5 m'],
                  ['1.8米', '1.8 m'],
                ],
              ],
            ],
            points: [
              ['60支长绒棉', '60s long-staple cotton'],
              ['亲肤透气', 'Soft and breathable'],
            ],
          },
          {
            name: ['枕头', 'Pillows'],
            noun: ['记忆棉枕头', 'Memory Foam Pillow'],
            kind: 'pillow',
            price: [79, 399],
            axes: ['edition'],
            params: [
              [
                ['填充物', 'Filling'],
                [
                  ['记忆棉', 'Memory foam'],
                  ['乳胶', 'Latex'],
                ],
              ],
            ],
            points: [
              ['护颈设计', 'Neck support'],
              ['慢回弹', 'Slow rebound'],
            ],
          },
        ],
      },
      {
        name: ['厨具', 'Kitchenware'],
        leaves: [
          {
            name: ['炒锅', 'Woks'],
            noun: ['不粘炒锅', 'Non-stick Wok'],
            kind: 'pan',
            price: [99, 599],
            axes: ['edition'],
            params: [
              [
                ['直径', 'Diameter'],
                [
                  ['30厘米', '30 cm'],
                  ['32厘米', '32 cm'],
                ],
              ],
            ],
            points: [
              ['少油烟', 'Less smoke'],
              ['电磁炉燃气通用', 'Induction and gas'],
            ],
          },
          {
            name: ['保温杯', 'Vacuum Flasks'],
            noun: ['保温杯', 'Vacuum Flask'],
            kind: 'flask',
            price: [59, 299],
            axes: ['colour', 'volume'],
            params: [[['材质', 'Material'], [['316不锈钢', '316 stainless steel']]]],
            points: [
              ['12小时保温', 'Keeps hot for 12 hours'],
              ['一键弹盖', 'One-touch lid'],
            ],
          },
        ],
      },
    ],
  },
  {
    name: ['运动户外', 'Sports & Outdoors'],
    kind: 'tent',
    hue: 120,
    brands: [
      ['动力', 'Dongli'],
      ['野行', 'Wildway'],
      ['奔跑吧', 'RunOn'],
    ],
    branches: [
      {
        name: ['健身', 'Fitness'],
        leaves: [
          {
            name: ['瑜伽垫', 'Yoga Mats'],
            noun: ['瑜伽垫', 'Yoga Mat'],
            kind: 'mat',
            price: [49, 299],
            axes: ['colour'],
            params: [
              [
                ['厚度', 'Thickness'],
                [
                  ['6毫米', '6 mm'],
                  ['10毫米', '10 mm'],
                ],
              ],
            ],
            points: [
              ['防滑', 'Non-slip'],
              ['环保TPE', 'Eco-friendly TPE'],
            ],
          },
          {
            name: ['哑铃', 'Dumbbells'],
            noun: ['可调节哑铃', 'Adjustable Dumbbells'],
            kind: 'dumbbell',
            price: [99, 899],
            axes: ['edition'],
            params: [
              [
                ['重量', 'Weight'],
                [
                  ['10千克', '10 kg'],
                  ['20千克', '20 kg'],
                ],
              ],
            ],
            points: [
              ['快速调节', 'Quick adjustment'],
              ['包胶防护', 'Rubber coated'],
            ],
          },
        ],
      },
      {
        name: ['户外', 'Outdoor'],
        leaves: [
          {
            name: ['帐篷', 'Tents'],
            noun: ['露营帐篷', 'Camping Tent'],
            kind: 'tent',
            price: [199, 1999],
            axes: ['colour', 'edition'],
            params: [
              [
                ['适用人数', 'Sleeps'],
                [
                  ['2-3人', '2-3 people'],
                  ['4-6人', '4-6 people'],
                ],
              ],
            ],
            points: [
              ['速开免搭', 'Pops up in seconds'],
              ['防雨防晒', 'Rain and UV protection'],
            ],
          },
        ],
      },
    ],
  },
];

export const commonParams: readonly (readonly [Text2, readonly Text2[]])[] = [[['产地', 'Origin'], origin]];

export interface ShopSpec {
  name: Text2;
  intro: Text2;
  /** Indexes into `tree` of the top categories the store sells. */
  tops: readonly number[];
  type: 0 | 1;
  recommend: number;
}

export const shopSpecs: readonly ShopSpec[] = [
  {
    name: ['商城自营旗舰店', 'Mall Official Store'],
    intro: [
      '商城自营，正品保障，闪电发货。',
      'Run by the mall itself: genuine goods, lightning-fast delivery.',
    ],
    tops: [0, 1, 4],
    type: 1,
    recommend: 1,
  },
  {
    name: ['星耀数码专营店', 'Xingyao Digital'],
    intro: ['专注手机与智能穿戴十年。', 'Ten years of phones and wearables.'],
    tops: [0],
    type: 0,
    recommend: 2,
  },
  {
    name: ['极客电脑城', 'Geek Computer Centre'],
    intro: ['笔记本、台式机与外设一站购齐。', 'Laptops, desktops and peripherals in one place.'],
    tops: [1],
    type: 0,
    recommend: 3,
  },
  {
    name: ['潮流服饰馆', 'Trend Apparel'],
    intro: ['每周上新，潮流穿搭灵感。', 'New arrivals every week, outfit ideas included.'],
    tops: [2],
    type: 0,
    recommend: 4,
  },
  {
    name: ['花漾美妆', 'Huayang Beauty'],
    intro: ['官方授权，美妆护肤正品。', 'Authorised skincare and makeup.'],
    tops: [3],
    type: 0,
    recommend: 5,
  },
  {
    name: ['优品家电', 'Quality Appliances'],
    intro: ['大小家电，送货安装一条龙。', 'Appliances large and small, delivered and installed.'],
    tops: [4],
    type: 0,
    recommend: 6,
  },
  {
    name: ['山野食品铺', 'Shanye Pantry'],
    intro: ['产地直发的好零食、好茶。', 'Snacks and tea shipped straight from the source.'],
    tops: [5],
    type: 0,
    recommend: 7,
  },
  {
    name: ['悦家生活馆', 'Yuejia Home'],
    intro: ['让家更温暖的家纺与厨具。', 'Bedding and kitchenware for a warmer home.'],
    tops: [6],
    type: 0,
    recommend: 8,
  },
  {
    name: ['动力运动户外', 'Dongli Sports'],
    intro: ['健身、跑步、露营装备。', 'Gear for fitness, running and camping.'],
    tops: [7],
    type: 0,
    recommend: 0,
  },
  {
    name: ['城市漫游买手店', 'Urban Roam Select'],
    intro: ['买手精选，服饰与户外好物。', 'Hand-picked clothing and outdoor goods.'],
    tops: [2, 7],
    type: 0,
    recommend: 0,
  },
];

export const adjectives: readonly Text2[] = [
  ['旗舰', 'Flagship'],
  ['轻薄', 'Slim'],
  ['经典', 'Classic'],
  ['新款', 'New'],
  ['高端', 'Premium'],
  ['时尚', 'Stylish'],
  ['智能', 'Smart'],
  ['便携', 'Portable'],
  ['精选', 'Select'],
  ['升级款', 'Upgraded'],
];

export const modelSuffixes = ['', ' Pro', ' Max', ' Lite', ' Plus', ' Air', ' SE', ' Ultra'];

export const nickNames = [
  '小鱼儿',
  '阳光少年',
  '爱吃火锅',
  '晴天',
  '木子李',
  '快乐的猫',
  '海风',
  '一只小熊',
  '北方的雪',
  '南山南',
  'Lily',
  'Jason',
  '吃货一枚',
  '追风',
  '半夏',
  '云朵',
];

/** Review texts by evaluate (0 good, 1 medium, 2 poor). */
export const reviewTexts: readonly (readonly string[])[] = [
  [
    '质量很好，和描述的一样，物流也很快，好评！',
    '第二次购买了，一如既往的好，推荐给大家。',
    '包装很用心，做工精细，性价比很高。',
    '用了一周再来评价，非常满意，客服态度也好。',
    '颜色很正，没有色差，家人都说好看。',
    'Great quality and fast delivery, exactly as described.',
    '超出预期，下次还会再来买。',
  ],
  [
    '整体还行，就是物流稍微慢了一点。',
    '东西一般般，对得起这个价格吧。',
    '有一点小瑕疵，不影响使用。',
    'It is fine for the price, nothing special.',
  ],
  ['和图片有差距，不太满意。', '用了两天就有问题了，联系客服处理中。', '包装破损了，希望商家改进。'],
];

export const replyTexts = [
  '感谢您的支持，期待您再次光临！',
  '亲，感谢您的评价，我们会继续努力的～',
  '非常抱歉给您带来不好的体验，客服会尽快联系您处理。',
];

export const hotWords: readonly Text2[] = [
  ['手机', 'phone'],
  ['笔记本', 'laptop'],
  ['耳机', 'earphones'],
  ['连衣裙', 'dress'],
  ['运动鞋', 'sneakers'],
  ['口红', 'lipstick'],
  ['咖啡', 'coffee'],
  ['保温杯', 'flask'],
];

export const noticeSpecs: readonly { title: Text2; content: Text2; top: boolean }[] = [
  {
    title: ['双十二年终盛典 全场满299减50', 'Year-end sale: ¥50 off every ¥299'],
    content: [
      '<p>12月1日至12月12日，全场商品满299元立减50元，可与店铺优惠叠加使用。</p>',
      '<p>From 1 to 12 December, get ¥50 off every ¥299 across the mall, on top of store discounts.</p>',
    ],
    top: true,
  },
  {
    title: ['新用户注册即送10元无门槛券', 'New members get a ¥10 coupon'],
    content: [
      '<p>注册成为会员即可领取10元无门槛优惠券，有效期30天。</p>',
      '<p>Sign up and receive a ¥10 coupon with no minimum spend, valid for 30 days.</p>',
    ],
    top: true,
  },
  {
    title: ['春节期间物流安排公告', 'Delivery during the Spring Festival'],
    content: [
      '<p>春节期间部分地区物流可能延迟，请提前下单，感谢理解。</p>',
      '<p>Deliveries to some regions may be delayed during the Spring Festival. Please order early.</p>',
    ],
    top: true,
  },
  {
    title: ['商城支持PayPal付款啦', 'PayPal is now accepted'],
    content: [
      '<p>商城现已支持PayPal支付，海外用户购物更方便。</p>',
      '<p>Shoppers abroad can now pay with PayPal.</p>',
    ],
    top: false,
  },
  {
    title: ['积分商城全新上线', 'The points mall is open'],
    content: [
      '<p>签到、购物均可获得积分，积分可兑换精美礼品。</p>',
      '<p>Earn points by signing in and shopping, and exchange them for gifts.</p>',
    ],
    top: false,
  },
  {
    title: ['关于防范网络诈骗的提醒', 'Beware of scams'],
    content: [
      '<p>商城工作人员不会以任何理由索要您的验证码和密码。</p>',
      '<p>Our staff will never ask for your verification codes or passwords.</p>',
    ],
    top: false,
  },
  {
    title: ['7天无理由退货服务说明', 'About 7-day no-reason returns'],
    content: [
      '<p>签收后7天内，商品完好可申请无理由退货。</p>',
      '<p>Items in good condition can be returned within 7 days of receipt.</p>',
    ],
    top: false,
  },
  {
    title: ['客服服务时间调整', 'Customer service hours'],
    content: [
      '<p>在线客服服务时间：每天 9:00-17:00（7×8小时）。</p>',
      '<p>Online customer service: every day, 9:00 to 17:00.</p>',
    ],
    top: false,
  },
];

export const bannerSpecs: readonly { title: Text2; subtitle: Text2; top: number }[] = [
  {
    title: ['5G新机 焕新上市', 'New 5G phones'],
    subtitle: ['以旧换新 至高补贴800元', 'Trade in and save up to ¥800'],
    top: 0,
  },
  {
    title: ['开学季 好本助力', 'Back to school'],
    subtitle: ['轻薄笔记本 限时直降', 'Slim laptops at lower prices'],
    top: 1,
  },
  {
    title: ['秋冬上新', 'Autumn & winter arrivals'],
    subtitle: ['潮流服饰 满299减50', '¥50 off every ¥299'],
    top: 2,
  },
  {
    title: ['品质家电 焕新生活', 'Appliances for a better life'],
    subtitle: ['送货上门 免费安装', 'Free delivery and installation'],
    top: 4,
  },
  {
    title: ['露营季', 'Camping season'],
    subtitle: ['户外装备 低至5折', 'Outdoor gear up to 50% off'],
    top: 7,
  },
];

/** The hue of a leaf: shades around its top category's hue. */
export const leafHue = (topHue: number, branch: number, leaf: number) => topHue + (branch * 3 + leaf) * 9;

/** Picture kind and hue of every category by its English name (the three levels). */
export const artByCategoryName: ReadonlyMap<string, { kind: ArtKind; hue: number }> = new Map(
  tree.flatMap((top) => [
    [top.name[1], { kind: top.kind, hue: top.hue }] as const,
    ...top.branches.flatMap((branch, b) => [
      [branch.name[1], { kind: branch.leaves[0]?.kind ?? top.kind, hue: leafHue(top.hue, b, 0) }] as const,
      ...branch.leaves.map(
        (leaf, l) => [leaf.name[1], { kind: leaf.kind, hue: leafHue(top.hue, b, l) }] as const,
      ),
    ]),
  ]),
);
