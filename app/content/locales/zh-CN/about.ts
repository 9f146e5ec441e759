import type * as en from "../../about";

// ---------------------------------------------------------------------------
// Page metadata
// ---------------------------------------------------------------------------

export const homeMeta: typeof en.homeMeta = {
  title: "国际货运代理与清关 | Tarang Global Logistics",
  description: "立足新孟买，提供海运、空运、清关、仓储和公路运输服务。自2009年起经JNPT港为印度进出口企业提供服务。",
  keywords: ["新孟买货运代理", "JNPT报关行", "纳瓦谢瓦清关", "印度海运", "孟买空运", "新孟买仓储", "印度物流公司"],
};

export const aboutMeta: typeof en.aboutMeta = {
  title: "关于我们 | Tarang Global Logistics",
  description:
    "Tarang Global Logistics于2009年在瓦什以报关行起家，如今是新孟买一支集货运、清关、仓储和运输于一体的团队。欢迎认识我们的管理层。",
  keywords: [
    "Tarang Global Logistics简介",
    "Tarang Shipping Agencies",
    "新孟买报关行",
    "AEO认证物流公司",
    "WCA会员 印度",
    "ISO 9001:2015物流企业",
  ],
};

export const philosophyMeta: typeof en.philosophyMeta = {
  title: "使命、愿景与价值观 | Tarang Global Logistics",
  description: "了解Tarang Global Logistics为印度进出口企业运输货物所秉持的使命、愿景和核心价值观：合规、透明、准时。",
  keywords: ["Tarang Global Logistics使命", "物流公司愿景", "核心价值观", "合规货运代理", "报关行价值观"],
};

export const howItWorksMeta: typeof en.howItWorksMeta = {
  title: "服务流程 | Tarang Global Logistics",
  description: "从询价到签收：了解Tarang Global Logistics如何操作一票货物——一个工作日内报价，全程由一位协调员负责。",
  keywords: ["货运代理流程", "印度出运流程", "出口货物操作步骤", "清关流程", "货运报价", "货物跟踪"],
};

export const ourTeamMeta: typeof en.ourTeamMeta = {
  title: "我们的团队 | Tarang Global Logistics",
  description: "团队页面已迁移。请前往“关于我们”页面，认识Tarang Global Logistics的管理层，了解我们的历程、价值观和资质认证。",
  keywords: ["Tarang Global Logistics团队", "管理层", "关于我们"],
};

// ---------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------

export const home: typeof en.home = {
  eyebrow: "新孟买 · 创立于2009年",
  headline: "货运、清关、仓储，一个团队全程负责",
  subheadline: "经JNPT港和孟买机场提供海运、空运服务，并为印度进出口企业提供清关、仓储和公路运输。",
};

// ---------------------------------------------------------------------------
// About Us
// ---------------------------------------------------------------------------

export const story: typeof en.story = {
  heading: "我们的历程",
  paragraphs: [
    "Tarang的前身是2009年在瓦什成立的Tarang Shipping Agencies，一家小型报关行。我们的首批客户是塔纳—贝拉普尔工业带的制造商和出口商，他们需要一个可靠的伙伴来申报出口报关单、配合海关查验，并把集装箱顺利装上纳瓦谢瓦的船，不在最后关头出意外。",
    "随着这些客户不断发展，他们希望我们承担更多运输环节。2015年，我们增加了国际货运代理、仓储和公路运输业务，并更名为Tarang Global Logistics，以体现更广的业务范围。清关部门始终是我们工作的核心，因为一票货物从一开始单证就正确，后续每个环节都会更快。",
    "如今，我们是一支立足新孟买的团队，经JNPT（纳瓦谢瓦）港操作海运、经孟买机场操作空运，拥有自营仓库、覆盖马哈拉施特拉邦及更远地区的卡车运输网络，以及海外合作代理。许多最初只找我们办一张出口报关单的出口商，至今仍与我们合作发货。",
  ],
  image: {
    src: "/media/about/story.svg",
    width: 1200,
    height: 800,
    alt: "纳瓦谢瓦码头岸桥旁停靠的集装箱船，卡车在码头闸口外等候",
  },
};

export const commitment: typeof en.commitment = {
  heading: "我们的承诺",
  paragraphs: [
    "我们承接的每一票货物都有一位专属协调员、一份无隐藏费用的书面报价，并在货物交付前定期向您通报进展。一旦出现问题，无论是订舱被甩柜、海关质询还是卡车延误，我们都会在第一时间告知您，并说明我们的应对措施。",
    "我们以资质背后的标准要求自己：代表安全合规贸易的AEO认证、通过ISO 9001:2015认证的质量管理体系，以及WCA网络的服务义务。规范的单证、细致的货物操作和坦诚的建议——即使这意味着我们自己的业务量会减少——正是我们多年留住客户的方式。",
  ],
  image: {
    src: "/media/about/commitment.svg",
    width: 1200,
    height: 800,
    alt: "Tarang协调员在仓库装卸平台对照装箱单核对出口单证",
  },
};

export const foundations: typeof en.foundations = [
  {
    title: "持牌报关行",
    text: "报关是我们2009年的起点。我们的持牌团队在ICEGATE上申报出口报关单和进口报关单，并在JNPT港和孟买航空货运站办理审单和查验。",
    icon: "file-text",
  },
  {
    title: "AEO认证企业",
    text: "我们获得印度海关颁发的经认证的经营者（AEO）资质，这是对我们安全、合规地处理货物和记录的认可，也有助于客户货物更顺畅地清关。",
    icon: "shield-check",
  },
  {
    title: "新孟买自营仓库",
    text: "我们在JNPT港附近的自营仓库提供存储、集货、包装、打托和越库作业服务，采用条码库存管理，可按需提供库存报表。",
    icon: "warehouse",
  },
  {
    title: "WCA网络成员",
    text: "作为WCA网络成员，我们与全球经过审核的独立货运代理建立了联系，确保您的货物在目的地由我们熟悉、可追究责任的合作伙伴操作。",
    icon: "globe",
  },
];

export const values: typeof en.values = [
  {
    title: "合规至上",
    text: "我们一次性提交准确、完整的单证，绝不在海关或税务规定上走捷径。正确的单证能保护您的货物、您的关税优惠和您的声誉。",
    icon: "clipboard-check",
  },
  {
    title: "公开透明",
    text: "书面报价列明每一项费用，如实告知运输时间，计划有变时提前预警。您始终清楚货物在哪里、要花多少钱。",
    icon: "search",
  },
  {
    title: "可靠守信",
    text: "我们只承诺能做到的事，并严格遵守截关时间、提货和交付日期。出现问题时，我们主动承担并解决。",
    icon: "clock",
  },
  {
    title: "长期合作",
    text: "我们深入了解您的业务运作，从生产周期到买家要求，并据此安排出运。我们与许多客户的合作已超过十年。",
    icon: "handshake",
  },
  {
    title: "社会责任",
    text: "我们关爱操作您货物的人员，也关注货物途经的地方：安全作业、提高装载率、适合时采用铁路运输，并减少包装浪费。",
    icon: "leaf",
  },
];

export const leaders: typeof en.leaders = [
  {
    name: "拉杰什·库尔卡尼",
    position: "创始人兼首席执行官",
    image: {
      src: "/media/leaders/rajesh-kulkarni.svg",
      width: 480,
      height: 480,
      alt: "Tarang Global Logistics创始人兼首席执行官拉杰什·库尔卡尼的肖像",
    },
    description:
      "拉杰什在纳瓦谢瓦从事清关工作多年后，于2009年在瓦什创立了Tarang Shipping Agencies。他负责公司战略和重点客户关系，至今仍亲自审核复杂的商品归类和合规案件。",
  },
  {
    name: "阿南娅·德什潘德",
    position: "董事",
    image: {
      src: "/media/leaders/ananya-deshpande.svg",
      width: 480,
      height: 480,
      alt: "Tarang Global Logistics董事阿南娅·德什潘德的肖像",
    },
    description:
      "2015年公司转型为Tarang Global Logistics时，阿南娅组建了国际货运代理、仓储和运输业务。她负责日常运营、海外合作伙伴网络，以及通过ISO 9001:2015认证的质量管理体系。",
  },
];

// ---------------------------------------------------------------------------
// Philosophy
// ---------------------------------------------------------------------------

export const philosophy: typeof en.philosophy = {
  intro:
    "自2009年以来，我们的工作始终基于一个简单的理念：单证正确、计划务实、客户随时知情，货物自然运转顺畅。这些原则指导着我们对每一票货物的报价、运输和服务。",
  cards: [
    {
      title: "我们的使命",
      text: "帮助印度企业与世界开展贸易：以清晰的费用、坦诚的建议和从询价到交付全程负责的同一支团队，安全、准时、完全合规地运送他们的货物。",
      icon: "target",
    },
    {
      title: "我们的愿景",
      text: "成为印度西部进出口企业托付整条供应链的物流伙伴，以细节精准著称，运营持续变得更清洁、更高效。",
      icon: "globe",
    },
    {
      title: "我们的核心价值观",
      text: "合规至上；价格与进展公开透明；每项承诺可靠兑现；与客户长期合作；对员工和环境承担责任。",
      icon: "badge-check",
    },
  ],
};

// ---------------------------------------------------------------------------
// How it works
// ---------------------------------------------------------------------------

export const howItWorks: typeof en.howItWorks = {
  intro: "无论您一年只发一票货，还是每周发多个集装箱，每次合作都遵循同样的六个步骤。全程由一位协调员对接，您始终清楚下一步会发生什么。",
  steps: [
    {
      number: 1,
      title: "询价与需求沟通",
      desc: "请通过联系表单、电子邮件或电话发送询价，注明品名、重量和尺寸、起运地、目的地及要求的交货日期。我们的团队成员通常会在同一个工作日内致电您，确认细节、贸易术语（Incoterms）、特殊操作要求以及您已备妥的单证。",
    },
    {
      number: 2,
      title: "报价与路线方案",
      desc: "我们在一个工作日内发送书面报价，内容包括推荐的运输方式和路线、预计运输时间和报价有效期，并清楚列明运费、本地费用、清关和运输费用。在合适的情况下，我们还会附上备选方案，例如以铁路代替公路运至JNPT港，或以LCL代替FCL，方便您比较。",
    },
    {
      number: 3,
      title: "订舱与单证",
      desc: "您确认报价后，我们向船公司或航空公司订舱并确认截关日期。您提供商业发票、装箱单以及所需的许可证或证书；我们对照订舱核对单证，制作出口报关单或进口报关单，通过ICEGATE申报，并在e-Sanchit上传随附单证。",
    },
    {
      number: 4,
      title: "提货与清关",
      desc: "我们在约定日期到您的工厂或仓库提货，并提前告知车辆信息和电子运单（e-way bill）。在港口、机场或集装箱货运站，我们的清关团队负责查验、审单质询和缴纳关税，并持续向您通报，直至货物放行。进口则顺序相反：货物到港后我们先办理清关，再送货给您。",
    },
    {
      number: 5,
      title: "运输与跟踪",
      desc: "货物启运后，您将收到提单或航空运单，并在装船、中转和到港等节点收到进展通知。如有延误，我们会告知原因及追回时间的方案。整个过程中，您的协调员均可通过电话、电子邮件或WhatsApp联系。",
    },
    {
      number: 6,
      title: "交付与货后服务",
      desc: "我们送货到收货人门口，或通过合作伙伴网络在目的地交接，并向您发送签字的签收证明。随后，我们以最终发票和随附单证结案，协助处理索赔或出口激励相关文件；如有可改进之处，还会与您一起复盘这票货物。",
    },
  ],
};

// ---------------------------------------------------------------------------
// Our Team (moved)
// ---------------------------------------------------------------------------

export const ourTeamMoved: typeof en.ourTeamMoved = {
  heading: "团队页面已迁移",
  text: "现在您可以在“关于我们”页面认识我们的管理层，了解我们的历程以及指导我们工作的价值观。",
};
