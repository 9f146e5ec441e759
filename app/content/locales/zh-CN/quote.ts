import type * as en from "../../quote";

export const quoteNotice: typeof en.quoteNotice = "您的联系方式和货物信息仅用于核算价格和答复本次询价，并仅在所需期间内保存。";

export const quotePage: typeof en.quotePage = {
  meta: {
    title: "货运询价 | Tarang Global Logistics",
    description:
      "向Tarang Global Logistics索取海运、空运或公路运输报价：只需四个简单步骤填写货运信息、货物详情和附加服务，输入时即时计算计费重量，并立即获得询价编号。",
    keywords: ["货运报价", "印度运费报价", "空运运价", "LCL拼箱报价", "FCL整箱报价", "计费重量", "清关报价"],
  },
  hero: {
    eyebrow: "询价",
    title: "告诉我们您的货物情况",
    lead: "四个简单步骤即可为我们的报价部门提供所需信息：货物发往哪里、是什么货、您需要哪些附加服务，以及如何联系您。您会立即获得一个询价编号，并在一个工作日内收到报价回复。",
  },
  form: {
    title: "您的询价",
    intro: "在您提交之前，您填写的内容会保存在当前浏览器标签页中，您可以放心地来回修改。",
  },
};
