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
  title: "実績・認証 | Tarang Global Logistics",
  description:
    "ナビムンバイを拠点に15年以上、取引先1,500社以上、配送実績15,000件以上、対応都市500以上。Tarang Global LogisticsはWCA加盟、AEO認定、ISO 9001:2015認証を取得しています。",
  keywords: [
    "Tarang Global Logistics 実績",
    "AEO認定 フォワーダー",
    "WCA加盟 インド",
    "ISO 9001:2015 物流会社",
    "通関業者 ナビムンバイ",
    "インド 物流 認証",
  ],
};

export const achievementsHero: typeof en.achievementsHero = {
  eyebrow: "実績",
  title: `${yearsInBusiness()}年にわたる輸送実績と、それを支える認証`,
  lead: `${site.founded}年以来、インド全土の輸出入企業の貨物を通関し、保管し、運んできました。以下の数字はその成果であり、認証はその成果を積み重ね続けるための仕組みです。`,
};

export const milestonesSection: typeof en.milestonesSection = {
  title: "数字で見る私たちの仕事",
  intro:
    "推計ではなく、自社の輸送記録から集計した数字です。どの数字も、ナバシェバのゲート前に並んだ1社のお客様、1通の輸出申告書、1台のトラックから始まりました。",
};

export const milestones: typeof en.milestones = [
  {
    value: 15,
    suffix: "+",
    label: "業界経験（年）",
    detail: `${site.founded}年から通関業務、${site.renamed}年から総合フォワーディングを提供。`,
    icon: "clock",
  },
  {
    value: 1500,
    suffix: "+",
    label: "ご満足いただいた取引先（社）",
    detail: "製造業者、商社、輸出業者。10年以上お付き合いのあるお客様も多数。",
    icon: "handshake",
  },
  {
    value: 15000,
    suffix: "+",
    label: "配送完了件数",
    detail: "配達証明付きでお届けしたコンテナ、航空貨物、トラック便。",
    icon: "package",
  },
  {
    value: 500,
    suffix: "+",
    label: "対応都市数",
    detail: "インド全土へのドア・ツー・ドア輸送と、提携ネットワークを通じた海外への輸送。",
    icon: "map-pin",
  },
];

export const credentialsSection: typeof en.credentialsSection = {
  title: "認証と加盟団体",
  intro:
    "私たちの仕事の進め方は、独立した機関の監査を受けています。これらの認証は、お客様の貨物があらゆる段階で、文書化され検証された手順のもとで取り扱われていることを意味します。",
};

export const credentials: typeof en.credentials = [
  {
    title: "WCA加盟",
    issuer: "独立系フォワーダーの国際ネットワーク WCA",
    text: "WCAネットワークへの加盟により、仕向地には審査を経た提携代理店がおり、すべての加盟社に課される支払保護とサービス基準があります。発地でも仕向地でも、貨物は信頼できる相手の手にあります。",
    image: badge("wca", "フォワーディングのWCA加盟バッジ"),
  },
  {
    title: "AEO認定",
    issuer: "インド中央間接税・関税局（CBIC）",
    text: "インド税関が認定する認定事業者（AEO）として、セキュリティ、記録管理、コンプライアンスについて監査済みの基準を満たしています。これにより、お客様の貨物はより迅速で見通しの立てやすい通関が可能になります。",
    image: badge("aeo", "AEO認定バッジ：認定事業者、インド税関"),
  },
  {
    title: "ISO 9001:2015認証",
    issuer: "品質マネジメントシステム",
    text: "フォワーディング、通関、倉庫保管を対象とする当社の品質マネジメントシステムは、ISO 9001:2015の認証を取得しています。プロセスを文書化し、内部監査を行い、問題が起きたときは是正処置を講じます。",
    image: badge("iso", "ISO 9001:2015認証バッジ：品質マネジメントシステム"),
  },
];

export const recognitionNote: typeof en.recognitionNote = {
  title: "これらの認証がお客様の貨物にもたらすもの",
  points: [
    "輸出申告書と輸入申告書を検証済みの手順で作成するため、審査時の照会が少なくなります。",
    "仕向地のパートナーは、名簿から選ぶのではなく、WCAネットワークを通じて審査された企業です。",
    "苦情は記録・調査し、ISOシステムの要求どおり是正処置をもって完了させます。",
  ],
};

export const achievementsCta: typeof en.achievementsCta = {
  heading: `${yearsInBusiness()}年の経験を、次の貨物に`,
  text: "輸送する品目と行き先をお知らせください。24時間以内に専門スタッフが、ルート、スケジュール、明快なお見積もりをご返信します。",
  label: "チームに相談する",
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
