import type * as en from "../../quote";

export const quoteNotice: typeof en.quoteNotice =
  "ご連絡先と貨物情報は、このご依頼のお見積もりとご返信のためだけに使用し、そのために必要な期間のみ保管します。";

export const quotePage: typeof en.quotePage = {
  meta: {
    title: "輸送見積もりのご依頼 | Tarang Global Logistics",
    description:
      "Tarang Global Logisticsに海上・航空・陸上輸送のお見積もりをご依頼ください。貨物の輸送内容、品目、オプションを4つの簡単なステップで入力するだけ。入力と同時に運賃計算重量を算出し、受付番号をすぐにお送りします。",
    keywords: ["輸送 見積もり", "インド 輸送 見積もり", "航空運賃 料金", "LCL 見積もり", "FCL 見積もり", "運賃計算重量", "通関 見積もり"],
  },
  hero: {
    eyebrow: "お見積もりのご依頼",
    title: "貨物について教えてください",
    lead: "4つの簡単なステップで、料金担当デスクに必要な情報をお知らせください。貨物の行き先、品目、ご希望のオプション、ご連絡先です。受付番号はすぐに発行され、1営業日以内に料金を記載したご返信をお送りします。",
  },
  form: {
    title: "お見積もり依頼内容",
    intro: "ご入力内容は送信するまでこのブラウザタブに保存されるため、安心して前後のステップを行き来できます。",
  },
};
