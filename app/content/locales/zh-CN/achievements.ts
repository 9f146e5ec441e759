import type * as en from "../../achievements";
import type { MediaImage } from "../../types";
import { site, yearsInBusiness } from "../../site";

const badge = (name: string, alt: string): MediaImage => ({
  src: `/media/certificates/${name}-light.svg`,
  srcDark: `/media/certificates/${name}-dark.svg`,
  alt,
  width: 400,
  height: 400,
});

export const achievementsMeta: typeof en.achievementsMeta = {
  title: "业绩与资质认证 | Tarang Global Logistics",
  description:
    "立足新孟买，15年以上经验、1,500多家客户、15,000多次交付、服务500多座城市。Tarang Global Logistics是WCA会员，并获得AEO认证和ISO 9001:2015认证。",
  keywords: ["Tarang Global Logistics业绩", "AEO认证货运代理", "WCA会员 印度", "ISO 9001:2015物流公司", "新孟买报关行", "印度物流资质认证"],
};

export const achievementsHero: typeof en.achievementsHero = {
  eyebrow: "业绩",
  title: `${yearsInBusiness()}年货物交付经验，以及背后的资质认证`,
  lead: `自${site.founded}年以来，我们为印度各地的进出口企业办理清关、仓储和运输。下面的数字是成果；资质认证则是我们持续赢得这些成果的保障。`,
};

export const milestonesSection: typeof en.milestonesSection = {
  title: "用数字看我们的工作",
  intro: "以上数字均来自我们自己的货运记录，而非估算。每一个数字都始于一位客户、一张出口报关单和纳瓦谢瓦闸口前的一辆卡车。",
};

export const milestones: typeof en.milestones = [
  {
    value: 15,
    suffix: "+",
    label: "年行业经验",
    detail: `自${site.founded}年起从事报关业务，自${site.renamed}年起提供全面的国际货运代理服务。`,
    icon: "clock",
  },
  {
    value: 1500,
    suffix: "+",
    label: "家满意客户",
    detail: "制造商、贸易商和出口商，其中许多已与我们合作十年以上。",
    icon: "handshake",
  },
  {
    value: 15000,
    suffix: "+",
    label: "次成功交付",
    detail: "集装箱、空运货物和整车货物，均凭签收证明完成交付。",
    icon: "package",
  },
  {
    value: 500,
    suffix: "+",
    label: "座覆盖城市",
    detail: "印度全境门到门服务，并通过合作伙伴网络延伸至海外。",
    icon: "map-pin",
  },
];

export const credentialsSection: typeof en.credentialsSection = {
  title: "资质认证与会员资格",
  intro: "独立机构对我们的工作方式进行审核。这些资质意味着您的货物在每个环节都按照有书面记录、经过检查的流程操作。",
};

export const credentials: typeof en.credentials = [
  {
    title: "WCA会员",
    issuer: "WCA独立货运代理网络",
    text: "作为WCA网络成员，我们在目的地拥有经过审核的合作代理，所有成员都须遵守付款保障和服务标准，确保您的货物在两端都由可靠的伙伴经手。",
    image: badge("wca", "WCA货运代理会员徽章"),
  },
  {
    title: "AEO认证",
    issuer: "印度中央间接税和海关委员会（CBIC）",
    text: "作为印度海关认可的经认证的经营者（AEO），我们在安全、记录保存和合规方面达到经审核的标准，有助于客户货物更快、更可预期地清关。",
    image: badge("aeo", "AEO认证徽章：经认证的经营者，印度海关"),
  },
  {
    title: "ISO 9001:2015认证",
    issuer: "质量管理体系",
    text: "我们覆盖国际货运代理、清关和仓储的质量管理体系已通过ISO 9001:2015认证，具备书面流程、内部审核，并在出现问题时采取纠正措施。",
    image: badge("iso", "ISO 9001:2015认证徽章：质量管理体系"),
  },
];

export const recognitionNote: typeof en.recognitionNote = {
  title: "这些资质对您的货物意味着什么",
  points: [
    "出口报关单和进口报关单按经过检查的流程制作，审单时的质询更少。",
    "目的地合作伙伴经WCA网络筛选，而不是从名录中随意挑选。",
    "按照ISO体系要求，投诉均登记、调查，并以纠正措施结案。",
  ],
};

export const achievementsCta: typeof en.achievementsCta = {
  heading: `让${yearsInBusiness()}年经验为您的下一票货物保驾护航`,
  text: "请告诉我们您运输什么货物、发往哪里；专员将在24小时内回复您运输路线、时间安排和清晰的报价。",
  label: "联系我们的团队",
};

export const achievementsPage: typeof en.achievementsPage = {
  meta: achievementsMeta,
  hero: achievementsHero,
  milestonesSection,
  milestones,
  credentialsSection,
  credentials,
  recognitionNote,
  cta: achievementsCta,
};
