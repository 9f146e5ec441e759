import type * as en from "../../accessibility";
import { site } from "../../site";

export const accessibilityMeta: typeof en.accessibilityMeta = {
  title: `アクセシビリティ方針 | ${site.name}`,
  description: `${site.name}がこのウェブサイトをWCAG 2.2 レベルAAに沿ってどのように構築・検証しているか、まだ対応できていない点、そしてバリアを見つけた際のご連絡方法をご説明します。`,
  keywords: ["アクセシビリティ方針", "WCAG 2.2", "AA", "キーボード操作", "スクリーンリーダー", "物流"],
};

export const accessibilityUpdated: typeof en.accessibilityUpdated = { iso: "2026-11-24", display: "2026年11月24日" };

export const accessibilityIntro: typeof en.accessibilityIntro =
  "当社をご利用の方、ご検討中の方のどなたもが、お使いの端末、ブラウザ、支援技術にかかわらず、このサイトを読み、必要な情報を見つけ、メッセージを送れるようにしたいと考えています。";

export const accessibilityTarget: typeof en.accessibilityTarget =
  "目標は、すべての公開ページとスタッフ用サインインにおいて、Web Content Accessibility Guidelines（WCAG）2.2 のレベルAAを満たすことです。達成できていない点は以下に明記し、修正すべき不具合として扱います。";

export const accessibilityTesting: typeof en.accessibilityTesting = [
  {
    title: "実際のブラウザでの自動チェック",
    text: "すべての公開ページをChromiumで開き、ライトテーマとダークテーマの両方で、axeによりWCAG AおよびAAの不適合をスキャンしています。",
  },
  {
    title: "キーボード操作",
    text: "ブラウザテストでナビゲーション、モバイルメニュー、各フォームをキーボードだけで操作し、フォーカスが見えること、そして適切な位置に移ることを確認しています。",
  },
  {
    title: "ピクセルから測定するコントラスト",
    text: "写真の上に重なる文字は、スマートフォンとデスクトップの画面幅、両方のテーマ、右から左に書くアラビア語表示において、背後に描画されたピクセルに対して検証し、4.5:1以上のコントラスト比を確保する必要があります。フォーム入力欄の枠線は3:1以上が必要です。",
  },
  {
    title: "スクリーンショットとレイアウト",
    text: "幅360ピクセルと1440ピクセルで両テーマのページのスクリーンショットを確認し、幅320ピクセルで横スクロールが発生するページがないことをテストで確認しています。",
  },
  {
    title: "JavaScriptなしでの表示と印刷",
    text: "ページはスクリプトが動作する前に完全なHTMLとして配信されます（スクリプト開始前のページを読み取るテストがあります）。印刷用スタイルシートにより、本文のみが白地に濃い文字で、リンク先のアドレスを書き出した形で印刷されます。",
  },
  {
    title: "動き",
    text: "背景の動画とスライドショーは、操作により一時停止でき、システムで動きを減らす設定をしている方には静止したまま表示されます。",
  },
];

export const accessibilityLimits: typeof en.accessibilityLimits = [
  "ブログ記事は、執筆された言語で表示されます。",
  "ページを装飾するだけの写真やイラストには代替テキストを付けていません。情報を伝える写真やイラストは、その内容を横の本文で説明しています。",
  "サインインが必要なスタッフ用エリアもaxeでスキャンしていますが、公開ページほど綿密にはテストしていません。",
];

export const accessibilityContact: typeof en.accessibilityContact = {
  lead: "このサイトで先に進めなくなったり、作業が本来より難しく感じられたりした場合は、ぜひお知らせください。どのページで、何をしようとしていたか、そして差し支えなければお使いのブラウザや支援技術を教えてください。",
  email: site.email,
  answer:
    "すべてのメッセージを担当者が読みます。バリアが解消されるまでの間は、必要な情報をメールや電話でお伝えするか、ご依頼をメールや電話でお受けします。",
};
