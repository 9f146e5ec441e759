import type * as en from "../../green";
import type { MediaImage } from "../../types";

const art = (name: string, alt: string): MediaImage => ({ src: `/media/green/${name}.svg`, alt, width: 800, height: 500 });

// ---------------------------------------------------------------------------
// Green logistics
// ---------------------------------------------------------------------------

export const greenMeta: typeof en.greenMeta = {
  title: "绿色物流与可持续发展路线图 | Tarang Global Logistics",
  description: "立足新孟买的绿色路线图：到2030年碳排放降低30%，到2032年末端配送电动车辆占比达25%，到2028年能源效率提升50%。",
  keywords: ["印度绿色物流", "可持续货运代理", "孟买电动末端配送", "新孟买节能仓库", "物流碳减排", "低碳运输"],
};

export const greenHero: typeof en.greenHero = {
  eyebrow: "绿色物流",
  title: "以更轻的足迹推动印度贸易",
  lead: "更满的装载、更清洁的车辆、更高效的仓库：这是我们降低每一票货物碳排放的路线图，目标公开发布，每年报告进展。",
  action: "估算您货物的CO₂排放",
};

export const roadmap: typeof en.roadmap = {
  title: "我们的使命与绿色路线图",
  missionLabel: "我们的使命",
  mission: "在不牺牲客户所信赖的可靠性的前提下，以尽可能少的碳排放、燃料和浪费运送客户的货物。",
  intro: "以我们2023年的运营为基准，三个有明确期限的目标把这一使命转化为可检验的工作。我们每季度评估进展，每年公开发布一次。",
  image: art("ev-fleet", "城市配送出发前，在太阳能车棚下充电的电动厢式货车"),
  targets: [
    {
      figure: "30%",
      year: 2030,
      title: "降低碳排放",
      text: "到2030年将碳排放降低30%：提高卡车和集装箱装载率、规划回程货、做好发动机保养，并在班期允许时以铁路承担至JNPT港的内陆段运输。",
      icon: "leaf",
    },
    {
      figure: "25%",
      year: 2032,
      title: "电动末端配送",
      text: "到2032年使末端配送车队中25%为电动车，首先从我们仓库、集装箱货运站与孟买和浦那客户之间距离短、路线固定的城市配送开始。",
      icon: "zap",
    },
    {
      figure: "50%",
      year: 2028,
      title: "能源效率",
      text: "到2028年将仓储能源效率提升50%：采用屋顶太阳能、配备感应器的LED照明、电动叉车，并每年开展一次建筑能耗评估。",
      icon: "lightbulb",
    },
  ],
};

export const sustainabilityCommitment: typeof en.sustainabilityCommitment = {
  title: "我们的可持续发展承诺",
  paragraphs: [
    "对我们来说，可持续发展是货运规划的一部分，而不是一个独立的项目。最环保的运输通常也是最高效的运输：用一个满载的集装箱代替两个半空的集装箱，规划没有空驶回程的路线，包装到位，让货物一次运达、完好无损。",
    "我们先测量，再承诺。我们跟踪自有卡车和仓库的燃料及电力消耗，可应要求估算客户货物的排放量，并每年报告路线图的进展。当低碳方案成本更高或耗时更长时，我们会将其与标准报价并列展示，由您来决定。",
  ],
  practicesTitle: "落实到每一票货物上",
  practices: [
    "集运与拼载，让更少的半空卡车和集装箱驶出闸口。",
    "在运输时效允许时，以铁路承担至JNPT港的内陆集装箱运输，代替长途公路运输。",
    "使用可重复利用的托盘和衬垫材料，出口包装采用符合ISPM-15的热处理木材。",
    "通过ICEGATE和e-Sanchit无纸化申报，并采用电子签收证明。",
  ],
  image: art("leaf-route", "配送卡车在两点之间沿优化路径行驶的路线图"),
};

export const scalesWithUs: typeof en.scalesWithUs = {
  title: "随我们一同成长的可持续发展",
  intro: "随着业务量增长，每一票货物的碳足迹必须下降。以下三项原则融入我们的扩张方式之中，而不是事后补充。",
  image: art("solar-warehouse", "屋顶装有太阳能板的仓库，旁边有风力发电机和一辆正在充电的电动厢式货车"),
  items: [
    {
      title: "节能仓储",
      text: "我们的新孟买仓库白天使用屋顶太阳能供电，配备LED高棚灯、自然通风和锂电电动叉车。我们新增的每一处设施都按同样标准规划。",
      icon: "warehouse",
    },
    {
      title: "资源节约型运营",
      text: "通过路线规划避免空驶里程，通过保养使卡车保持额定燃油经济性，使用可重复利用的包装材料，以电子单证代替纸质文件。",
      icon: "recycle",
    },
    {
      title: "循序渐进",
      text: "我们逐步引入电动车辆、太阳能发电能力和更环保的包装，每一项都先在真实线路上验证再推广，让服务和价格保持稳定的同时降低排放。",
      icon: "trending-up",
    },
  ],
};

export const calculatorTeaser: typeof en.calculatorTeaser = {
  title: "您的货物会排放多少CO₂？",
  text: "使用我们的排放计算器，几秒钟即可比较同一批货物空运、公路运输和海运的排放。",
  label: "打开CO₂计算器",
};

export const greenCta: typeof en.greenCta = {
  heading: "与我们一起规划低碳运输",
  text: "请告诉我们您的货物和航线；我们会提出集运、运输方式和路线方案，并将成本、运输时间和预计排放并列比较。",
  label: "联系我们的团队",
};

// ---------------------------------------------------------------------------
// CO2 calculator
// ---------------------------------------------------------------------------

export const co2Meta: typeof en.co2Meta = {
  title: "空运、公路及海运CO₂排放计算器 | Tarang Global Logistics",
  description: "根据距离、货物重量和运输方式估算货物的CO₂排放量，并将空运、公路运输和海运并列比较。免费、即时、无需注册。",
  keywords: ["CO2排放计算器", "货运碳排放计算", "印度运输排放", "吨公里排放因子", "空运与海运排放对比", "公路货运CO2"],
};

export const co2Hero: typeof en.co2Hero = {
  eyebrow: "绿色物流",
  title: "CO₂排放计算器",
  lead: "估算您的货物经空运、公路或海运所排放的二氧化碳，看看选择不同运输方式会带来多大差别。",
};

export const co2Explainer: typeof en.co2Explainer = {
  title: "估算方法",
  paragraphs: [
    "输入货物的运输距离（公里）、重量（吨）和运输方式。计算器将三者相乘：距离 × 重量 × 排放因子，得出以千克计的CO₂排放量。",
    "1吨公里即1吨货物运输1公里。以公路运输2吨货物1,000 km即为2,000吨公里；按每吨公里0.15 kg CO₂计算，排放量为300 kg CO₂。",
  ],
  factorsCaption: "采用的排放因子",
  factorsUnit: "kg CO₂/吨公里",
  typicalUse: {
    air: "紧急或高价值货物、样品、备件",
    road: "国内配送、港口及机场短驳",
    sea: "国际航线上的集装箱和散货",
  },
  basis:
    "依据：以每吨公里kg CO₂计的参考性“油箱到车轮”（tank-to-wheel）平均值，仅涵盖飞机、卡车或船舶燃烧的燃料。不包括燃料生产（“油井到油箱”）、空驶回程、码头操作和仓储，因此计算结果适用于方案比较，而不适用于碳排放报告；碳排放报告须采用“油井到车轮”方法，例如ISO 14083或GLEC框架，并使用具体路线数据。",
};

export const co2Tips: typeof en.co2Tips = {
  title: "降低排放的方法",
  items: [
    {
      title: "时间允许时选择海运",
      text: "按吨公里计算，海运的排放约为空运的三十分之一。提前几周下单，往往就能把货物从空运转为海运。",
      icon: "ship",
    },
    {
      title: "装满再发",
      text: "将零散货物拼成整车和整箱，可减少每吨货物的行驶里程。我们的集运服务会合并同一线路上的货物。",
      icon: "boxes",
    },
    {
      title: "包装更轻、更合理",
      text: "尺寸合适的纸箱、更轻的托盘和更好的堆码方式，可减少运输的重量和体积，排放和运费也随之降低。",
      icon: "package",
    },
  ],
  greenLink: "查看我们的绿色路线图",
};

export const co2Cta: typeof en.co2Cta = {
  heading: "想为您的货物找到一条低碳路线？",
  text: "请提供您的货物信息，我们将比较不同的运输方式、路线和集运方案，并列出各自的成本、运输时间和排放量。",
  label: "规划更环保的运输",
};

export const greenPage: typeof en.greenPage = {
  meta: greenMeta,
  hero: greenHero,
  roadmap,
  commitment: sustainabilityCommitment,
  scales: scalesWithUs,
  calculatorTeaser,
  cta: greenCta,
};

export const co2Page: typeof en.co2Page = {
  meta: co2Meta,
  hero: co2Hero,
  explainer: co2Explainer,
  tips: co2Tips,
  cta: co2Cta,
};
