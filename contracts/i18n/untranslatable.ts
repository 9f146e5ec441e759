/**
 * Words that stay as they are in every language (docs/i18n.md): brand, acronyms, trade codes, units and
 * names. The catalogue checks (contracts/i18n/catalogues.test.ts) and the browser test of every page in every language
 * share this list.
 */
export const untranslatableWords = new Set(
  `Tarang Global Logistics Shipping Agencies WCA FIATA IATA ICEGATE DGFT ISPM-15 FCL LCL AEO IEC GST HS CHA CFS ICD JNPT
  Incoterm Incoterms EXW FOB CIF DAP DDP FCA CPT CIP DPU TEU ISO CO2 CO₂ kg km ft m³ KYC DPDP e-BRC EPCG RoDTEP SEZ BIS FSSAI B/L AWB
  Rajesh Kulkarni Ananya Deshpande Meera Iyer Navi Mumbai Nhava Sheva Mundra Nerul Seawoods Vashi India Maharashtra WhatsApp LinkedIn Instagram X`
    .split(/\s+/)
    .filter(Boolean),
);

/** The words of a text, as the untranslated-copy checks count them. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}][\p{L}\p{M}\p{N}₂³/'’-]*/gu) ?? [];
}

/** Whether a word may appear in any language: on the list, an acronym or code in capitals, or too short to tell. */
export function isUntranslatable(word: string): boolean {
  return untranslatableWords.has(word) || word.length < 3 || /^\p{Lu}+\d*$/u.test(word);
}

/** Whether a text has nothing to translate: `{placeholders}` and punctuation, or only words on the list. */
export const hasOnlyUntranslatableWords = (text: string) => wordsOf(text.replace(/\{\w+\}/g, " ")).every(isUntranslatable);

/**
 * Whole texts that are the same word in a language as in English (a cognate a native writer would use),
 * accepted as translated there and nowhere else.
 */
export const sameInLanguage: Partial<Record<string, readonly string[]>> = {
  es: ["Blog"],
  fr: ["Blog", "Contact", "Newsletter", "Services"],
  de: ["Blog", "Newsletter"],
  pt: ["Blog", "Multimodal", "Newsletter", "Volume"],
  it: ["Blog", "Home", "Newsletter", "Privacy"],
  tr: ["Blog"],
};

export function isSameInLanguage(lang: string, text: string): boolean {
  return sameInLanguage[lang]?.includes(text) ?? false;
}
