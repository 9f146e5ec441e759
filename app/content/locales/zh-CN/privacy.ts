import type * as en from "../../privacy";
import { applicationRetentionMonths } from "../../form-notices";
import { site } from "../../site";

export const privacyMeta: typeof en.privacyMeta = {
  title: `隐私声明 | ${site.name}`,
  description: `说明${site.name}通过本网站表单收集哪些信息、为何收集、保存多久，以及如何根据印度《2023年数字个人数据保护法》（DPDP法）撤回同意。`,
  keywords: ["隐私声明", "DPDP法2023", "申诉专员", "个人数据保护", "物流", "新孟买"],
};

export const privacyHero: typeof en.privacyHero = {
  title: "隐私声明",
  lead: "我们通过本网站收集哪些信息、为何收集、保存多久，以及您如何撤回同意。",
};

export const privacyUpdated: typeof en.privacyUpdated = { iso: "2026-11-22", display: "2026年11月22日" };

export const privacyIntro: typeof en.privacyIntro = [
  `根据印度《2023年数字个人数据保护法》（DPDP法），${site.name}（以下简称“我们”）是您通过本网站提供的个人数据的数据受托人（Data Fiduciary）。我们只收集每份表单所需的信息，仅将其用于表单旁注明的目的，绝不出售，也绝不用于广告。`,
  "本网站不设置任何广告或分析类Cookie，也不从第三方服务器加载任何内容。您的浏览器会在其本地存储中记住您选择的主题、语言以及您最近一次提交表单的时间（用于执行每分钟仅可发送一条消息的规则）；这些信息只保留在您的设备上。",
];

export const formRecords: typeof en.formRecords = [
  {
    id: "newsletter",
    form: "新闻简报",
    where: "各页面底部的新闻简报订阅表单",
    collected: ["您的电子邮箱地址", "您订阅和确认的时间，以及您当时使用的网络（IP）地址，作为您同意的记录"],
    purpose:
      "用于向您发送我们的新闻简报：贸易动态、海关政策变化和货运建议，大约每月一期。在您通过我们邮件中的链接确认邮箱地址之前，我们不会发送任何内容（双重确认）。",
    retention: "保存至您退订为止。退订后，我们仅保留您的邮箱地址和退订日期，以免误向您再次发送邮件；如您要求，我们也会将其删除。",
  },
  {
    id: "contact",
    form: "联系表单",
    where: "“联系我们”页面",
    collected: ["您的姓名", "您的电子邮箱地址", "您填写的主题和留言", "您使用的网络（IP）地址，用于防止滥用"],
    purpose: "用于答复您的咨询，并保存我们与您往来沟通的记录。",
    retention: "在答复您及跟进您的咨询所需期间内保存。您可随时要求我们删除。",
  },
  {
    id: "careers",
    form: "职位申请",
    where: "“加入我们”页面",
    collected: [
      "您的姓名、电子邮箱地址和电话号码",
      "您申请的职位和留言",
      "您附上的简历（如有；仅在您明确同意保存的情况下）",
      "您作出该同意的时间，以及您当时使用的网络（IP）地址",
    ],
    purpose: "用于评估您的申请、就申请与您联系，并在保存期内考虑您是否适合其他合适的空缺职位。",
    retention: `自您申请之日起保存${applicationRetentionMonths}个月（我们的标准期限），期满后自动删除，包括简历。如您提前撤回同意，我们会更早删除。`,
  },
];

export const storage: typeof en.storage = {
  heading: "您的数据存放在哪里",
  paragraphs: [
    "您通过这些表单发送的所有信息都存储在我们自己运营的服务器上的自有数据库中，与本网站处于同一安全环境。简历与申请一并存储，绝不放在公开文件夹中，只有经授权的员工才能打开。",
    "我们使用一项电子邮件服务向您发送确认邮件和新闻简报，并在有新留言或申请时通知我们的员工；该服务仅代表我们处理您的电子邮箱地址，不作任何其他用途。",
    "只有需要答复您或评估您申请的员工才能访问这些数据。",
  ],
};

export const rights: typeof en.rights = {
  heading: "您在DPDP法下的权利",
  items: [
    "询问我们持有您的哪些个人数据以及如何使用。",
    "要求我们更正、补充或更新您的数据。",
    "随时要求我们删除您的数据，并撤回您作出的任何同意。",
    "如您本人无法行使这些权利，可指定他人代为行使。",
    "向我们的申诉专员提出申诉；如对我们的答复不满意，可向印度数据保护委员会投诉。",
  ],
  howToAsk: {
    heading: "如何申请查阅、更正或删除您的数据",
    paragraphs: [
      `请用您与我们联系时使用的邮箱发送电子邮件至${site.email}，说明您希望查阅、更正还是删除您的数据。我们会查找该邮箱地址下保存的所有信息：职位申请（含简历）、联系留言、询价请求、新闻简报订阅，以及尚未发送给您的邮件。`,
      "如需查阅，我们会向您发送一个包含全部数据的文件（JSON格式，可用任何文本编辑器打开）。如需更正，请告诉我们正确的姓名、电子邮箱地址或电话号码，我们会在每条记录中进行修改。如需删除，我们会删除该邮箱地址下的所有记录，包括简历和未发出的邮件；我们仅保留一条关于已执行删除、删除时间和删除记录数量的备注，绝不保留您的数据。",
      "我们只回复到保存数据所用的邮箱地址，以防他人冒名索取您的数据。",
    ],
  },
};

export const withdraw: typeof en.withdraw = {
  heading: "如何撤回同意",
  items: [
    { title: "新闻简报", text: "每一封新闻简报邮件都附有退订链接，点击一次即可停止接收后续所有邮件。" },
    {
      title: "联系留言和职位申请",
      text: `请用您当时使用的邮箱发送电子邮件至${site.grievanceOfficer.email}，要求我们删除您的数据。我们会将其删除（包括简历），完成后通过电子邮件确认。`,
    },
  ],
  note: "撤回同意与作出同意一样简单，且不影响我们在您撤回之前对数据进行的处理。",
};

export const grievance: typeof en.grievance = {
  heading: "申诉专员",
  text: "如果您对我们处理个人数据的方式有疑问或投诉，请写信给我们的申诉专员。我们会确认收到每一项请求，并尽快答复。",
  officer: { name: "米拉·艾耶尔", title: "申诉专员", email: site.grievanceOfficer.email },
};

export const privacyCta: typeof en.privacyCta = {
  heading: "对您的数据有疑问？",
  text: `请写信至${site.grievanceOfficer.email}，或给我们留言，专员将在24小时内回复您。`,
  label: "联系我们",
};
