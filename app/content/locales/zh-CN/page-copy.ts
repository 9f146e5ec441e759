import type * as en from "../../page-copy";
import { site } from "../../site";

export const homePage: typeof en.homePage = {
  playVideo: "播放背景视频",
  pauseVideo: "暂停背景视频",
};

export const aboutPage: typeof en.aboutPage = {
  heroEyebrow: "创立于{founded}年",
  heroTitle: "关于{name}",
  heroLead: "我们于{founded}年以{formerName}之名创立，{renamed}年更名，立足新孟买，为印度进出口企业承运货物。",
  storyEyebrow: "我们的历程",
  commitmentEyebrow: "我们的承诺",
  foundationsEyebrow: "我们的立身之本",
  foundationsTitle: "我们的根基",
  valuesEyebrow: "我们的工作方式",
  valuesTitle: "五项核心价值观",
  philosophyLink: "了解我们的使命、愿景与核心价值观",
  howItWorksLink: "逐步了解我们如何操作每一票货物",
  leadershipEyebrow: "管理团队",
  leadershipTitle: "带领我们的人",
  cta: {
    heading: "与负责您货物的团队直接沟通",
    text: "请告诉我们您的货运需求，我们将安排合适的专员与您通话。",
    label: "联系我们的团队",
  },
};

export const philosophyPage: typeof en.philosophyPage = {
  eyebrow: "我们的理念",
  title: "使命、愿景与核心价值观",
  sectionTitle: "指引每一票货物的原则",
};

export const ourTeamPage: typeof en.ourTeamPage = {
  title: "我们的团队",
  action: "前往“关于我们”",
};

export const howItWorksPage: typeof en.howItWorksPage = {
  eyebrow: "服务流程",
  title: "从询价到交付",
  sectionTitle: "六个步骤，一个全程负责的团队",
  stepLabel: "第{number}步：",
  cta: {
    heading: "从一次沟通开始",
    text: "请告诉我们货物、航线和时间要求；我们将在24小时内为您提供运输方案和报价。",
  },
};

const servicesLead = "国际货运代理、清关、仓储、公路运输以及相关专业服务，均由新孟买的同一支团队统一运作。";

export const servicesPage: typeof en.servicesPage = {
  meta: {
    title: `我们的服务 | ${site.name}`,
    description: servicesLead,
    keywords: ["印度物流服务", "国际货运代理", "印度清关", "印度仓储", "印度公路运输", "新孟买"],
  },
  eyebrow: "我们的业务",
  title: "我们的服务",
  lead: servicesLead,
  sectionEyebrow: "十二项服务，一个合作伙伴",
  sectionTitle: "从工厂到买家，货物所需的一切服务",
  intro: "您可以只预订单项服务，也可以把全程交给我们。每一票货物都有专属协调员和固定团队负责，从首次报价到最终交付始终如一。{link}。",
  introLink: "逐步了解货物在我们手中如何流转",
  pauseRotation: "暂停图片轮播",
  resumeRotation: "继续图片轮播",
  cardLinkContext: "关于{title}",
};

export const serviceDetailPage: typeof en.serviceDetailPage = {
  backLink: "返回全部服务",
  playSlideshow: "播放幻灯片",
  pauseSlideshow: "暂停幻灯片",
  asideLabel: "目录与联系方式",
  onThisPage: "本页内容",
  speakToSpecialist: "咨询专员",
  hours: "{days}，{time}",
  stepLabel: "第{number}步：",
  moreTitle: "了解我们的其他服务",
};

const industriesLead = "针对十三个行业的货物量身定制物流方案，涵盖特种化学品、医药、重型机械及水处理设备等。";

export const industriesPage: typeof en.industriesPage = {
  meta: {
    title: `服务行业 | ${site.name}`,
    description: industriesLead,
    keywords: ["印度行业物流", "化工物流", "医药物流", "工程项目货物运输", "危险品运输", "新孟买"],
  },
  eyebrow: "我们的客户",
  title: "服务行业",
  lead: industriesLead,
  sectionEyebrow: "行业专长",
  sectionTitle: "每种货物都有自己的规矩",
  intro: "危险品申报、温度记录、超限运输许可、植物检疫证书：在货物抵港之前，我们就清楚每个行业的货物需要什么。",
  cardLinkContext: "关于{title}",
  otherTitle: "没有找到您的行业？",
  otherText: "我们还承运纺织品、电子产品、食品、家具和工程项目货物。请告诉我们您运输的货物，我们将围绕其单证、包装和操作要求制定方案。",
  otherLink: "联系我们的团队",
};

export const industryDetailPage: typeof en.industryDetailPage = {
  backLink: "全部行业",
  heroEyebrow: "服务行业",
  expertiseEyebrow: "我们如何助力",
  expertiseTitle: "行业专长",
  asideLabel: "联系方式及其他行业",
  otherIndustries: "其他行业",
};

export const greenLogisticsPage: typeof en.greenLogisticsPage = {
  targetYear: "{year}年前",
};

export const privacyPage: typeof en.privacyPage = {
  overviewTitle: "我们是谁，本政策涵盖哪些内容",
  updated: "最后更新：{date}",
  collectedTitle: "我们收集哪些信息、为何收集、保存多久",
  through: "通过{link}。",
  collected: "收集的信息",
  purpose: "收集目的",
  retention: "保存期限",
};

export const accessibilityPage: typeof en.accessibilityPage = {
  eyebrow: "无障碍声明",
  title: "人人都能使用的网站",
  reviewed: "最后审核：{date}",
  targetTitle: "我们的目标：WCAG 2.2 AA",
  testingTitle: "我们如何测试",
  limitsTitle: "已知局限",
  barriersTitle: "向我们反馈使用障碍",
};

export const notFoundPage: typeof en.notFoundPage = {
  meta: {
    title: `页面未找到 | ${site.name}`,
    description: `您要查找的页面已移动或不存在。请在${site.name}网站上查看我们的服务、服务行业、博客和联系方式。`,
  },
};

export const holdingPage: typeof en.holdingPage = {
  title: "本栏目正在建设中",
  text: "我们正在完善网站的这一部分。对于其将涵盖的任何事项，我们的团队现在即可为您提供帮助：请致电或来信，专员将在{replyTime}内回复。",
};
