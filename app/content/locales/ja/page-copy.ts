import type * as en from "../../page-copy";
import { site } from "../../site";

export const homePage: typeof en.homePage = {
  playVideo: "背景動画を再生",
  pauseVideo: "背景動画を一時停止",
};

export const aboutPage: typeof en.aboutPage = {
  heroEyebrow: "{founded}年創業",
  heroTitle: "{name}について",
  heroLead:
    "{founded}年に{formerName}として創業し、{renamed}年に社名を変更しました。ナビムンバイを拠点に、インドの輸出入企業の貨物を運んでいます。",
  storyEyebrow: "沿革",
  commitmentEyebrow: "お客様への姿勢",
  foundationsEyebrow: "事業の基盤",
  foundationsTitle: "私たちの強み",
  valuesEyebrow: "仕事の進め方",
  valuesTitle: "5つの価値観",
  philosophyLink: "私たちの使命・ビジョン・価値観を見る",
  howItWorksLink: "輸送の流れをステップごとに見る",
  leadershipEyebrow: "経営陣",
  leadershipTitle: "経営陣のご紹介",
  cta: {
    heading: "貨物を担当するチームにご相談ください",
    text: "輸送についてお聞かせください。適切な専門スタッフがお話を伺います。",
    label: "チームに相談する",
  },
};

export const philosophyPage: typeof en.philosophyPage = {
  eyebrow: "私たちの理念",
  title: "使命、ビジョン、価値観",
  sectionTitle: "すべての輸送の指針",
};

export const ourTeamPage: typeof en.ourTeamPage = {
  title: "チーム紹介",
  action: "会社概要へ",
};

export const howItWorksPage: typeof en.howItWorksPage = {
  eyebrow: "ご利用の流れ",
  title: "お問い合わせからお届けまで",
  sectionTitle: "6つのステップを、ひとつのチームが責任をもって",
  stepLabel: "ステップ{number}：",
  cta: {
    heading: "まずはご相談から",
    text: "貨物、ルート、スケジュールをお知らせください。24時間以内に輸送プランとお見積もりをお送りします。",
  },
};

const servicesLead =
  "フォワーディング、通関、倉庫保管、陸上輸送、そしてそれらを支える専門サービスを、ナビムンバイのひとつのチームが提供します。";

export const servicesPage: typeof en.servicesPage = {
  meta: {
    title: `サービス一覧 | ${site.name}`,
    description: servicesLead,
    keywords: ["インド 物流サービス", "フォワーディング", "通関", "倉庫保管", "陸上輸送", "ナビムンバイ"],
  },
  eyebrow: "事業内容",
  title: "サービス一覧",
  lead: servicesLead,
  sectionEyebrow: "12のサービス、ひとつのパートナー",
  sectionTitle: "工場からバイヤーまで、貨物に必要なすべてを",
  intro:
    "単独のサービスのご依頼も、輸送全体のお任せも可能です。最初のお見積もりから最終のお届けまで、すべての貨物に担当コーディネーターと同じチームが付きます。{link}。",
  introLink: "貨物が動く流れをステップごとに見る",
  pauseRotation: "画像の切り替えを一時停止",
  resumeRotation: "画像の切り替えを再開",
  cardLinkContext: "{title}について",
};

export const serviceDetailPage: typeof en.serviceDetailPage = {
  backLink: "サービス一覧に戻る",
  playSlideshow: "スライドショーを再生",
  pauseSlideshow: "スライドショーを一時停止",
  asideLabel: "目次と連絡先",
  onThisPage: "このページの内容",
  speakToSpecialist: "専門スタッフに相談する",
  hours: "{days}、{time}",
  stepLabel: "ステップ{number}：",
  moreTitle: "その他のサービス",
};

const industriesLead = "特殊化学品や医薬品から重量機械、水処理プラントまで、13業界の貨物に合わせた物流を提供します。";

export const industriesPage: typeof en.industriesPage = {
  meta: {
    title: `対応業界 | ${site.name}`,
    description: industriesLead,
    keywords: ["業界別 物流 インド", "化学品 物流", "医薬品 物流", "プロジェクトカーゴ", "危険物 輸送", "ナビムンバイ"],
  },
  eyebrow: "お取引のある業界",
  title: "対応業界",
  lead: industriesLead,
  sectionEyebrow: "業界ごとの専門性",
  sectionTitle: "貨物には、それぞれのルールがあります",
  intro: "危険物申告書、温度記録、寸法超過貨物の許可、植物検疫証明書。各業界の貨物に何が必要かを、港に届く前から把握しています。",
  cardLinkContext: "{title}について",
  otherTitle: "お探しの業界がありませんか？",
  otherText:
    "繊維、電子機器、食品、家具、プロジェクトカーゴも輸送しています。輸送する品目をお知らせいただければ、その書類、梱包、取り扱いのルールに合わせて計画します。",
  otherLink: "チームに相談する",
};

export const industryDetailPage: typeof en.industryDetailPage = {
  backLink: "すべての業界",
  heroEyebrow: "対応業界",
  expertiseEyebrow: "私たちのサポート",
  expertiseTitle: "業界の専門知識",
  asideLabel: "連絡先とその他の業界",
  otherIndustries: "その他の業界",
};

export const greenLogisticsPage: typeof en.greenLogisticsPage = {
  targetYear: "{year}年までに",
};

export const privacyPage: typeof en.privacyPage = {
  overviewTitle: "当社について、およびこの通知の対象",
  updated: "最終更新日：{date}",
  collectedTitle: "収集する情報、その目的と保管期間",
  through: "{link}から。",
  collected: "収集する情報",
  purpose: "目的",
  retention: "保管期間",
};

export const accessibilityPage: typeof en.accessibilityPage = {
  eyebrow: "アクセシビリティ方針",
  title: "誰もが使えるサイトを目指して",
  reviewed: "最終確認日：{date}",
  targetTitle: "目標：WCAG 2.2 AA",
  testingTitle: "テストの方法",
  limitsTitle: "既知の制限事項",
  barriersTitle: "バリアについてのご連絡",
};

export const notFoundPage: typeof en.notFoundPage = {
  meta: {
    title: `ページが見つかりません | ${site.name}`,
    description: `お探しのページは移動したか、存在しません。${site.name}のウェブサイトで、サービス、対応業界、ブログ、連絡先をご覧ください。`,
  },
};

export const holdingPage: typeof en.holdingPage = {
  title: "このセクションは準備中です",
  text: "ウェブサイトのこの部分は現在準備中です。ここで扱う予定の内容については、当社チームがすでに対応しております。お電話またはメールでご連絡いただければ、専門スタッフが{replyTime}以内にご返信します。",
};
