import type * as en from "../../contact";

export const contactMeta: typeof en.contactMeta = {
  title: "Contatti | Tarang Global Logistics, Navi Mumbai",
  description:
    "Chiami, scriva o visiti Tarang Global Logistics a Nerul, Navi Mumbai. Aperti dal lunedì al sabato, dalle 10:00 alle 18:00; di norma rispondiamo entro 24 ore.",
  keywords: [
    "contatti Tarang Global Logistics",
    "spedizioniere Navi Mumbai contatti",
    "doganalista Nerul",
    "azienda di logistica Navi Mumbai telefono",
    "preventivo spedizione India",
  ],
};

export const contactHero: typeof en.contactHero = {
  eyebrow: "Contatti",
  title: "Ci contatti",
  lead: "Ci dica cosa spedisce, da dove e verso dove. Uno specialista di spedizioni, dogana o magazzinaggio Le risponderà entro 24 ore.",
};

export const contactDetails: typeof en.contactDetails = {
  title: "Come raggiungere il nostro team",
  intro:
    "Ci chiami o ci scriva per preventivi, prenotazioni, questioni doganali e aggiornamenti sulle spedizioni. Per questioni urgenti riguardanti merce già in viaggio, la telefonata è il mezzo più rapido.",
  visit: {
    title: "Visiti il nostro ufficio",
    note: "Visite solo su appuntamento, così troverà ad accoglierLa lo specialista giusto.",
  },
  call: { title: "Ci chiami", note: "Preventivi, prenotazioni e aggiornamenti sulle spedizioni." },
  email: { title: "Ci scriva", note: "Di norma rispondiamo entro 24 ore." },
  hours: {
    title: "Orari di ufficio",
    text: "Dal lunedì al sabato, dalle 10:00 alle 18:00",
    note: "Chiuso la domenica e nei giorni festivi.",
  },
};

export const contactMap: typeof en.contactMap = {
  title: "Dove trovarci",
  note: "Il nostro ufficio si trova a pochi passi dalla stazione di Seawoods–Darave sulla Harbour Line, con parcheggio per i visitatori nell'edificio.",
  directions: "Indicazioni stradali",
};

export const messageSection: typeof en.messageSection = {
  title: "Ci invii un messaggio",
  intro:
    "Richieda un preventivo, un piano di trasporto o una consulenza su dogana e conformità. Più dettagli ci fornisce, più utile sarà la nostra prima risposta.",
};

export const messageTips: typeof en.messageTips = {
  title: "Cosa ci aiuta a rispondere più rapidamente",
  items: [
    "Cosa spedisce: la merce, il codice HS se lo conosce, e se è pericolosa o sensibile alla temperatura.",
    "Da dove a dove viaggia, con gli Incoterms concordati con il Suo acquirente o fornitore.",
    "Peso, dimensioni e numero di colli, oppure tipo e numero di container.",
    "Quando la merce sarà pronta e quando deve arrivare.",
  ],
  note: "Spedisce già con noi? Indichi il numero di pratica o di prenotazione, così il Suo coordinatore potrà occuparsene.",
};

export const contactCta: typeof en.contactCta = {
  heading: "Ha una spedizione in programma?",
  text: "Descriva merce, tratta e date in un breve messaggio: uno specialista Le risponderà entro 24 ore con i passi successivi.",
  label: "Ci invii un messaggio",
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
