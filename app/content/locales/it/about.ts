import type * as en from "../../about";

export const homeMeta: typeof en.homeMeta = {
  title: "Spedizioni internazionali e sdoganamento | Tarang Global Logistics",
  description:
    "Trasporto marittimo e aereo, sdoganamento, magazzinaggio e trasporto su strada da Navi Mumbai. Al servizio di esportatori e importatori indiani tramite JNPT dal 2009.",
  keywords: [
    "spedizioniere Navi Mumbai",
    "doganalista JNPT",
    "sdoganamento Nhava Sheva",
    "trasporto marittimo India",
    "trasporto aereo Mumbai",
    "magazzino Navi Mumbai",
    "azienda di logistica India",
  ],
};

export const aboutMeta: typeof en.aboutMeta = {
  title: "Chi siamo | Tarang Global Logistics",
  description:
    "Nata a Vashi nel 2009 come agenzia doganale, Tarang Global Logistics è un team di Navi Mumbai per spedizioni, dogana, magazzinaggio e trasporti. Conosca la nostra direzione.",
  keywords: [
    "Tarang Global Logistics chi siamo",
    "Tarang Shipping Agencies",
    "doganalista Navi Mumbai",
    "azienda di logistica certificata AEO",
    "membro WCA India",
    "logistica ISO 9001:2015",
  ],
};

export const philosophyMeta: typeof en.philosophyMeta = {
  title: "Missione, visione e valori | Tarang Global Logistics",
  description:
    "La missione, la visione e i valori con cui Tarang Global Logistics trasporta le merci di esportatori e importatori indiani: in piena conformità, con trasparenza e puntualità.",
  keywords: [
    "missione Tarang Global Logistics",
    "visione azienda di logistica",
    "valori aziendali",
    "spedizioni internazionali conformi",
    "valori agenzia doganale",
  ],
};

export const howItWorksMeta: typeof en.howItWorksMeta = {
  title: "Come funziona | Tarang Global Logistics",
  description:
    "Dalla richiesta alla prova di consegna: come funziona una spedizione con Tarang Global Logistics, con un preventivo entro un giorno lavorativo e un unico coordinatore dall'inizio alla fine.",
  keywords: [
    "come funziona una spedizione internazionale",
    "processo di spedizione India",
    "fasi di una spedizione export",
    "procedura di sdoganamento",
    "preventivo spedizione merci",
    "tracciamento spedizioni",
  ],
};

export const ourTeamMeta: typeof en.ourTeamMeta = {
  title: "Il nostro team | Tarang Global Logistics",
  description:
    "La pagina del nostro team è stata spostata. Conosca la direzione di Tarang Global Logistics e legga la nostra storia, i nostri valori e le certificazioni nella pagina Chi siamo.",
  keywords: ["team Tarang Global Logistics", "direzione", "chi siamo"],
};

export const home: typeof en.home = {
  eyebrow: "Navi Mumbai · Dal 2009",
  headline: "Spedizioni, dogana e magazzinaggio gestiti da un unico team",
  subheadline:
    "Trasporto marittimo e aereo tramite JNPT e l'aeroporto di Mumbai, sdoganamento, magazzinaggio e trasporto su strada per esportatori e importatori indiani.",
};

export const story: typeof en.story = {
  heading: "La nostra storia",
  paragraphs: [
    "Tarang nasce nel 2009 come Tarang Shipping Agencies, una piccola agenzia doganale a Vashi. I nostri primi clienti erano produttori ed esportatori della zona industriale di Thane-Belapur che cercavano un partner affidabile per presentare le loro dichiarazioni doganali di esportazione, gestire le visite doganali e far caricare i container sulla nave a Nhava Sheva senza sorprese dell'ultimo minuto.",
    "Man mano che quei clienti crescevano, ci hanno chiesto di occuparci di una parte sempre maggiore del percorso. Nel 2015 abbiamo aggiunto spedizioni internazionali, magazzinaggio e trasporto su strada, e abbiamo rinominato l'azienda Tarang Global Logistics per rispecchiare il lavoro ampliato. Il reparto doganale è rimasto al centro della nostra attività, perché una spedizione documentata correttamente fin dall'inizio procede più rapidamente in ogni fase successiva.",
    "Oggi siamo un team di Navi Mumbai che gestisce trasporti marittimi tramite JNPT (Nhava Sheva) e trasporti aerei tramite l'aeroporto di Mumbai, con magazzini propri, una rete di autotrasporto in tutto il Maharashtra e oltre, e agenti partner all'estero. Molti degli esportatori che si sono rivolti a noi per una singola dichiarazione di esportazione spediscono ancora con noi.",
  ],
  image: {
    src: "/media/about/story.svg",
    width: 1200,
    height: 800,
    alt: "Nave portacontainer ormeggiata sotto le gru di banchina a Nhava Sheva, con camion in attesa al gate del terminal",
  },
};

export const commitment: typeof en.commitment = {
  heading: "Il nostro impegno",
  paragraphs: [
    "Ogni spedizione che accettiamo ha un coordinatore dedicato, un preventivo scritto senza costi nascosti e aggiornamenti regolari fino alla consegna della merce. Se qualcosa va storto, che si tratti di una prenotazione rinviata, di una richiesta della dogana o di un camion in ritardo, Glielo comunichiamo appena lo sappiamo, insieme a ciò che stiamo facendo per risolverlo.",
    "Rispettiamo gli standard che stanno dietro alle nostre credenziali: la certificazione AEO per un commercio sicuro e conforme, un sistema di gestione della qualità certificato ISO 9001:2015 e gli obblighi di servizio della rete WCA. Documentazione accurata, cura nella movimentazione della Sua merce e consigli onesti, anche quando significano un lavoro più piccolo per noi: è così che manteniamo i nostri clienti per anni.",
  ],
  image: {
    src: "/media/about/commitment.svg",
    width: 1200,
    height: 800,
    alt: "Coordinatore Tarang che confronta i documenti di esportazione con una packing list presso la baia di carico di un magazzino",
  },
};

export const foundations: typeof en.foundations = [
  {
    title: "Agenzia doganale autorizzata",
    text: "L'attività doganale è il punto da cui siamo partiti nel 2009. Il nostro team autorizzato presenta su ICEGATE le dichiarazioni di esportazione (shipping bill) e di importazione (bill of entry) e gestisce accertamento e visita doganale a JNPT e al cargo aereo di Mumbai.",
    icon: "file-text",
  },
  {
    title: "Operatore certificato AEO",
    text: "La nostra certificazione di Operatore Economico Autorizzato rilasciata dalla dogana indiana attesta una gestione sicura e conforme di merci e registri, e favorisce uno sdoganamento più agevole delle spedizioni dei nostri clienti.",
    icon: "shield-check",
  },
  {
    title: "Magazzino di proprietà a Navi Mumbai",
    text: "Il nostro magazzino vicino a JNPT offre stoccaggio, consolidamento, imballaggio, pallettizzazione e cross-docking, con gestione delle scorte tramite codici a barre e report di giacenza su richiesta.",
    icon: "warehouse",
  },
  {
    title: "Partner della rete WCA",
    text: "L'adesione alla rete WCA ci collega a spedizionieri indipendenti selezionati in tutto il mondo: a destinazione la Sua merce è gestita da un partner che conosciamo e di cui rispondiamo.",
    icon: "globe",
  },
];

export const values: typeof en.values = [
  {
    title: "Prima di tutto la conformità",
    text: "Presentiamo documenti corretti e completi al primo tentativo e non prendiamo mai scorciatoie con le norme doganali o fiscali. Documenti in regola proteggono la Sua spedizione, le Sue agevolazioni daziarie e la Sua reputazione.",
    icon: "clipboard-check",
  },
  {
    title: "Trasparenza",
    text: "Preventivi scritti con ogni voce di costo indicata, tempi di transito realistici e avvisi tempestivi quando i piani cambiano. Lei sa sempre dove si trova la Sua merce e quanto costerà.",
    icon: "search",
  },
  {
    title: "Affidabilità",
    text: "Ci impegniamo solo su ciò che possiamo mantenere, poi rispettiamo cut-off, ritiri e date di consegna. Quando sorge un problema, ce ne facciamo carico e lo risolviamo.",
    icon: "clock",
  },
  {
    title: "Collaborazione",
    text: "Impariamo come funziona la Sua azienda, dai cicli produttivi alle esigenze dei Suoi acquirenti, e pianifichiamo le spedizioni di conseguenza. Molti rapporti con i clienti durano da oltre dieci anni.",
    icon: "handshake",
  },
  {
    title: "Responsabilità",
    text: "Ci prendiamo cura delle persone che movimentano la Sua merce e dei luoghi che attraversa: pratiche di lavoro sicure, carichi più completi, la ferrovia dove ha senso e meno sprechi negli imballaggi.",
    icon: "leaf",
  },
];

export const leaders: typeof en.leaders = [
  {
    name: "Rajesh Kulkarni",
    position: "Fondatore e CEO",
    image: {
      src: "/media/leaders/rajesh-kulkarni.svg",
      width: 480,
      height: 480,
      alt: "Ritratto di Rajesh Kulkarni, fondatore e CEO di Tarang Global Logistics",
    },
    description:
      "Rajesh ha fondato Tarang Shipping Agencies a Vashi nel 2009, dopo anni di esperienza nello sdoganamento a Nhava Sheva. Guida la strategia dell'azienda e i rapporti con i clienti principali, ed esamina ancora personalmente i casi più complessi di classificazione doganale e conformità.",
  },
  {
    name: "Ananya Deshpande",
    position: "Direttrice",
    image: {
      src: "/media/leaders/ananya-deshpande.svg",
      width: 480,
      height: 480,
      alt: "Ritratto di Ananya Deshpande, direttrice di Tarang Global Logistics",
    },
    description:
      "Ananya ha costruito le attività di spedizione internazionale, magazzinaggio e trasporto nate con il passaggio a Tarang Global Logistics nel 2015. Supervisiona l'operatività quotidiana, la nostra rete di partner esteri e il sistema di gestione della qualità certificato ISO 9001:2015.",
  },
];

export const philosophy: typeof en.philosophy = {
  intro:
    "Dal 2009 il nostro lavoro si fonda su un'idea semplice: la merce viaggia bene quando i documenti sono corretti, il piano è realistico e il cliente è tenuto informato. Questi principi guidano il modo in cui prepariamo i preventivi, organizziamo e seguiamo ogni spedizione.",
  cards: [
    {
      title: "La nostra missione",
      text: "Aiutare le imprese indiane a commerciare con il mondo trasportando le loro merci in sicurezza, puntualmente e in piena conformità, con costi chiari, consigli onesti e un unico team responsabile dalla richiesta alla consegna.",
      icon: "target",
    },
    {
      title: "La nostra visione",
      text: "Essere il partner logistico a cui esportatori e importatori dell'India occidentale affidano l'intera catena di approvvigionamento, noto per la cura dei dettagli e per un'operatività sempre più pulita ed efficiente.",
      icon: "globe",
    },
    {
      title: "I nostri valori",
      text: "La conformità prima di tutto, trasparenza su prezzi e avanzamento, affidabilità in ogni impegno, collaborazione a lungo termine con i clienti e responsabilità verso le nostre persone e l'ambiente.",
      icon: "badge-check",
    },
  ],
};

export const howItWorks: typeof en.howItWorks = {
  intro:
    "Che spedisca una partita all'anno o diversi container alla settimana, ogni incarico segue le stesse sei fasi. Ha un unico coordinatore come riferimento dall'inizio alla fine e sa sempre qual è il passo successivo.",
  steps: [
    {
      number: 1,
      title: "Richiesta e colloquio sulle esigenze",
      desc: "Ci invii la Sua richiesta tramite il modulo di contatto, per e-mail o per telefono, indicando merce, peso e dimensioni, origine, destinazione e data di consegna richiesta. Un membro del nostro team La chiama, di solito nello stesso giorno lavorativo, per confermare i dettagli, gli Incoterms, eventuali movimentazioni particolari e i documenti di cui dispone già.",
    },
    {
      number: 2,
      title: "Preventivo e piano di trasporto",
      desc: "Entro un giorno lavorativo Le inviamo un preventivo scritto con la modalità e l'itinerario consigliati, il tempo di transito stimato e la validità, e un dettaglio chiaro di nolo, spese locali, dogana e trasporto. Quando ha senso aggiungiamo un'alternativa, ad esempio la ferrovia fino a JNPT invece della strada, oppure LCL invece di FCL, così può confrontare.",
    },
    {
      number: 3,
      title: "Prenotazione e documentazione",
      desc: "Una volta approvato il preventivo, prenotiamo lo spazio presso la compagnia marittima o aerea e confermiamo le date di cut-off. Lei ci trasmette fattura commerciale, packing list ed eventuali licenze o certificati; noi li verifichiamo rispetto alla prenotazione, prepariamo la dichiarazione di esportazione (shipping bill) o di importazione (bill of entry) e la presentiamo su ICEGATE con i documenti di supporto su e-Sanchit.",
    },
    {
      number: 4,
      title: "Ritiro e sdoganamento",
      desc: "Ritiriamo la merce presso la Sua fabbrica o il Suo magazzino alla data concordata, comunicandoLe in anticipo i dati del mezzo e l'e-way bill. In porto, in aeroporto o presso il container freight station (CFS) il nostro team doganale gestisce visita, richieste in fase di accertamento e pagamento dei dazi, e La tiene informata fino allo svincolo della merce. Per le importazioni l'ordine è inverso: sdoganiamo la merce all'arrivo e poi Gliela consegniamo.",
    },
    {
      number: 5,
      title: "Transito con tracciamento",
      desc: "Dopo la partenza riceve la polizza di carico o la lettera di vettura aerea e aggiornamenti alle tappe principali: carico, trasbordo e arrivo. In caso di ritardo Le comunichiamo il motivo e il nostro piano per recuperare il tempo perso. Il Suo coordinatore resta raggiungibile per tutto il tempo per telefono, e-mail o WhatsApp.",
    },
    {
      number: 6,
      title: "Consegna e assistenza post-spedizione",
      desc: "Consegniamo la merce fino alla sede del destinatario, oppure la affidiamo a destinazione alla nostra rete di partner, e Le inviamo la prova di consegna firmata. Chiudiamo poi la pratica con la fattura finale e i documenti di supporto, La aiutiamo con eventuali reclami o con le pratiche per gli incentivi all'esportazione e, se qualcosa poteva andare meglio, analizziamo la spedizione insieme a Lei.",
    },
  ],
};

export const ourTeamMoved: typeof en.ourTeamMoved = {
  heading: "La pagina del nostro team è stata spostata",
  text: "Nella pagina Chi siamo può ora conoscere la nostra direzione, leggere la nostra storia e scoprire i valori che guidano il nostro lavoro.",
};
