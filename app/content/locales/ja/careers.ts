import type * as en from "../../careers";
import { site } from "../../site";

export const careersMeta: typeof en.careersMeta = {
  title: "ナビムンバイの物流求人・インターン | Tarang Global Logistics",
  description:
    "ナビムンバイのTarang Global Logisticsで、2・3・6か月のインターンシップと、フォワーディング、通関、倉庫保管の専門職を募集しています。オンラインで応募できます。",
  keywords: [
    "物流 インターン ナビムンバイ",
    "フォワーダー 求人 ムンバイ",
    "通関 求人",
    "倉庫 求人 ナビムンバイ",
    "インド 物流 キャリア",
    "Tarang Global Logistics 採用",
  ],
};

export const careersHero: typeof en.careersHero = {
  eyebrow: "採用情報",
  title: "インドの貿易を動かすキャリアを築く",
  lead: "通関、輸送、倉庫保管を、毎日その仕事をしている人たちから学べます。ナビムンバイのオフィスと倉庫で、学生・既卒者向けのインターンシップと、経験者向けの専門職を募集しています。",
  action: "今すぐ応募",
};

export const whyJoin: typeof en.whyJoin = {
  title: "私たちと働く理由",
  items: [
    {
      title: "物流の全体像が見える",
      text: "ICEGATEでの輸出申告書の提出から、ナバシェバでのコンテナ積み込みまで。ひとつの狭い作業ではなく、輸送のあらゆる工程がどうつながっているかを学べます。",
      icon: "route",
    },
    {
      title: "早い段階から責任ある仕事を",
      text: "インターンや新入社員も、メンターとともに実際の案件に携わります。丁寧で確実な仕事はきちんと評価され、すぐにより大きな仕事を任されます。",
      icon: "target",
    },
    {
      title: "会社とともに成長する",
      text: "チームリーダーの中には、インターンや研修生として入社した人が何人もいます。研修費用を会社が負担し、通関業者試験の準備をする社員を支援しています。",
      icon: "trending-up",
    },
  ],
};

export const tracksSection: typeof en.tracksSection = {
  title: "2つの応募コース",
  intro: "ご自身の状況に合ったコースをお選びください。どちらも下の同じフォームから応募できます。",
  tabsLabel: "キャリアパス",
};

export const internships: typeof en.internships = {
  tab: "学びながら成長したい方へ",
  heading: "インターンシップ",
  intro:
    "商学、経営学、国際ビジネス、物流を学ぶ学生や卒業して間もない方で、実務経験を積みたい方が対象です。実際の業務デスクに加わり、メンターが毎週一緒に進捗を振り返ります。",
  body: [
    {
      months: 2,
      text: "貿易の入門編です。通関デスクとオペレーションデスクの業務に同行し、輸出貨物の背後にある書類を学び、チェックリストや案件ファイルの作成を手伝います。",
    },
    {
      months: 3,
      text: "日々の業務と並行して、明確に定めたプロジェクトを担当します。進行中の貨物のマイルストーン追跡、運賃比較の作成、倉庫の在庫レポートの整理などです。",
    },
    {
      months: 6,
      text: "デスクの一員として働きます。確認用の輸出申告書・輸入申告書の起案、運送会社との集荷調整、ブッキングから配達証明までの貨物のフォローを行います。",
    },
  ],
  listTitle: "インターンの配属先",
  list: ["通関書類の作成とICEGATEでの申告", "海上・航空輸送のオペレーション", "倉庫保管と在庫管理", "営業サポートとカスタマーサービス"],
  perksTitle: "得られるもの",
  perks: ["毎月の奨励金と修了証明書", "配属デスクのメンター", "優れた成果を上げた方への推薦状", "研修生（トレーニー）採用での優先選考"],
};

export const professionals: typeof en.professionals = {
  tab: "経験を活かして活躍したい方へ",
  heading: "専門職",
  intro:
    "フォワーディング、通関業務、倉庫保管、輸送、営業の経験者が対象です。お客様の貨物に責任をもち、私たちとともに長く続くものを築きたいプロフェッショナルを採用しています。",
  body: [
    {
      title: "書類選考",
      text: "人事部と採用部門が、すべての応募書類を職務内容に照らして確認します。ご経歴が職務要件に合う場合は、2週間以内にご連絡します。",
    },
    {
      title: "人事面談",
      text: "人事チームと電話または対面で、これまでのご経験、希望される仕事、退職予告期間、ご希望条件についてお話しします。",
    },
    {
      title: "部門責任者による最終面接",
      text: "配属予定部門の責任者との実践的なディスカッションで、そのデスクの実際の事例を題材にすることもよくあります。1週間以内に結果をお伝えできるよう努めています。",
    },
  ],
  listTitle: "募集しているチーム",
  list: ["通関・書類作成", "海上・航空輸送のオペレーション", "倉庫監督と在庫管理", "事業開発と主要顧客担当", "経理とコンプライアンス"],
  perksTitle: "待遇・制度",
  perks: [
    "ムンバイの物流業界の水準に合わせ、毎年見直す給与",
    "団体医療保険",
    "会社負担の研修と資格取得",
    "上級職・管理職への明確なキャリアパス",
  ],
};

export const recruitmentStepsTitle: typeof en.recruitmentStepsTitle = "採用の流れ";
export const internshipDurationsTitle: typeof en.internshipDurationsTitle = "期間を選ぶ";

const officialDomain = site.careersEmail.split("@")[1];

export const feeWarning: typeof en.feeWarning = {
  title: "応募者に金銭を求めることは一切ありません",
  text: `${site.name}は、採用のどの段階でも、手数料を請求したり保証金を求めたりすることはありません。応募、面接、研修、制服、内定通知書のいずれについてもです。正規の連絡は@${officialDomain}のアドレスからのみ届きます。当社の名前で支払いを求められた場合は、支払わずに、次のアドレスまでご報告ください：`,
  email: site.careersEmail,
};

export const applySection: typeof en.applySection = {
  title: "今すぐ応募",
  intro:
    "インターンシップと専門職の応募フォームは共通です。ご自身について、そして希望する仕事について簡単にお聞かせください。所要時間は5分ほどです。",
};

export const applyTips: typeof en.applyTips = {
  title: "応募の前に",
  items: [
    "フォームでインターンシップか専門職かを選択してください。インターンシップの場合は、希望する期間（2・3・6か月）と参加可能な開始時期をメッセージにご記入ください。",
    "履歴書は5 MB未満のPDFで添付してください。任意ですが、選考がスムーズになります。",
    "すべての応募書類を担当者が読みます。書類選考を通過した方には、2週間以内にご連絡します。",
  ],
  emailNote: "メールでの応募をご希望の場合は、履歴書を次のアドレスへお送りください：",
  email: site.careersEmail,
};

export const careersCta: typeof en.careersCta = {
  heading: "応募前のご質問はありますか？",
  text: "メールまたはお電話でお気軽にお問い合わせください。職種やインターンシップについて、人事チームが詳しくご説明します。",
  label: "お問い合わせ",
};

export const openingsSection: typeof en.openingsSection = {
  empty: "現在募集中の職種はありません。履歴書はいつでもお送りください。",
  title: "募集中の職種",
  intro: "現在募集している職種です。それぞれに勤務地、求める経験、応募締切日を記載しています。",
  filtersLabel: "募集職種を絞り込む",
  department: "部門",
  allDepartments: "すべての部門",
  location: "勤務地",
  allLocations: "すべての勤務地",
  type: "雇用形態",
  allTypes: "すべての雇用形態",
  apply: "職種を表示",
  clear: "条件をクリア",
  noMatch: "この条件に合う募集職種はありません。",
  closesOn: "応募締切",
  view: "詳細を見る",
};

export const openingPage: typeof en.openingPage = {
  backToAll: "募集職種一覧",
  applyAction: "この職種に応募する",
  factsTitle: "募集概要",
  facts: {
    department: "部門",
    location: "勤務地",
    type: "雇用形態",
    experience: "経験",
    salary: "給与",
    posted: "掲載日",
    closes: "応募締切",
  },
  applyTitle: "この職種に応募する",
  applyIntro:
    "下のフォームは、この職種の採用チームに届きます。ご自身について、そしてこの職種が合っていると思う理由を簡単にお聞かせください。履歴書があると選考がスムーズになります。",
  closedTitle: "この募集は終了しました",
  closedText: "この職種の応募受付は終了しています。現在募集中の職種をご覧いただくか、一般応募をお送りください。",
  closedAction: "募集中の職種を見る",
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
