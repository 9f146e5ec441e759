import type * as en from "../../contact";

export const contactMeta: typeof en.contactMeta = {
  title: "お問い合わせ | Tarang Global Logistics（ナビムンバイ）",
  description:
    "ナビムンバイ・ネルルのTarang Global Logisticsへは、お電話、メール、ご来社でご連絡いただけます。営業時間は月曜〜土曜の午前10時〜午後6時。通常24時間以内にご返信します。",
  keywords: [
    "Tarang Global Logistics 問い合わせ",
    "フォワーダー ナビムンバイ 連絡先",
    "通関業者 ネルル",
    "物流会社 ナビムンバイ 電話",
    "インド 輸送 見積もり",
  ],
};

export const contactHero: typeof en.contactHero = {
  eyebrow: "ご相談窓口",
  title: "お問い合わせ",
  lead: "輸送する品目、発地と仕向地をお知らせください。輸送、通関、倉庫保管の専門スタッフが24時間以内にご返信します。",
};

export const contactDetails: typeof en.contactDetails = {
  title: "チームへのご連絡",
  intro:
    "お見積もり、ブッキング、通関に関するご質問、貨物の状況確認は、お電話またはメールでどうぞ。すでに輸送中の貨物に関するお急ぎのご用件は、お電話がいちばん早く対応できます。",
  visit: { title: "ご来社", note: "ご来社は事前予約制です。適切な専門スタッフがお迎えできるようにするためです。" },
  call: { title: "お電話", note: "お見積もり、ブッキング、貨物の状況確認。" },
  email: { title: "メール", note: "通常24時間以内にご返信します。" },
  hours: { title: "営業時間", text: "月曜〜土曜、午前10時〜午後6時", note: "日曜・祝日は休業です。" },
};

export const contactMap: typeof en.contactMap = {
  title: "アクセス",
  note: "オフィスはハーバー線のシーウッズ・ダラベ駅から徒歩すぐで、ビル内に来客用駐車場があります。",
  directions: "経路を表示",
};

export const messageSection: typeof en.messageSection = {
  title: "メッセージを送る",
  intro:
    "お見積もり、ルートプラン、通関やコンプライアンスに関するアドバイスをお気軽にご依頼ください。詳しくお知らせいただくほど、最初のご返信がお役に立つものになります。",
};

export const messageTips: typeof en.messageTips = {
  title: "迅速なご返信のために",
  items: [
    "輸送する品目：品名、わかればHSコード、危険物や温度管理品に該当するかどうか。",
    "発地と仕向地、およびバイヤーまたはサプライヤーと合意したIncoterms。",
    "重量、寸法、梱包数、またはコンテナの種類と本数。",
    "貨物の準備が整う時期と、到着が必要な時期。",
  ],
  note: "すでに当社をご利用中の場合は、案件番号またはブッキング番号をお書き添えください。担当コーディネーターが引き継ぎます。",
};

export const contactCta: typeof en.contactCta = {
  heading: "輸送のご予定はありますか？",
  text: "貨物、ルート、日程を短いメッセージでお知らせください。専門スタッフが24時間以内に、次のステップをご返信します。",
  label: "メッセージを送る",
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
