import type * as en from "../../quote";

export const quoteNotice: typeof en.quoteNotice =
  "Utilizziamo i Suoi recapiti e i dati della spedizione solo per preparare il preventivo e rispondere a questa richiesta, e li conserviamo per il tempo necessario a farlo.";

export const quotePage: typeof en.quotePage = {
  meta: {
    title: "Richieda un preventivo di spedizione | Tarang Global Logistics",
    description:
      "Richieda a Tarang Global Logistics un preventivo per trasporto marittimo, aereo o stradale: spedizione, merce e servizi aggiuntivi in quattro brevi passaggi, con il peso tassabile calcolato mentre digita e un numero di riferimento immediato.",
    keywords: [
      "preventivo spedizione merci",
      "preventivo trasporto India",
      "tariffa trasporto aereo",
      "preventivo LCL",
      "preventivo FCL",
      "peso tassabile",
      "preventivo sdoganamento",
    ],
  },
  hero: {
    eyebrow: "Richiesta di preventivo",
    title: "Ci parli della Sua spedizione",
    lead: "Quattro brevi passaggi forniscono al nostro ufficio tariffe ciò di cui ha bisogno: dove va la merce, di cosa si tratta, i servizi aggiuntivi desiderati e come contattarLa. Riceve subito un numero di riferimento e il preventivo entro un giorno lavorativo.",
  },
  form: {
    title: "La Sua richiesta di preventivo",
    intro:
      "Le Sue risposte restano salvate in questa scheda del browser fino all'invio, così può tornare indietro e andare avanti in tutta sicurezza.",
  },
};
