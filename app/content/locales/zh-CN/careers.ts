import type * as en from "../../careers";
import { site } from "../../site";

export const careersMeta: typeof en.careersMeta = {
  title: "新孟买物流职位与实习 | Tarang Global Logistics",
  description:
    "Tarang Global Logistics（新孟买）提供为期2个月、3个月或6个月的实习，以及国际货运代理、清关和仓储领域的专业职位。欢迎在线申请。",
  keywords: ["新孟买物流实习", "孟买货运代理招聘", "清关职位招聘", "新孟买仓库招聘", "印度物流职业发展", "Tarang Global Logistics招聘"],
};

export const careersHero: typeof en.careersHero = {
  eyebrow: "加入我们",
  title: "投身推动印度贸易的事业",
  lead: "跟每天从事清关、货运和仓储工作的行家学习。我们在新孟买的办公室和仓库为在校生和毕业生提供实习机会，也为有经验的从业者提供专业职位。",
  action: "立即申请",
};

export const whyJoin: typeof en.whyJoin = {
  title: "为什么选择我们",
  items: [
    {
      title: "看清整条链路",
      text: "从在ICEGATE上申报出口报关单，到在纳瓦谢瓦装箱上船，您将了解一票货物的各个环节如何衔接，而不只是做一项单一的工作。",
      icon: "route",
    },
    {
      title: "尽早承担真正的责任",
      text: "实习生和新员工在导师带领下操作真实货物。认真可靠的工作会被看到，并很快被委以更多重任。",
      icon: "target",
    },
    {
      title: "与公司共同成长",
      text: "我们有多位团队主管是从实习生或培训生做起的。我们资助员工参加培训，并支持同事备考报关代理人（Customs Broker）资格考试。",
      icon: "trending-up",
    },
  ],
};

export const tracksSection: typeof en.tracksSection = {
  title: "两种加入方式",
  intro: "请根据您目前的情况选择适合的路径。两者均通过下方同一份表单申请。",
  tabsLabel: "职业路径",
};

export const internships: typeof en.internships = {
  tab: "与我们一起学习成长",
  heading: "实习项目",
  intro: "面向商科、管理、国际商务和物流专业、希望获得实践经验的在校生和应届毕业生。您将加入一个实际运作的岗位，导师每周与您一起回顾进展。",
  body: [
    {
      months: 2,
      text: "入门了解这个行业：跟随清关和操作岗位学习，了解一票出口货物背后的单证，并协助准备核对清单和货物档案。",
    },
    {
      months: 3,
      text: "在日常工作之外承担一个明确的项目，例如跟踪在途货物的各个节点、整理运价比较，或编制仓库库存报表。",
    },
    {
      months: 6,
      text: "作为岗位的一员工作：起草出口报关单和进口报关单供审核，与承运商协调提货，并跟进货物从订舱到签收的全过程。",
    },
  ],
  listTitle: "实习岗位",
  list: ["报关单证与ICEGATE申报", "海运和空运操作", "仓储与库存管理", "销售支持与客户服务"],
  perksTitle: "您将收获",
  perks: ["每月实习津贴及结业证书", "来自所在岗位的导师", "表现优秀者可获推荐信", "培训生职位优先考虑"],
};

export const professionals: typeof en.professionals = {
  tab: "与我们一起引领卓越",
  heading: "专业职位",
  intro:
    "面向在国际货运代理、报关代理、仓储、运输和销售领域有经验的人士。我们招聘愿意对客户货物负起责任、希望与我们共同打造长久事业的专业人才。",
  body: [
    {
      title: "简历筛选",
      text: "人力资源部和用人部门会对照岗位要求阅读每一份申请。如果您的背景合适，我们会在两周内与您联系。",
    },
    {
      title: "人力资源面谈",
      text: "通过电话或当面与我们的人力资源团队交流，内容包括您的经历、求职意向、离职通知期和期望。",
    },
    {
      title: "部门负责人终面",
      text: "与您将加入部门的负责人进行务实的讨论，通常围绕该岗位的一个真实案例展开。我们力争在一周内确认结果。",
    },
  ],
  listTitle: "招聘团队",
  list: ["清关与单证", "海运和空运操作", "仓库主管与库存管理", "业务拓展与大客户管理", "财务与合规"],
  perksTitle: "我们提供",
  perks: ["薪酬对标孟买物流市场水平，每年调整", "团体医疗保险", "公司资助的培训和资格认证", "清晰的晋升通道，可升至高级和管理岗位"],
};

export const recruitmentStepsTitle: typeof en.recruitmentStepsTitle = "招聘流程";
export const internshipDurationsTitle: typeof en.internshipDurationsTitle = "选择实习期限";

const officialDomain = site.careersEmail.split("@")[1];

export const feeWarning: typeof en.feeWarning = {
  title: "我们绝不向求职者收取任何费用",
  text: `${site.name}在招聘的任何环节都不会收取费用或要求缴纳押金：申请、面试、培训、工服或录用通知书均不收费。真实的招聘信息只会来自@${officialDomain}邮箱。如有人以我们的名义要求您付款，请勿支付，并向以下邮箱举报：`,
  email: site.careersEmail,
};

export const applySection: typeof en.applySection = {
  title: "立即申请",
  intro: "实习和专业职位共用一份表单。请简要介绍您自己和您希望从事的工作，大约需要五分钟。",
};

export const applyTips: typeof en.applyTips = {
  title: "申请前须知",
  items: [
    "请在表单中选择实习或专业职位。申请实习的，请在留言中注明希望的期限（2个月、3个月或6个月）以及可开始的时间。",
    "请以PDF格式附上简历，大小不超过5 MB。简历为选填项，但有助于我们更快完成筛选。",
    "每份申请都有专人阅读；入围的候选人将在两周内收到我们的回复。",
  ],
  emailNote: "希望通过电子邮件申请？请将简历发送至",
  email: site.careersEmail,
};

export const careersCta: typeof en.careersCta = {
  heading: "申请前有疑问？",
  text: "欢迎来信或致电我们的办公室；人力资源团队很乐意为您详细介绍职位或实习项目。",
  label: "联系我们",
};

export const openingsSection: typeof en.openingsSection = {
  empty: "目前暂无空缺职位，欢迎您主动投递简历",
  title: "招聘职位",
  intro: "以下是我们目前正在招聘的职位。每个职位均注明工作地点、经验要求和申请截止日期。",
  filtersLabel: "筛选招聘职位",
  department: "部门",
  allDepartments: "全部部门",
  location: "工作地点",
  allLocations: "全部地点",
  type: "职位类型",
  allTypes: "全部类型",
  apply: "显示职位",
  clear: "清除筛选",
  noMatch: "没有符合筛选条件的招聘职位。",
  closesOn: "申请截止",
  view: "查看职位",
};

export const openingPage: typeof en.openingPage = {
  backToAll: "全部招聘职位",
  applyAction: "申请该职位",
  factsTitle: "职位概览",
  facts: {
    department: "部门",
    location: "工作地点",
    type: "职位类型",
    experience: "经验要求",
    salary: "薪资",
    posted: "发布日期",
    closes: "申请截止",
  },
  applyTitle: "申请该职位",
  applyIntro: "以下表单将直接发送给该职位的招聘团队。请简要介绍您自己以及您为何适合该职位；附上简历有助于我们更快完成筛选。",
  closedTitle: "该职位已停止招聘",
  closedText: "我们已不再接受该职位的申请。请查看目前正在招聘的职位，或向我们提交一份通用申请。",
  closedAction: "查看招聘职位",
};

export const careersPage: typeof en.careersPage = {
  meta: careersMeta,
  hero: careersHero,
  whyJoin,
  tracksSection,
  internships,
  professionals,
  internshipDurationsTitle,
  recruitmentStepsTitle,
  feeWarning,
  applySection,
  applyTips,
  openingsSection,
  cta: careersCta,
};
