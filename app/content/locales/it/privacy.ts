import type * as en from "../../privacy";
import { applicationRetentionMonths } from "../../form-notices";
import { site } from "../../site";

export const privacyMeta: typeof en.privacyMeta = {
  title: `Informativa sulla privacy | ${site.name}`,
  description: `Quali dati ${site.name} raccoglie tramite i moduli di questo sito, perché, per quanto tempo li conserva e come revocare il consenso ai sensi del DPDP Act 2023 indiano.`,
  keywords: [
    "informativa sulla privacy",
    "legge indiana DPDP Act 2023",
    "responsabile dei reclami",
    "protezione dei dati",
    "logistica",
    "Navi Mumbai",
  ],
};

export const privacyHero: typeof en.privacyHero = {
  title: "Informativa sulla privacy",
  lead: "Quali dati raccogliamo tramite questo sito, perché, per quanto tempo li conserviamo e come revocare il Suo consenso.",
};

export const privacyUpdated: typeof en.privacyUpdated = { iso: "2026-11-22", display: "22 novembre 2026" };

export const privacyIntro: typeof en.privacyIntro = [
  `${site.name} («noi») è il Data Fiduciary (titolare del trattamento) dei dati personali che ci fornisce tramite questo sito, ai sensi del Digital Personal Data Protection Act, 2023 (DPDP Act) indiano. Raccogliamo solo ciò che serve a ciascun modulo, lo utilizziamo solo per la finalità indicata accanto al modulo e non lo vendiamo né lo usiamo mai a fini pubblicitari.`,
  "Questo sito non imposta cookie pubblicitari o analitici e non carica nulla da server di terze parti. Il Suo browser memorizza nel proprio spazio di archiviazione il tema, la lingua e l'orario del Suo ultimo invio di un modulo (per la nostra regola di un messaggio al minuto); questi dati restano sul Suo dispositivo.",
];

export const formRecords: typeof en.formRecords = [
  {
    id: "newsletter",
    form: "Iscrizione alla newsletter",
    where: "il modulo della newsletter in fondo alle nostre pagine",
    collected: [
      "Il Suo indirizzo e-mail",
      "Data e ora dell'iscrizione e della conferma, e l'indirizzo di rete (IP) utilizzato, come prova del Suo consenso",
    ],
    purpose:
      "InviarLe la nostra newsletter: aggiornamenti sul commercio internazionale, novità doganali e consigli sulle spedizioni, circa una volta al mese. Non inviamo nulla finché non conferma il Suo indirizzo tramite il link che Le inviamo per e-mail (doppio opt-in).",
    retention:
      "Fino alla disdetta dell'iscrizione. In seguito conserviamo solo l'indirizzo e la data della disdetta, per non scriverLe mai più per errore; su Sua richiesta cancelliamo anche questi.",
  },
  {
    id: "contact",
    form: "Modulo di contatto",
    where: "la pagina Contatti",
    collected: [
      "Il Suo nome e cognome",
      "Il Suo indirizzo e-mail",
      "L'oggetto e il messaggio che scrive",
      "L'indirizzo di rete (IP) utilizzato, per prevenire abusi",
    ],
    purpose: "Rispondere alla Sua richiesta e conservare traccia della nostra corrispondenza con Lei.",
    retention:
      "Per il tempo necessario a risponderLe e a dare seguito alla Sua richiesta. Può chiederci in qualsiasi momento di cancellarli.",
  },
  {
    id: "careers",
    form: "Candidatura",
    where: "la pagina Lavora con noi",
    collected: [
      "Il Suo nome, indirizzo e-mail e numero di telefono",
      "La posizione per cui si candida e il Suo messaggio",
      "Il Suo curriculum, se lo allega (solo con il Suo consenso esplicito alla conservazione)",
      "Il momento in cui ha dato tale consenso e l'indirizzo di rete (IP) utilizzato",
    ],
    purpose:
      "Valutare la Sua candidatura, contattarLa in merito e prenderLa in considerazione per posizioni adatte durante il periodo di conservazione.",
    retention: `${applicationRetentionMonths} mesi dal giorno della candidatura (il nostro periodo standard), poi cancellazione automatica, curriculum compreso. Se revoca prima il consenso, li cancelliamo prima.`,
  },
];

export const storage: typeof en.storage = {
  heading: "Dove sono conservati i Suoi dati",
  paragraphs: [
    "Tutto ciò che invia tramite questi moduli è memorizzato nel nostro database, su server da noi gestiti, nello stesso ambiente sicuro di questo sito. I curricula sono conservati insieme alla candidatura, mai in una cartella pubblica, e solo i membri autorizzati del nostro personale possono aprirli.",
    "Ci avvaliamo di un servizio di posta elettronica per inviarLe le e-mail di conferma e la newsletter e per avvisare il nostro personale dell'arrivo di un messaggio o di una candidatura; tale servizio tratta il Suo indirizzo e-mail per nostro conto e per nessun altro scopo.",
    "L'accesso a questi dati è limitato al personale che ne ha bisogno per risponderLe o valutare la Sua candidatura.",
  ],
};

export const rights: typeof en.rights = {
  heading: "I Suoi diritti ai sensi del DPDP Act",
  items: [
    "Chiedere quali dati personali conserviamo su di Lei e come li utilizziamo.",
    "Chiederci di correggerli, completarli o aggiornarli.",
    "Chiederci di cancellarli e revocare in qualsiasi momento qualunque consenso abbia dato.",
    "Nominare una persona che eserciti questi diritti per Suo conto, qualora Lei non possa farlo.",
    "Presentare un reclamo al nostro Responsabile dei reclami e, se la nostra risposta non La soddisfa, rivolgersi al Data Protection Board of India.",
  ],
  howToAsk: {
    heading: "Come chiedere di consultare, correggere o cancellare i Suoi dati",
    paragraphs: [
      `Scriva a ${site.email} dall'indirizzo che ha utilizzato con noi, indicando se desidera consultare, correggere o cancellare i Suoi dati. Ricerchiamo tutto ciò che è associato a quell'indirizzo: candidature (con il curriculum), messaggi di contatto, richieste di preventivo, la Sua iscrizione alla newsletter e le e-mail a Lei destinate non ancora inviate.`,
      "Per la consultazione, Le inviamo un unico file (JSON, leggibile con qualsiasi editor di testo) con tutti i dati. Per la correzione, ci indichi il nome, l'indirizzo e-mail o il numero di telefono corretti e li modifichiamo in ogni record. Per la cancellazione, eliminiamo ogni record associato a quell'indirizzo, curriculum ed e-mail non inviate compresi; conserviamo solo una nota che attesta che è avvenuta una cancellazione, quando e quanti record ha eliminato, mai i Suoi dati.",
      "Rispondiamo all'indirizzo a cui sono associati i dati, affinché nessun altro possa richiederli.",
    ],
  },
};

export const withdraw: typeof en.withdraw = {
  heading: "Come revocare il Suo consenso",
  items: [
    {
      title: "Iscrizione alla newsletter",
      text: "Ogni e-mail della newsletter contiene un link per annullare l'iscrizione; basta un clic per non ricevere più alcuna e-mail.",
    },
    {
      title: "Messaggi di contatto e candidature",
      text: `Scriva a ${site.grievanceOfficer.email} dall'indirizzo che ha utilizzato e ci chieda di cancellare i Suoi dati. Li cancelliamo, curriculum compreso, e Le confermiamo per e-mail l'avvenuta cancellazione.`,
    },
  ],
  note: "Revocare il consenso è facile quanto darlo e non incide sul trattamento effettuato prima della revoca.",
};

export const grievance: typeof en.grievance = {
  heading: "Responsabile dei reclami",
  text: "Se ha una domanda o un reclamo sul modo in cui trattiamo i Suoi dati personali, scriva al nostro Responsabile dei reclami. Confermiamo la ricezione di ogni richiesta e rispondiamo il prima possibile.",
  officer: { name: site.grievanceOfficer.name, title: "Responsabile dei reclami", email: site.grievanceOfficer.email },
};

export const privacyCta: typeof en.privacyCta = {
  heading: "Domande sui Suoi dati?",
  text: `Scriva a ${site.grievanceOfficer.email}, oppure ci invii un messaggio e uno specialista Le risponderà entro 24 ore.`,
  label: "Ci contatti",
};
