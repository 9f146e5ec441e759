import type * as en from "../../accessibility";
import { site } from "../../site";

export const accessibilityMeta: typeof en.accessibilityMeta = {
  title: `无障碍声明 | ${site.name}`,
  description: `介绍${site.name}如何按照WCAG 2.2 AA级标准建设和测试本网站、目前已知尚未达标之处，以及如何向我们反馈使用障碍。`,
  keywords: ["无障碍声明", "WCAG 2.2", "AA级", "键盘操作", "读屏软件", "物流网站"],
};

export const accessibilityUpdated: typeof en.accessibilityUpdated = { iso: "2026-11-24", display: "2026年11月24日" };

export const accessibilityIntro: typeof en.accessibilityIntro =
  "无论使用何种设备、浏览器或辅助技术，我们都希望每一位现有客户和潜在客户都能阅读本网站、找到所需信息并给我们留言。";

export const accessibilityTarget: typeof en.accessibilityTarget =
  "我们的目标是在所有公开页面和员工登录页面达到《Web内容无障碍指南》（WCAG）2.2 AA级标准。未能达标之处，我们会在下文如实说明，并将其视为必须修复的缺陷。";

export const accessibilityTesting: typeof en.accessibilityTesting = [
  {
    title: "在真实浏览器中自动检测",
    text: "每个公开页面都会在Chromium中打开，并使用axe分别在浅色和深色主题下扫描WCAG A级和AA级问题。",
  },
  {
    title: "键盘操作",
    text: "浏览器测试仅用键盘遍历导航栏、移动端菜单和表单，检查焦点是否清晰可见、是否落在正确位置。",
  },
  {
    title: "按像素测量对比度",
    text: "照片上的文字会与其背后实际渲染的像素进行比对，覆盖手机和桌面宽度、两种主题以及从右向左排版的阿拉伯语页面，对比度须达到4.5:1。表单字段边框须达到3:1。",
  },
  {
    title: "截图与版式",
    text: "我们查看页面在360像素和1440像素宽度、两种主题下的截图，并通过测试确保任何页面在320像素宽度下都不会出现横向滚动。",
  },
  {
    title: "无JavaScript及打印",
    text: "页面在任何脚本运行前即以完整的HTML提供（测试会在脚本启动前读取页面）；打印样式表只打印正文内容，白底深色文字，并完整列出链接地址。",
  },
  {
    title: "动态效果",
    text: "背景视频和幻灯片可按需暂停；对于在系统中设置了“减少动态效果”的用户，它们将保持静止。",
  },
];

export const accessibilityLimits: typeof en.accessibilityLimits = [
  "博客文章以撰写时所用的语言显示。",
  "仅起装饰作用的照片和插图没有文字说明；承载信息的图片，其内容已在旁边的文字中说明。",
  "登录后的员工区域会用axe扫描，但测试不如公开页面全面。",
];

export const accessibilityContact: typeof en.accessibilityContact = {
  lead: "如果本网站上的某些内容妨碍了您的使用，或让某项操作变得比应有的更困难，请告诉我们：是哪个页面、您当时想做什么，以及（如您愿意提供）您使用的浏览器或辅助技术。",
  email: site.email,
  answer: "每一条留言都有专人阅读；在障碍修复之前，我们会通过电子邮件或电话向您提供所需信息或受理您的请求。",
};
