import type * as en from "../../contact";

export const contactMeta: typeof en.contactMeta = {
  title: "联系我们 | Tarang Global Logistics，新孟买",
  description:
    "欢迎致电、发送电子邮件或前往新孟买内鲁尔拜访Tarang Global Logistics。营业时间为周一至周六上午10:00至下午6:00，我们通常在24小时内回复。",
  keywords: ["联系Tarang Global Logistics", "新孟买货运代理联系方式", "内鲁尔报关行", "新孟买物流公司电话", "印度货运报价"],
};

export const contactHero: typeof en.contactHero = {
  eyebrow: "联系方式",
  title: "联系我们",
  lead: "请告诉我们您运输什么货物、从哪里发往哪里。货运、清关或仓储专员将在24小时内回复您。",
};

export const contactDetails: typeof en.contactDetails = {
  title: "联系我们的团队",
  intro: "如需报价、订舱、清关咨询或货物动态，请致电或来信。在途货物如有紧急事项，致电最快。",
  visit: { title: "到访办公室", note: "来访请提前预约，以便由合适的专员接待您。" },
  call: { title: "致电我们", note: "报价、订舱和货物动态。" },
  email: { title: "发送电子邮件", note: "我们通常在24小时内回复。" },
  hours: { title: "办公时间", text: "周一至周六，上午10:00至下午6:00", note: "周日及法定节假日休息。" },
};

export const contactMap: typeof en.contactMap = {
  title: "来访路线",
  note: "我们的办公室距离港湾线（Harbour Line）Seawoods–Darave站步行仅需几分钟，大楼内设有访客停车位。",
  directions: "获取路线",
};

export const messageSection: typeof en.messageSection = {
  title: "给我们留言",
  intro: "您可以咨询报价、路线方案，或清关与合规方面的建议。您提供的信息越详细，我们的首次回复就越有用。",
};

export const messageTips: typeof en.messageTips = {
  title: "以下信息有助于我们更快回复",
  items: [
    "运输的货物：品名、HS编码（如已知），以及是否属于危险品或温控货物。",
    "起运地和目的地，以及与买方或供应商约定的贸易术语（Incoterms）。",
    "重量、尺寸和件数，或集装箱箱型和数量。",
    "货物何时备妥，以及须在何时到达。",
  ],
  note: "已经在与我们合作发货？请注明您的委托编号或订舱号，以便您的协调员及时跟进。",
};

export const contactCta: typeof en.contactCta = {
  heading: "有货物要发运吗？",
  text: "请用一段简短的留言描述货物、路线和日期，专员将在24小时内回复，告知后续步骤。",
  label: "给我们留言",
};

export const contactPage: typeof en.contactPage = {
  meta: contactMeta,
  hero: contactHero,
  details: contactDetails,
  map: contactMap,
  messageSection,
  messageTips,
  cta: contactCta,
};
