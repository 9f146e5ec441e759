import type * as en from "../../services";

/** Card and hero artwork: public/media/services/service{n}-{a|b}.svg, 800×500. */
function image(n: number, variant: "a" | "b", alt: string) {
  return { src: `/media/services/service${n}-${variant}.svg`, width: 800, height: 500, alt };
}

export const services: typeof en.services = [
  // 1 ─────────────────────────────────────────────────────────────────────
  {
    number: 1,
    title: "Spedizioni internazionali",
    cardDescription:
      "Trasporto marittimo e aereo da Nhava Sheva, Mundra e dall'aeroporto di Mumbai: FCL, LCL, consolidamento e consegna porta a porta secondo l'Incoterm con cui opera.",
    cardImages: [
      image(1, "a", "Nave portacontainer ormeggiata in porto, con gru a portale che caricano container sul ponte"),
      image(1, "b", "Aereo cargo sul piazzale caricato con pallet di merce aerea attraverso il portellone anteriore"),
    ],
    heroImages: [
      image(1, "a", "Nave portacontainer ormeggiata in porto, con gru a portale che caricano container sul ponte"),
      image(1, "b", "Aereo cargo sul piazzale caricato con pallet di merce aerea attraverso il portellone anteriore"),
    ],
    meta: {
      title: "Spedizioni internazionali a Navi Mumbai | Tarang Global Logistics",
      description:
        "Spedizioni marittime e aeree da Navi Mumbai: FCL e LCL da Nhava Sheva e Mundra, cargo aereo dall'aeroporto di Mumbai, consolidamento e servizio porta a porta.",
      keywords: [
        "spedizioniere internazionale Navi Mumbai",
        "trasporto marittimo FCL LCL JNPT",
        "trasporto aereo aeroporto Mumbai",
        "spedizioniere Nhava Sheva",
        "spedizioni porta a porta India",
        "Incoterms per l'esportazione",
      ],
    },
    intro: [
      "Tarang Global Logistics organizza spedizioni da Navi Mumbai dal 2009, quando abbiamo iniziato come Tarang Shipping Agencies. Prenotiamo e gestiamo trasporti marittimi e aerei per esportatori e importatori di tutta l'India, da un singolo pallet LCL a programmi regolari con più container.",
      "Lavoriamo dalla Sua parte del contratto: confrontiamo vettori e itinerari, assicuriamo lo spazio, prepariamo i documenti di trasporto e La teniamo informata dal ritiro alla consegna. In qualità di membri WCA affidiamo la merce a destinazione ad agenti partner selezionati, così lo stesso livello di cura prosegue anche dall'altra parte del viaggio.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Soluzioni di trasporto marittimo e aereo",
        intro:
          "Un unico spedizioniere per ogni modalità, così può scegliere in base a costi e tempi di transito e non in base a chi è disponibile.",
        items: [
          {
            title: "Trasporto marittimo FCL",
            text: "Container completi da 20 ft, 40 ft e 40 ft high cube da JNPT (Nhava Sheva) e Mundra, con open top, flat rack e reefer su richiesta.",
            icon: "ship",
          },
          {
            title: "LCL e consolidamento",
            text: "Spedisca carichi parziali senza pagare un container vuoto. La Sua merce viene consolidata con quella di altri mittenti presso il container freight station (CFS) e deconsolidata a destinazione.",
            icon: "boxes",
          },
          {
            title: "Trasporto aereo",
            text: "Merce urgente, deperibile e di alto valore dall'aeroporto internazionale Chhatrapati Shivaji Maharaj di Mumbai (CSMIA), con voli diretti o in transito.",
            icon: "plane",
          },
          {
            title: "Consegna porta a porta",
            text: "Ritiro presso la Sua fabbrica, sdoganamento all'esportazione, trasporto principale, sdoganamento a destinazione e consegna finale, gestiti come un'unica spedizione con un unico referente.",
            icon: "truck",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Preventivi sull'Incoterm giusto",
        paragraphs: [
          "L'Incoterm del Suo contratto di vendita stabilisce chi paga ogni tratta del viaggio e dove il rischio passa dal venditore all'acquirente. Un termine che non corrisponde al modo in cui la merce viaggia realmente è una causa frequente di contestazioni e di costi imprevisti a destinazione.",
          "Prepariamo il preventivo secondo la regola Incoterms 2020 con cui opera, che venda EXW, FCA o FOB da un porto indiano o consegni CIF, DAP o DDP alla porta del Suo acquirente. Se sta entrando in un nuovo mercato, Le spieghiamo i costi e i rischi che ogni termine Le attribuisce prima che firmi.",
        ],
      },
      {
        kind: "steps",
        heading: "Come si muove una spedizione con noi",
        items: [
          {
            title: "Richiesta e preventivo",
            text: "Lei ci comunica dati della merce, origine, destinazione e Incoterm; noi rispondiamo con opzioni di itinerario, tempi di transito e un preventivo all-inclusive.",
          },
          {
            title: "Prenotazione e ritiro",
            text: "Confermiamo lo spazio con il vettore, otteniamo il rilascio del container o prenotiamo il volo e programmiamo il ritiro presso la Sua sede.",
          },
          {
            title: "Sdoganamento all'esportazione e imbarco",
            text: "Dichiarazione di esportazione (shipping bill), caricamento del container e ingresso in porto o al terminal cargo aereo sono gestiti dai nostri team doganale e operativo.",
          },
          {
            title: "Tracciamento durante il transito",
            text: "Riceve aggiornamenti alle tappe principali, cioè partenza, trasbordo e arrivo, e un avviso tempestivo di qualsiasi ritardo o rollover.",
          },
          {
            title: "Arrivo e consegna",
            text: "Il nostro agente partner sdogana la merce a destinazione e la consegna, oppure la rilascia allo spedizioniere doganale del Suo acquirente, secondo quanto previsto dal contratto.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Cosa comprende il nostro servizio di spedizione",
        items: [
          "Confronto delle tariffe tra compagnie marittime e aeree",
          "Prenotazione dello spazio e rilascio del container",
          "Preparazione di polizza di carico e lettera di vettura aerea",
          "Prenotazioni di merci pericolose con le dichiarazioni corrette",
          "Assicurazione trasporti merci su richiesta",
          "Tracciamento per tappe e un coordinatore dedicato per ogni spedizione",
        ],
      },
    ],
    cta: {
      heading: "Tutto pronto per spedire?",
      text: "Ci dica cosa trasporta e dove: Le invieremo opzioni di itinerario e un preventivo di trasporto chiaro e all-inclusive.",
      label: "Richieda un preventivo di trasporto",
    },
  },

  // 2 ─────────────────────────────────────────────────────────────────────
  {
    number: 2,
    title: "Sdoganamento",
    cardDescription:
      "Sdoganamento all'importazione e all'esportazione a JNPT, Mundra e al Mumbai Air Cargo Complex: presentazione su ICEGATE, accertamento, visita doganale e pagamento dei dazi da parte di un team certificato AEO.",
    cardImages: [
      image(2, "a", "Funzionario doganale con una cartellina che ispeziona la merce all'interno di un container aperto"),
      image(
        2,
        "b",
        "Documenti di spedizione e un timbro su una scrivania accanto a un portatile che mostra una schermata di dichiarazione doganale",
      ),
    ],
    heroImages: [
      image(2, "a", "Funzionario doganale con una cartellina che ispeziona la merce all'interno di un container aperto"),
      image(
        2,
        "b",
        "Documenti di spedizione e un timbro su una scrivania accanto a un portatile che mostra una schermata di dichiarazione doganale",
      ),
    ],
    meta: {
      title: "Sdoganamento a Navi Mumbai | Tarang Global Logistics",
      description:
        "Sdoganamento all'importazione e all'esportazione a JNPT, Mundra e all'aeroporto di Mumbai: presentazione di bill of entry e shipping bill su ICEGATE, Faceless Assessment e pagamento dei dazi.",
      keywords: [
        "sdoganamento Navi Mumbai",
        "doganalista JNPT",
        "bill of entry ICEGATE",
        "dichiarazione di esportazione shipping bill",
        "Faceless Assessment dogana indiana",
        "sdoganamento AEO",
      ],
    },
    intro: [
      "Lo sdoganamento è il punto in cui una spedizione si blocca più spesso: un codice HS errato, un certificato mancante o un challan dei dazi non pagato possono trattenere la merce in porto mentre maturano controstallie e detention. Il nostro team doganale gestisce lo sdoganamento all'importazione e all'esportazione a JNPT (Nhava Sheva), Mundra, al Mumbai Air Cargo Complex e presso i depositi interni per container che li servono.",
      "Presentiamo le dichiarazioni per via telematica su ICEGATE, seguiamo ogni accertamento fino alla conclusione e rispondiamo alle richieste non appena vengono formulate. Tarang Global Logistics è certificata AEO: i nostri processi sono quindi verificati rispetto agli standard di sicurezza e conformità che la dogana stabilisce per gli operatori affidabili.",
    ],
    sections: [
      {
        kind: "steps",
        heading: "La procedura di sdoganamento",
        intro:
          "La stessa sequenza vale per importazioni ed esportazioni; gestiamo ogni fase e Le comunichiamo a che punto si trova la Sua spedizione.",
        items: [
          {
            title: "Verifica dei documenti",
            text: "Esaminiamo fattura, packing list, polizza di carico o lettera di vettura aerea ed eventuali licenze prima della presentazione, così gli errori vengono individuati alla nostra scrivania e non in porto.",
          },
          {
            title: "Presentazione su ICEGATE",
            text: "Presentiamo la dichiarazione di importazione (bill of entry) o di esportazione (shipping bill), caricando i documenti di supporto tramite e-Sanchit.",
          },
          {
            title: "Accertamento",
            text: "Il Risk Management System indirizza la dichiarazione verso lo svincolo agevolato o l'accertamento; con il Faceless Assessment rispondiamo online a ogni richiesta con le prove di cui il funzionario ha bisogno.",
          },
          {
            title: "Visita doganale",
            text: "Se la spedizione viene selezionata per la visita, il nostro personale è presente presso il CFS o il terminal con il funzionario e La informa dell'esito.",
          },
          {
            title: "Pagamento dei dazi e svincolo",
            text: "I dazi vengono pagati online tramite ICEGATE e otteniamo l'Out of Charge per le importazioni o il Let Export Order per le esportazioni, così la merce può muoversi.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Servizi di sdoganamento",
        items: [
          {
            title: "Sdoganamento all'importazione",
            text: "Presentazione della dichiarazione di importazione, anche anticipata prima dell'arrivo quando accelera lo svincolo, con classificazione e calcolo dei dazi corretti.",
            icon: "file-text",
          },
          {
            title: "Sdoganamento all'esportazione",
            text: "Presentazione della dichiarazione di esportazione con richieste di drawback e RoDTEP dichiarate correttamente, affinché i benefici all'esportazione non vadano persi al primo passaggio.",
            icon: "ship",
          },
          {
            title: "Sdoganamento cargo aereo",
            text: "Sdoganamento di importazioni ed esportazioni urgenti al Mumbai Air Cargo Complex, coordinato con i cut-off e gli orari di arrivo della compagnia aerea.",
            icon: "plane",
          },
          {
            title: "Merci soggette ad altre autorizzazioni",
            text: "Spedizioni che richiedono il nulla osta di FSSAI, quarantena vegetale, BIS o autorità di controllo dei farmaci, con queste autorizzazioni coordinate insieme alla dogana.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Faceless Assessment e vantaggi AEO",
        paragraphs: [
          "Con il Faceless Assessment una dichiarazione di importazione può essere accertata da un funzionario di un altro porto che non vede mai la merce né incontra l'importatore. Descrizioni chiare e documenti di supporto completi contano più che mai, perché le richieste vengono formulate ed evase online. Redigiamo le descrizioni e alleghiamo le prove in modo che il funzionario accertatore abbia subito ciò che gli serve.",
          "Importatori ed esportatori con status AEO hanno diritto ad agevolazioni come la consegna diretta dal porto, il pagamento differito dei dazi e un minor numero di visite, a seconda del livello. Ci assicuriamo che questi benefici vengano richiesti in ogni dichiarazione e, se sta valutando di richiedere lo status AEO, possiamo spiegarLe cosa comporta.",
        ],
      },
      {
        kind: "list",
        heading: "Documenti che di solito ci servono",
        items: [
          "Fattura commerciale e packing list",
          "Polizza di carico o lettera di vettura aerea",
          "Importer Exporter Code (IEC) e registrazione GST",
          "Registrazione dell'AD Code presso il porto di esportazione",
          "Certificato di origine, quando si richiede un dazio preferenziale",
          "Licenze, permessi o NOC per le merci soggette a restrizioni",
          "Certificato di assicurazione, quando l'Incoterm lo richiede",
        ],
      },
    ],
    cta: {
      heading: "Merce ferma in porto?",
      text: "Ci invii i Suoi documenti: il nostro team doganale li esaminerà e avvierà subito la presentazione della dichiarazione.",
      label: "Richieda lo sdoganamento",
    },
  },

  // 3 ─────────────────────────────────────────────────────────────────────
  {
    number: 3,
    title: "Magazzinaggio",
    cardDescription:
      "Magazzini generali e doganali a Navi Mumbai e Bhiwandi, con inventario gestito tramite WMS, cross-docking e servizi a valore aggiunto.",
    cardImages: [
      image(3, "a", "Interno di un magazzino con alte scaffalature portapallet e un carrello elevatore che sistema un pallet"),
      image(3, "b", "Esterno di un magazzino con camion in retromarcia accostati a una fila di baie di carico"),
    ],
    heroImages: [
      image(3, "a", "Interno di un magazzino con alte scaffalature portapallet e un carrello elevatore che sistema un pallet"),
      image(3, "b", "Esterno di un magazzino con camion in retromarcia accostati a una fila di baie di carico"),
    ],
    meta: {
      title: "Magazzinaggio a Navi Mumbai e Bhiwandi | Tarang Global Logistics",
      description:
        "Magazzini generali e doganali a Navi Mumbai e Bhiwandi vicino a JNPT: gestione delle scorte con WMS, cross-docking, pick and pack, etichettatura e spazi flessibili.",
      keywords: [
        "magazzino Navi Mumbai",
        "magazzino doganale Mumbai",
        "magazzino Bhiwandi",
        "servizio di cross-docking JNPT",
        "gestione scorte WMS",
      ],
    },
    intro: [
      "Un buon magazzinaggio tiene lo stock vicino al porto e vicino ai Suoi clienti. Tarang Global Logistics offre magazzini generali e doganali a Navi Mumbai e Bhiwandi, facilmente raggiungibili su strada da JNPT (Nhava Sheva) e dai mercati di Mumbai e Pune.",
      "Ogni pallet viene registrato nel nostro sistema di gestione del magazzino dal momento dell'arrivo, così livelli di stock, ordini e movimenti sono sempre aggiornati. Paga lo spazio e la movimentazione che utilizza, che si tratti di pochi pallet per una stagione o di un'area dedicata per un programma a lungo termine.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Soluzioni di stoccaggio",
        items: [
          {
            title: "Magazzino generale",
            text: "Stoccaggio su scaffalature e a terra per merci sdoganate, materie prime e prodotti finiti, con contratti a breve e a lungo termine.",
            icon: "warehouse",
          },
          {
            title: "Magazzino doganale",
            text: "Conservi la merce importata senza pagare i dazi finché non la sdogana per l'immissione in consumo: una soluzione adatta a vendite scaglionate e riesportazioni.",
            icon: "shield-check",
          },
          {
            title: "Cross-docking",
            text: "La merce passa dai mezzi in entrata a quelli in uscita con tempi di stoccaggio minimi o nulli, riducendo movimentazioni, costi e tempi di transito.",
            icon: "refresh-cw",
          },
          {
            title: "Servizi a valore aggiunto",
            text: "Etichettatura, kitting, riconfezionamento, controlli qualità e pallettizzazione eseguiti in sede prima della spedizione.",
            icon: "package",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Un inventario su cui contare",
        paragraphs: [
          "Il nostro sistema di gestione del magazzino traccia ogni unità per ubicazione, lotto e data tramite la lettura dei codici a barre al ricevimento, allo stoccaggio, al prelievo e alla spedizione. Lo stock viene prelevato secondo il criterio FIFO (first-in-first-out) o FEFO (first-expiry-first-out), in base a ciò che il Suo prodotto richiede.",
          "Inventari a rotazione regolari mantengono allineati sistema e scaffale, e riceve report di giacenza, movimentazione e anzianità dello stock con la cadenza che sceglie. Le differenze vengono analizzate e comunicate a Lei, mai rettificate in silenzio.",
        ],
      },
      {
        kind: "steps",
        heading: "Dal ricevimento alla spedizione",
        items: [
          {
            title: "Ricevimento",
            text: "I carichi in entrata vengono verificati rispetto all'avviso di spedizione per quantità e condizioni, e ogni danno viene fotografato e segnalato.",
          },
          {
            title: "Stoccaggio",
            text: "La merce viene etichettata e collocata in ubicazioni scelte in base a dimensioni, rotazione ed esigenze di movimentazione.",
          },
          {
            title: "Conservazione e conteggio",
            text: "Lo stock è conservato in spazi sicuri e sorvegliati e contato con un ciclo regolare.",
          },
          {
            title: "Prelievo e imballaggio",
            text: "Gli ordini vengono prelevati tramite scansione, verificati e imballati secondo le Sue specifiche.",
          },
          {
            title: "Spedizione",
            text: "Le spedizioni partono con i relativi documenti su mezzi organizzati da noi o dal Suo vettore, e la prova di spedizione viene registrata.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Strutture e misure di sicurezza",
        items: [
          "Scaffalature portapallet selettive e aree di stoccaggio a catasta",
          "Carrelli elevatori, carrelli retrattili e transpallet con operatori formati",
          "Baie di carico per container e camion",
          "Videosorveglianza e accessi controllati",
          "Sistemi di rilevazione e spegnimento incendi",
          "Disinfestazione e pulizie programmate",
        ],
      },
    ],
    cta: {
      heading: "Le serve spazio vicino al porto?",
      text: "Ci indichi i Suoi volumi e le esigenze di movimentazione: Le proporremo una soluzione di stoccaggio su misura.",
      label: "Prenoti spazio in magazzino",
    },
  },

  // 4 ─────────────────────────────────────────────────────────────────────
  {
    number: 4,
    title: "Trasporto su strada",
    cardDescription:
      "Carichi completi e parziali in tutta l'India, trasporto di container da e verso i porti e carichi fuori sagoma, con e-way bill e tracciamento GPS.",
    cardImages: [
      image(4, "a", "Camion merci che percorre un'autostrada"),
      image(4, "b", "Flotta di camion davanti a una mappa dell'India con un percorso di consegna tracciato"),
    ],
    heroImages: [
      image(4, "a", "Camion merci che percorre un'autostrada"),
      image(4, "b", "Flotta di camion davanti a una mappa dell'India con un percorso di consegna tracciato"),
    ],
    meta: {
      title: "Trasporto su strada in tutta l'India | Tarang Global Logistics",
      description:
        "Trasporto su strada FTL e PTL in tutta l'India da Navi Mumbai: trasporto container da e per i porti, carichi fuori sagoma, gestione dell'e-way bill e tracciamento GPS su ogni carico.",
      keywords: [
        "trasporto su strada India",
        "autotrasporto FTL PTL Mumbai",
        "trasporto container JNPT",
        "trasporto fuori sagoma",
        "gestione e-way bill",
        "tracciamento GPS camion",
      ],
    },
    intro: [
      "La maggior parte delle spedizioni indiane percorre un tratto del viaggio su strada, che si tratti di un container in uscita dal porto o di una spedizione da una fabbrica di Pune a un acquirente di Delhi. Organizziamo carichi completi e parziali in tutta l'India dalla nostra sede di Navi Mumbai, oltre al trasporto da e verso i porti di JNPT (Nhava Sheva) e Mundra.",
      "Abbiniamo il mezzo alla merce, pianifichiamo il percorso, gestiamo i documenti e tracciamo ogni camion fino alla firma di ricevuta della spedizione. I mezzi provengono da autotrasportatori con cui lavoriamo da anni, e ogni carico ha un coordinatore dedicato che può chiamare.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Servizi di trasporto",
        items: [
          {
            title: "Carico completo (FTL)",
            text: "Un mezzo dedicato alla Sua spedizione, diretto dal punto di carico alla destinazione senza trasbordi.",
            icon: "truck",
          },
          {
            title: "Carico parziale (PTL)",
            text: "Condivida spazio e costi del mezzo con altre spedizioni quando il Suo carico non riempie un camion.",
            icon: "boxes",
          },
          {
            title: "Trasporto container",
            text: "Container d'importazione consegnati dal porto o dall'ICD alla Sua sede, e container vuoti posizionati presso la Sua fabbrica per il carico export.",
            icon: "ship",
          },
          {
            title: "Carichi fuori sagoma (ODC)",
            text: "Sopralluoghi di percorso, permessi, veicoli di scorta e rimorchi modulari idraulici o ribassati per macchinari e project cargo che superano i limiti standard.",
            icon: "route",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Documenti e tracciamento",
        paragraphs: [
          "Ogni carico viaggia con una lorry receipt (lettera di vettura stradale) e, quando le norme GST lo richiedono, con un e-way bill valido. Generiamo o verifichiamo l'e-way bill prima della partenza del camion, aggiorniamo i dati del veicolo se la merce cambia mezzo e ci assicuriamo che la sua validità copra la distanza da percorrere.",
          "I mezzi sono tracciati via GPS, così i nostri coordinatori vedono la posizione di ogni camion e possono indicarLe un orario di arrivo realistico. I ritardi vengono segnalati in tempo reale e, una volta ricevuta la spedizione, Le inviamo la prova di consegna firmata.",
        ],
      },
      {
        kind: "list",
        heading: "Mezzi che mettiamo a disposizione",
        items: [
          "Camion furgonati, dai veicoli commerciali leggeri ai multiasse da 32 ft",
          "Camion a cassone aperto per merci alla rinfusa e pallettizzate",
          "Rimorchi portacontainer per container da 20 ft e 40 ft",
          "Rimorchi a pianale e semiribassati",
          "Rimorchi modulari idraulici e ribassati per carichi fuori sagoma",
          "Veicoli refrigerati per merci sensibili alla temperatura",
        ],
      },
      {
        kind: "steps",
        heading: "Come gestiamo un carico",
        items: [
          {
            title: "Prenotazione",
            text: "Lei ci comunica punto di ritiro, destinazione, dati della merce e date; noi confermiamo tipo di mezzo e tariffa.",
          },
          {
            title: "Messa a disposizione del mezzo",
            text: "Un mezzo adatto e controllato si presenta presso la Sua sede all'orario concordato.",
          },
          { title: "Carico e documenti", text: "La merce viene caricata e fissata, e vengono emessi la lorry receipt e l'e-way bill." },
          {
            title: "Monitoraggio durante il transito",
            text: "I nostri coordinatori seguono il camion via GPS e La tengono aggiornata sull'avanzamento.",
          },
          { title: "Consegna e POD", text: "Il destinatario firma per la merce e Lei riceve la prova di consegna." },
        ],
      },
    ],
    cta: {
      heading: "Le serve un camion?",
      text: "Ci indichi percorso, merce e date: Le confermeremo un mezzo adatto e la tariffa.",
      label: "Prenoti un camion",
    },
  },

  // 5 ─────────────────────────────────────────────────────────────────────
  {
    number: 5,
    title: "Imballaggio e reimballaggio",
    cardDescription:
      "Imballaggi per l'esportazione, casse in legno su misura, imballaggi per merci pericolose, deperibili e fragili, oltre a ripallettizzazione e rietichettatura.",
    cardImages: [
      image(5, "a", "Operatori che imballano merce in cartoni per l'esportazione e li sigillano con nastro adesivo"),
      image(5, "b", "Cassa in legno per l'esportazione costruita su misura con i simboli di movimentazione fragile, alto e teme l'umidità"),
    ],
    heroImages: [
      image(5, "a", "Operatori che imballano merce in cartoni per l'esportazione e li sigillano con nastro adesivo"),
      image(5, "b", "Cassa in legno per l'esportazione costruita su misura con i simboli di movimentazione fragile, alto e teme l'umidità"),
    ],
    meta: {
      title: "Imballaggio e reimballaggio per l'export | Tarang Global Logistics",
      description:
        "Imballaggio per l'esportazione a Navi Mumbai: materiali per l'export, casse su misura ISPM-15, imballaggio di merci pericolose, deperibili e fragili, ripallettizzazione e rietichettatura.",
      keywords: [
        "imballaggio per export Navi Mumbai",
        "casse in legno su misura",
        "imballaggio merci pericolose",
        "reimballaggio e rietichettatura",
        "imballaggio merci fragili",
      ],
    },
    intro: [
      "È l'imballaggio a decidere se la merce supera il viaggio. Un cartone adatto a un corriere nazionale potrebbe non resistere all'impilamento in un container, a settimane di umidità in mare o alla movimentazione in un hub di trasbordo. Imballiamo e reimballiamo merci per l'esportazione presso la nostra struttura di Navi Mumbai e presso le sedi dei clienti.",
      "Scegliamo i materiali in base alla merce, alla modalità di trasporto e alle norme del paese di destinazione, e documentiamo ogni lavoro con fotografie e una packing list aggiornata, così sa esattamente in che stato la Sua merce è partita da noi.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Servizi di imballaggio",
        items: [
          {
            title: "Materiali per l'esportazione",
            text: "Cartoni ondulati rinforzati, barriere all'umidità, film VCI per parti metalliche ed essiccanti scelti per i lunghi viaggi via mare.",
            icon: "package",
          },
          {
            title: "Casse su misura",
            text: "Casse e gabbie in legno costruite su misura con legname trattato termicamente e marchiato ISPM-15, con pattini per la movimentazione con carrello elevatore.",
            icon: "wrench",
          },
          {
            title: "Merci pericolose",
            text: "Imballaggi omologati ONU, marchi ed etichette per merci pericolose, coerenti con la dichiarazione di merci pericolose per il trasporto marittimo o aereo.",
            icon: "shield-check",
          },
          {
            title: "Merci deperibili",
            text: "Contenitori isotermici, siberini e cartoni ventilati che mantengono alimenti, fiori e farmaci entro i loro limiti.",
            icon: "thermometer",
          },
          {
            title: "Merci fragili",
            text: "Inserti in schiuma, imbottiture e imballaggi a sospensione per vetreria, strumenti ed elettronica.",
            icon: "boxes",
          },
          {
            title: "Ripallettizzazione e rietichettatura",
            text: "Pallet danneggiati o non conformi ricostruiti, e cartoni rietichettati per l'acquirente, il vettore o il mercato indiano.",
            icon: "refresh-cw",
          },
        ],
      },
      {
        kind: "steps",
        heading: "Come si svolge un lavoro di imballaggio",
        items: [
          { title: "Sopralluogo", text: "Esaminiamo la merce, il suo peso, le dimensioni e la sensibilità, e il percorso che seguirà." },
          { title: "Piano di imballaggio", text: "Proponiamo materiali e metodo, con un preventivo, prima di iniziare qualsiasi lavoro." },
          {
            title: "Imballaggio",
            text: "Il nostro team imballa, inserisce in casse o pallettizza la merce presso la nostra struttura o presso la Sua sede.",
          },
          {
            title: "Marcatura ed etichettatura",
            text: "Marche di spedizione, simboli di movimentazione ed etichette obbligatorie vengono applicati su ogni collo.",
          },
          { title: "Controllo e consegna", text: "Il lavoro viene verificato, fotografato e consegnato con una packing list aggiornata." },
        ],
      },
      {
        kind: "list",
        heading: "Marchi ed etichette che applichiamo",
        items: [
          "Simboli di movimentazione come fragile, alto e teme l'umidità",
          "Marche di spedizione, numeri dei colli e dati del destinatario",
          "Pesi lordi e netti e dimensioni",
          "Marchi di trattamento ISPM-15 sugli imballaggi in legno",
          "Etichette per merci pericolose e numeri ONU",
          "Codici a barre ed etichette del distributore secondo le specifiche del Suo acquirente",
        ],
      },
      {
        kind: "prose",
        heading: "Reimballaggio di merci importate",
        paragraphs: [
          "Le merci importate richiedono spesso una lavorazione prima di poter essere vendute in India. Frazioniamo i carichi, reimballiamo in unità di vendita o di distribuzione e applichiamo le dichiarazioni che le Legal Metrology (Packaged Commodities) Rules richiedono sulle confezioni importate, come il nome e l'indirizzo dell'importatore e il prezzo massimo al dettaglio.",
          "Il reimballaggio può essere effettuato prima della spedizione dal nostro magazzino, così la merce parte pronta per la vendita ed evita una seconda sosta per la movimentazione.",
        ],
      },
    ],
    cta: {
      heading: "Protegga la Sua merce prima della spedizione",
      text: "Ci dica cosa spedisce e dove: Le consiglieremo un imballaggio adatto alla merce e al percorso.",
      label: "Richieda servizi di imballaggio",
    },
  },

  // 6 ─────────────────────────────────────────────────────────────────────
  {
    number: 6,
    title: "Pallettizzazione",
    cardDescription:
      "Pallet trattati termicamente secondo ISPM-15, avvolgimento con film estensibile, reggiatura e piani di carico che fanno entrare più merce in ogni container e camion.",
    cardImages: [
      image(6, "a", "Fila di pallet carichi di cartoni e avvolti in film estensibile trasparente"),
      image(6, "b", "Operatore che sposta un pallet carico sul pavimento di un magazzino con un transpallet manuale"),
    ],
    heroImages: [
      image(6, "a", "Fila di pallet carichi di cartoni e avvolti in film estensibile trasparente"),
      image(6, "b", "Operatore che sposta un pallet carico sul pavimento di un magazzino con un transpallet manuale"),
    ],
    meta: {
      title: "Servizi di pallettizzazione a Navi Mumbai | Tarang Global Logistics",
      description:
        "Pallettizzazione delle merci a Navi Mumbai: europallet e pallet standard, pallet trattati termicamente ISPM-15, avvolgimento con film estensibile, reggiatura e ottimizzazione del carico dei container.",
      keywords: [
        "servizi di pallettizzazione",
        "pallet ISPM-15",
        "pallet trattati termicamente Mumbai",
        "avvolgimento con film estensibile",
        "ottimizzazione carico container",
      ],
    },
    intro: [
      "La merce pallettizzata si carica più velocemente, si conta più facilmente e si danneggia meno dei cartoni sfusi. Costruiamo i pallet secondo le specifiche del Suo acquirente e i requisiti del vettore, e pianifichiamo come si disporranno nel container o nel camion prima ancora di avvolgere il primo.",
      "Ogni pallet in legno che forniamo per l'esportazione è trattato termicamente e reca il marchio ISPM-15, così la Sua spedizione non viene trattenuta a destinazione a causa dell'imballaggio in legno. Dove il legno non è adatto, offriamo alternative in plastica e in legno pressato.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Tipi di pallet",
        items: [
          {
            title: "Formati standard",
            text: "Europallet (1200 × 800 mm), pallet standard (1200 × 1000 mm) e pallet da 48 × 40 pollici per gli acquirenti nordamericani.",
            icon: "boxes",
          },
          {
            title: "Pallet in legno trattati termicamente",
            text: "Pallet conformi a ISPM-15 con il marchio di trattamento, accettati per l'esportazione verso i paesi che regolamentano gli imballaggi in legno.",
            icon: "shield-check",
          },
          {
            title: "Pallet in plastica e in legno pressato",
            text: "I materiali lavorati non rientrano nell'ambito di ISPM-15 e sono adatti a merci sensibili all'igiene come alimenti e farmaci.",
            icon: "recycle",
          },
          {
            title: "Pallet su misura",
            text: "Pallet e pattini realizzati su misura per articoli lunghi, pesanti o di forma insolita.",
            icon: "wrench",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Fissare il carico",
        paragraphs: [
          "Un pallet è stabile quanto il suo avvolgimento. Avvolgiamo con film estensibile a macchina o a mano, aggiungiamo paraspigoli per proteggere i bordi e reggiamo i carichi più pesanti con reggia in PET o in acciaio. Fogli di copertura tengono lontani polvere e umidità, e fogli antiscivolo impediscono lo spostamento degli strati.",
          "I cartoni vengono impilati in colonna o a strati incrociati a seconda della loro resistenza, senza sporgenze oltre il bordo del pallet, così il peso è distribuito uniformemente e il carico resiste all'impilamento durante il trasporto.",
        ],
      },
      {
        kind: "prose",
        heading: "Ottimizzazione del carico",
        paragraphs: [
          "Prima della pallettizzazione calcoliamo l'ingombro, l'altezza e il peso del pallet che sfruttano al meglio il container o il camion: contano le dimensioni interne, l'altezza della porta, i limiti di carico utile e la possibilità di sovrapporre i pallet.",
          "Riceve un piano di carico che mostra come saranno disposti i pallet, così spedisce meno spazio vuoto, paga meno nolo e sa in anticipo quante unità entreranno.",
        ],
      },
      {
        kind: "steps",
        heading: "Il nostro processo di pallettizzazione",
        items: [
          {
            title: "Valutazione della merce",
            text: "Verifichiamo dimensioni, pesi e resistenza dei cartoni e i requisiti di pallettizzazione dell'acquirente e del vettore.",
          },
          {
            title: "Scelta del pallet",
            text: "Scegliamo tipo e formato di pallet adatti alla merce, alla destinazione e al piano di carico.",
          },
          { title: "Composizione e impilamento", text: "I cartoni vengono impilati secondo lo schema e l'altezza concordati." },
          {
            title: "Avvolgimento e reggiatura",
            text: "Il carico viene avvolto con film estensibile, protetto sugli spigoli e reggiato secondo necessità.",
          },
          {
            title: "Etichettatura e carico",
            text: "Ogni pallet viene etichettato, registrato nella packing list e caricato secondo il piano.",
          },
        ],
      },
    ],
    cta: {
      heading: "Sfrutti al meglio ogni container",
      text: "Ci invii dimensioni e volumi dei Suoi cartoni: Le proporremo una composizione dei pallet e un piano di carico.",
      label: "Pianifichi i Suoi carichi pallettizzati",
    },
  },

  // 7 ─────────────────────────────────────────────────────────────────────
  {
    number: 7,
    title: "Rizzaggio e bloccaggio",
    cardDescription:
      "Merci pesanti, irregolari e fuori misura fissate con cinghie, catene, cunei in legno e materiale di stivaggio in container, su flat rack e su rimorchi.",
    cardImages: [
      image(7, "a", "Macchinario pesante su un container flat rack, fissato con catene in tensione e cunei in legno"),
      image(7, "b", "Interno di un container: merce bloccata con cinghie di rizzaggio e sacchi gonfiabili che riempiono gli spazi vuoti"),
    ],
    heroImages: [
      image(7, "a", "Macchinario pesante su un container flat rack, fissato con catene in tensione e cunei in legno"),
      image(7, "b", "Interno di un container: merce bloccata con cinghie di rizzaggio e sacchi gonfiabili che riempiono gli spazi vuoti"),
    ],
    meta: {
      title: "Servizi di rizzaggio e bloccaggio | Tarang Global Logistics",
      description:
        "Rizzaggio e bloccaggio delle merci a Navi Mumbai: cinghie, catene, cunei in legno e materiale di stivaggio per carichi pesanti e fuori misura, documentati, fotografati e certificati.",
      keywords: [
        "rizzaggio e bloccaggio",
        "rizzaggio merci Navi Mumbai",
        "rizzaggio su flat rack",
        "fissaggio del carico nei container",
        "certificato di rizzaggio",
        "fissaggio carichi pesanti",
      ],
    },
    intro: [
      "La merce che si muove durante il trasporto è merce che si danneggia, e un oggetto pesante che si sposta può danneggiare anche il container, la nave o il veicolo che lo trasporta. Fissiamo merci irregolari, pesanti e fuori misura con cinghie, catene, cunei in legno e materiale di stivaggio all'interno dei container, su flat rack e su rimorchi.",
      "Le nostre squadre di rizzaggio pianificano ogni lavoro in base a peso, baricentro e forma della merce e alle sollecitazioni che subirà su strada e in mare. Ogni lavoro è documentato e fotografato, e certificato da un perito indipendente quando il Suo acquirente, il vettore o l'assicuratore lo richiedono.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Metodi di fissaggio",
        items: [
          {
            title: "Cinghie di rizzaggio",
            text: "Cinghie in poliestere con tenditori a cricchetto per casse, cartoni e merci con superfici finite che le catene segnerebbero.",
            icon: "lock",
          },
          {
            title: "Catene e tenditori",
            text: "Catene certificate e tenditori per macchinari, veicoli, acciaio e altre unità pesanti.",
            icon: "wrench",
          },
          {
            title: "Cunei e tacchi in legno",
            text: "Cunei e tacchi in legno fissati contro ruote, cilindri e pattini per impedire rotolamenti e scivolamenti.",
            icon: "boxes",
          },
          {
            title: "Materiale di stivaggio e sacchi gonfiabili",
            text: "Tavolame di stivaggio per ripartire i carichi e sacchi gonfiabili per riempire i vuoti tra i colli.",
            icon: "package",
          },
          {
            title: "Bloccaggio e puntellamento",
            text: "Telai in legno costruiti all'interno del container per mantenere la merce contro pareti, pavimento e porte.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "list",
        heading: "Dove lavoriamo",
        items: [
          "All'interno di container dry e high cube da 20 ft e 40 ft",
          "Su flat rack e container open top per merci fuori sagoma",
          "Su rimorchi, pianali e rimorchi ribassati per i trasporti su strada",
          "Presso la Sua fabbrica, il container freight station o in porto",
        ],
      },
      {
        kind: "steps",
        heading: "Come fissiamo un carico",
        items: [
          {
            title: "Sopralluogo",
            text: "Registriamo peso, dimensioni, baricentro e punti di rizzaggio della merce, e l'unità in cui viaggerà.",
          },
          {
            title: "Piano di rizzaggio",
            text: "Pianifichiamo metodo e materiali in conformità al Codice di buone pratiche IMO/ILO/UNECE per il carico delle unità di trasporto merci (CTU Code).",
          },
          { title: "Fissaggio", text: "La nostra squadra posiziona, blocca e rizza la merce, mettendo in tensione ogni cinghia e catena." },
          { title: "Controllo", text: "Un supervisore verifica ogni punto di rizzaggio prima che l'unità venga chiusa o rilasciata." },
          {
            title: "Documentazione e certificazione",
            text: "Riceve un rapporto di lavoro con fotografie e, se richiesto, un certificato di rizzaggio rilasciato da un perito indipendente.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Merci che fissiamo più spesso",
        items: [
          "Macchinari e apparecchiature industriali",
          "Coil, lamiere e profilati strutturali in acciaio",
          "Veicoli e macchine movimento terra",
          "Trasformatori, generatori e project cargo",
          "Casse e gabbie in legno pesanti",
          "Fusti, barili e cisternette IBC",
        ],
      },
    ],
    cta: {
      heading: "Deve spedire merce pesante o ingombrante?",
      text: "Ci indichi dimensioni e peso: la nostra squadra di rizzaggio pianificherà come fissarla per l'intero viaggio.",
      label: "Metta in sicurezza la Sua merce",
    },
  },

  // 8 ─────────────────────────────────────────────────────────────────────
  {
    number: 8,
    title: "Fumigazione",
    cardDescription:
      "Disinfestazione certificata di container, pallet e merci in loco, conforme a ISPM-15 e alle norme fitosanitarie, con certificato rilasciato per la dogana.",
    cardImages: [
      image(8, "a", "Container coperto da un telo per fumigazione a tenuta di gas con cartelli di pericolo"),
      image(8, "b", "Pallet in legno trattato termicamente con il marchio ISPM-15 e accanto un tecnico con indumenti protettivi"),
    ],
    heroImages: [
      image(8, "a", "Container coperto da un telo per fumigazione a tenuta di gas con cartelli di pericolo"),
      image(8, "b", "Pallet in legno trattato termicamente con il marchio ISPM-15 e accanto un tecnico con indumenti protettivi"),
    ],
    meta: {
      title: "Servizi di fumigazione a Navi Mumbai | Tarang Global Logistics",
      description:
        "Fumigazione per l'esportazione a Navi Mumbai: trattamento di container, pallet e merci in loco secondo ISPM-15 e le norme fitosanitarie, con certificato di fumigazione per la dogana.",
      keywords: [
        "servizi di fumigazione Navi Mumbai",
        "fumigazione container",
        "trattamento pallet ISPM-15",
        "certificato di fumigazione",
        "conformità fitosanitaria",
      ],
    },
    intro: [
      "Imballaggi in legno, prodotti agricoli e molte materie prime possono ospitare insetti che i paesi importatori non accettano. Una spedizione senza una fumigazione valida può essere respinta, ritrattata a Sue spese o distrutta a destinazione.",
      "Organizziamo la disinfestazione certificata delle merci in esportazione, eseguita da operatori di fumigazione accreditati secondo gli standard fissati dalla National Plant Protection Organisation indiana. Per ogni trattamento viene rilasciato un certificato di fumigazione, pronto per la dogana e per il Suo acquirente.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Servizi di fumigazione",
        items: [
          {
            title: "Fumigazione dei container",
            text: "Container caricati trattati in condizioni di tenuta al gas presso la Sua sede, il CFS o il porto prima della spedizione.",
            icon: "ship",
          },
          {
            title: "Pallet e imballaggi in legno",
            text: "Pallet, casse e materiale di stivaggio trattati e marchiati secondo ISPM-15, affinché gli imballaggi in legno superino i controlli a destinazione.",
            icon: "boxes",
          },
          {
            title: "Fumigazione in loco",
            text: "Trattamento presso la Sua fabbrica o il Suo magazzino per scorte, cataste e grandi partite difficili da spostare.",
            icon: "map-pin",
          },
          {
            title: "Fumigazione delle derrate",
            text: "Cereali, legumi, spezie, semi oleosi, cotone e altri prodotti trattati secondo i requisiti del paese importatore.",
            icon: "leaf",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Conformità ISPM-15 e fitosanitaria",
        paragraphs: [
          "ISPM-15 è lo standard internazionale per gli imballaggi in legno nel commercio. Prevede che pallet, casse e materiale di stivaggio in legno grezzo siano trattati termicamente o fumigati con bromuro di metile e rechino il marchio IPPC. Ci assicuriamo che ogni componente in legno della Sua spedizione sia trattato e marchiato prima del carico.",
          "I prodotti vegetali richiedono di solito anche un certificato fitosanitario, rilasciato dalle autorità per la quarantena vegetale dopo un'ispezione. Coordiniamo trattamento, ispezione e domanda in modo che tutti i Suoi certificati siano pronti prima del cut-off della nave. Alcuni paesi di destinazione stabiliscono regole proprie su prodotti chimici, dosaggi o fornitori del trattamento, per cui verifichiamo i requisiti della destinazione prima di prenotare il trattamento.",
        ],
      },
      {
        kind: "steps",
        heading: "Come funziona la fumigazione",
        items: [
          {
            title: "Prenotazione e verifica dei requisiti",
            text: "Confermiamo la merce, le regole del paese di destinazione e il trattamento e il certificato che richiedono.",
          },
          {
            title: "Preparazione",
            text: "Il container viene sigillato o la catasta viene coperta con un telo a tenuta di gas, e vengono affissi i cartelli di pericolo.",
          },
          {
            title: "Trattamento",
            text: "Il fumigante viene applicato alla dose prescritta e mantenuto per il tempo di esposizione e alla temperatura richiesti.",
          },
          {
            title: "Aerazione e bonifica dal gas",
            text: "La merce viene aerata e i livelli di gas vengono misurati finché la movimentazione non è sicura.",
          },
          {
            title: "Rilascio del certificato",
            text: "Viene rilasciato un certificato di fumigazione che riporta prodotto chimico, dose, durata e temperatura, per la dogana e per il Suo acquirente.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Sicurezza e registrazioni",
        items: [
          "Tecnici formati con dispositivi di protezione completi",
          "Cartelli di pericolo e accesso limitato durante il trattamento",
          "Monitoraggio del gas prima del rilascio della merce",
          "Registri di trattamento conservati per ogni lavoro",
          "Copie dei certificati disponibili per audit e richieste degli acquirenti",
        ],
      },
    ],
    cta: {
      heading: "Le serve un certificato di fumigazione?",
      text: "Ci indichi merce, destinazione e data di cut-off: programmeremo il trattamento in tempo.",
      label: "Programmi la fumigazione",
    },
  },

  // 9 ─────────────────────────────────────────────────────────────────────
  {
    number: 9,
    title: "Documentazione e supporto alla conformità",
    cardDescription:
      "Fatture, packing list, dichiarazioni di esportazione e certificati preparati e presentati su ICEGATE ed e-Sanchit, nel rispetto delle norme doganali, DGFT e CBIC.",
    cardImages: [
      image(9, "a", "Pila di documenti di spedizione con un certificato di origine timbrato in cima"),
      image(9, "b", "Persona alla scrivania che compila moduli commerciali sullo schermo di un computer"),
    ],
    heroImages: [
      image(9, "a", "Pila di documenti di spedizione con un certificato di origine timbrato in cima"),
      image(9, "b", "Persona alla scrivania che compila moduli commerciali sullo schermo di un computer"),
    ],
    meta: {
      title: "Documentazione export e conformità | Tarang Global Logistics",
      description:
        "Documentazione per export e import: fatture, shipping bill, certificati di origine, presentazione su ICEGATE ed e-Sanchit, AD Code, EPCG, RoDTEP e supporto SEZ.",
      keywords: [
        "servizi di documentazione export",
        "presentazione ICEGATE e-Sanchit",
        "registrazione AD Code",
        "certificato di origine",
        "regimi RoDTEP EPCG Advance Authorisation",
        "conformità DGFT",
      ],
    },
    intro: [
      "Il commercio internazionale si basa ancora sui documenti, anche ora che la maggior parte viene presentata online. Una cifra sbagliata su una fattura, o un certificato che non corrisponde alla dichiarazione di esportazione, può trattenere la merce in porto o farLe perdere un beneficio all'esportazione.",
      "Il nostro team documentazione prepara, verifica e presenta i documenti di cui le Sue spedizioni hanno bisogno, La mantiene in linea con le disposizioni di dogana, DGFT e CBIC e La aiuta a ottenere gli incentivi all'esportazione a cui ha diritto.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Documenti commerciali che prepariamo",
        items: [
          {
            title: "Fatture commerciali",
            text: "Fatture con i valori, l'Incoterm, i codici HS e le dichiarazioni che la dogana e la banca del Suo acquirente si aspettano.",
            icon: "file-text",
          },
          {
            title: "Packing list",
            text: "Contenuto, pesi e dimensioni collo per collo, coerenti con la fattura e con le marche di spedizione.",
            icon: "boxes",
          },
          {
            title: "Dichiarazioni di esportazione (shipping bill)",
            text: "Dichiarazioni di esportazione con i codici di regime corretti, affinché drawback, RoDTEP e altri benefici vengano richiesti.",
            icon: "ship",
          },
          {
            title: "Certificati di origine",
            text: "Certificati preferenziali per le riduzioni daziarie previste dagli accordi commerciali, e certificati non preferenziali quando gli acquirenti li richiedono.",
            icon: "badge-check",
          },
          {
            title: "SDF",
            text: "Lo Statutory Declaration Form previsto dal FEMA, che conferma che i proventi dell'esportazione saranno incassati, presentato con la dichiarazione di esportazione.",
            icon: "clipboard-check",
          },
          {
            title: "MSDS",
            text: "Schede di sicurezza dei materiali per prodotti chimici e altri prodotti regolamentati, verificate rispetto ai requisiti del vettore.",
            icon: "search",
          },
          {
            title: "Dichiarazioni per merci pericolose",
            text: "Dichiarazioni di merci pericolose secondo il Codice IMDG per il trasporto marittimo e le norme IATA per quello aereo.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Presentazione telematica e registrazioni",
        items: [
          {
            title: "Presentazione su ICEGATE",
            text: "Dichiarazioni di importazione ed esportazione e risposte alle richieste della dogana presentate sull'Indian Customs EDI Gateway.",
            icon: "cpu",
          },
          {
            title: "Caricamenti su e-Sanchit",
            text: "Documenti di supporto caricati in formato digitale per ogni dichiarazione, senza che alcuna copia cartacea debba arrivare in dogana.",
            icon: "file-text",
          },
          {
            title: "Registrazione dell'AD Code",
            text: "Il codice Authorised Dealer della Sua banca registrato presso ogni porto da cui esporta, necessario prima di poter presentare una dichiarazione di esportazione.",
            icon: "handshake",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Nel rispetto delle disposizioni di dogana, DGFT e CBIC",
        paragraphs: [
          "Le regole cambiano tramite notifiche doganali, circolari CBIC e modifiche alla Foreign Trade Policy emanate dalla DGFT. Seguiamo questi cambiamenti e La avvisiamo quando uno di essi riguarda i Suoi prodotti, le Sue aliquote daziarie o i documenti di cui hanno bisogno le Sue spedizioni.",
          "Prima di ogni dichiarazione verifichiamo che descrizioni, classificazioni, valori e licenze coincidano in tutti i documenti. Documenti coerenti sono il modo più semplice per evitare richieste di chiarimenti, visite doganali e ritardi.",
        ],
      },
      {
        kind: "list",
        heading: "Regimi di promozione dell'export che supportiamo",
        intro: "Prepariamo i documenti e le dichiarazioni richiesti da questi regimi e monitoriamo i Suoi obblighi.",
        items: [
          "EPCG: importazione di beni strumentali a dazio agevolato a fronte di un obbligo di esportazione",
          "Advance Authorisation: importazione in esenzione da dazio dei fattori produttivi utilizzati per fabbricare prodotti destinati all'esportazione",
          "RoDTEP: rimborso di dazi e imposte incorporati, accreditati come e-scrip trasferibili",
          "SEZ: documentazione per spedizioni da e verso unità situate in Zone Economiche Speciali",
        ],
      },
    ],
    cta: {
      heading: "I documenti La frenano?",
      text: "Ci invii i dettagli della Sua spedizione: il nostro team documentazione preparerà, verificherà e presenterà tutto ciò che serve.",
      label: "Richieda assistenza documentale",
    },
  },

  // 10 ────────────────────────────────────────────────────────────────────
  {
    number: 10,
    title: "Servizi di consulenza",
    cardDescription:
      "Consulenza doganale ed EXIM: codici HS, analisi dei dazi, regimi di incentivazione, autorizzazioni BIS, FSSAI e di quarantena, impatto GST e ottimizzazione dei costi.",
    cardImages: [
      image(10, "a", "Consulenti logistici che discutono di grafici attorno a un tavolo con un mappamondo"),
      image(10, "b", "Consulente che presenta su uno schermo un grafico di ottimizzazione dei costi al team di un cliente"),
    ],
    heroImages: [
      image(10, "a", "Consulenti logistici che discutono di grafici attorno a un tavolo con un mappamondo"),
      image(10, "b", "Consulente che presenta su uno schermo un grafico di ottimizzazione dei costi al team di un cliente"),
    ],
    meta: {
      title: "Consulenza doganale ed EXIM | Tarang Global Logistics",
      description:
        "Consulenza doganale ed EXIM da Navi Mumbai: classificazione dei codici HS, analisi dei dazi, RoDTEP ed EPCG, autorizzazioni BIS e FSSAI, impatto GST e riduzione dei costi.",
      keywords: [
        "consulenza EXIM",
        "consulente doganale Mumbai",
        "classificazione codice HS",
        "analisi dazi all'importazione",
        "autorizzazione importazione BIS FSSAI",
        "ottimizzazione costi logistici",
      ],
    },
    intro: [
      "Molti errori costosi nel commercio avvengono prima che la merce si muova: il codice HS sbagliato, una licenza dimenticata, un Incoterm che sposta i costi su di Lei o un regime che nessuno ha richiesto. Il nostro servizio di consulenza mette a Sua disposizione l'esperienza dei nostri team doganali e di spedizione prima che Lei prenda un impegno.",
      "Lavoriamo sia con esportatori alle prime armi che stanno avviando l'attività, sia con importatori affermati che vogliono rivedere il proprio modo di operare. I nostri consigli sono pratici e specifici per i Suoi prodotti, porti e mercati, e li mettiamo per iscritto affinché il Suo team possa metterli in pratica.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Ambiti di consulenza",
        items: [
          {
            title: "Orientamento doganale ed EXIM",
            text: "Come si applicano alle Sue merci le regole di importazione ed esportazione, da licenze e restrizioni alla Foreign Trade Policy.",
            icon: "globe",
          },
          {
            title: "Individuazione del codice HS",
            text: "La corretta classificazione dei Suoi prodotti, da cui dipendono aliquote daziarie, restrizioni e benefici dei regimi.",
            icon: "search",
          },
          {
            title: "Analisi dei dazi",
            text: "Un dettaglio di dazio doganale di base, maggiorazioni, IGST ed eventuali dazi antidumping, con le aliquote preferenziali previste dagli accordi commerciali.",
            icon: "coins",
          },
          {
            title: "Regimi di incentivazione",
            text: "Per quali tra RoDTEP, drawback, EPCG e Advance Authorisation ha i requisiti, e come richiederli.",
            icon: "trending-up",
          },
          {
            title: "BIS, FSSAI, PQ e AQ",
            text: "Le autorizzazioni di prodotto e i nulla osta di cui le Sue merci hanno bisogno prima che la dogana le svincoli.",
            icon: "badge-check",
          },
          {
            title: "Registrazione presso i porti",
            text: "Registrazioni IEC, AD Code e ICEGATE attive in ogni porto che intende utilizzare.",
            icon: "map-pin",
          },
          {
            title: "Impatto GST",
            text: "IGST sulle importazioni, credito d'imposta sugli acquisti ed esportazione con Letter of Undertaking o con rimborso dell'IGST.",
            icon: "file-text",
          },
          {
            title: "Ottimizzazione dei costi",
            text: "Un'analisi del Suo costo franco destino (landed cost) per trovare risparmi su nolo, dazi, stoccaggio e spese portuali.",
            icon: "target",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Le autorizzazioni regolatorie spiegate",
        paragraphs: [
          "Molti prodotti richiedono l'approvazione di un ente diverso dalla dogana prima di poter entrare in India. L'elettronica e molti beni industriali rientrano nella registrazione BIS o nelle Quality Control Orders, i prodotti alimentari richiedono il nulla osta all'importazione FSSAI, piante e prodotti vegetali richiedono il nulla osta della quarantena vegetale (PQ) e i prodotti di origine animale quello della quarantena animale (AQ).",
          "Le indichiamo quali autorizzazioni si applicano ai Suoi prodotti, cosa comporta ciascuna e quanto tempo prevedere, così la merce non arriva prima che i documenti siano pronti.",
        ],
      },
      {
        kind: "prose",
        heading: "Ottimizzazione dei costi",
        paragraphs: [
          "Il costo franco destino è più della tariffa di nolo. Analizziamo le Sue spedizioni dall'inizio alla fine: modalità e itinerario, consolidamento, Incoterms, pianificazione dei dazi nell'ambito degli accordi commerciali, magazzinaggio e le spese di controstallia e detention che maturano quando la merce resta in attesa.",
          "Riceve un breve rapporto con raccomandazioni pratiche, ordinate in base al risparmio e all'impegno che ciascuna comporta.",
        ],
      },
      {
        kind: "steps",
        heading: "Come funziona una consulenza",
        items: [
          {
            title: "Colloquio iniziale",
            text: "Parliamo dei Suoi prodotti, dei Suoi mercati e delle domande a cui ha bisogno di una risposta.",
          },
          { title: "Esame dei documenti", text: "Studiamo fatture, dichiarazioni precedenti, contratti e dettagli dei prodotti." },
          { title: "Analisi", text: "I nostri specialisti doganali e di spedizione esaminano classificazione, dazi, regimi e costi." },
          { title: "Raccomandazioni scritte", text: "Riceve per iscritto risultati chiari e i passi successivi." },
          {
            title: "Follow-up",
            text: "Rispondiamo alle Sue domande mentre mette in pratica i consigli e possiamo svolgere il lavoro al posto Suo.",
          },
        ],
      },
    ],
    cta: {
      heading: "Ha una domanda sul commercio internazionale?",
      text: "Prenoti una consulenza: i nostri specialisti esamineranno con Lei prodotti, mercati e costi.",
      label: "Prenoti una consulenza",
    },
  },

  // 11 ────────────────────────────────────────────────────────────────────
  {
    number: 11,
    title: "Logistica inversa",
    cardDescription:
      "Resi ritirati, ispezionati, smistati e indirizzati al miglior utilizzo successivo: rivendita, riparazione, riciclo o smaltimento responsabile.",
    cardImages: [
      image(11, "a", "Pacchi resi che si muovono lungo un flusso circolare di frecce, dal cliente di nuovo al magazzino"),
      image(11, "b", "Postazione di lavoro in cui i prodotti resi vengono ricondizionati e smistati in contenitori per il riciclo"),
    ],
    heroImages: [image(11, "a", "Pacchi resi che si muovono lungo un flusso circolare di frecce, dal cliente di nuovo al magazzino")],
    meta: {
      title: "Servizi di logistica inversa | Tarang Global Logistics",
      description:
        "Logistica inversa da Navi Mumbai: gestione dei resi, ricondizionamento, riciclo, sostituzioni in garanzia, reintegro a magazzino e recupero di beni in un unico flusso gestito.",
      keywords: [
        "logistica inversa India",
        "gestione dei resi",
        "ricondizionamento e riparazione prodotti",
        "riciclo e smaltimento",
        "recupero beni",
      ],
    },
    intro: [
      "I prodotti tornano indietro per molti motivi: una taglia sbagliata, un difetto in garanzia, la fine di un noleggio o la fine della vita utile di un prodotto. Il modo in cui un'azienda gestisce questi resi incide sui suoi costi, sui suoi clienti e sulla sua impronta ambientale.",
      "Il nostro servizio di logistica inversa ritira la merce resa, la ispeziona e la smista, e indirizza ogni articolo al miglior utilizzo successivo, che si tratti di rivendita, riparazione, riciclo o smaltimento responsabile. Riceve una registrazione chiara di ogni articolo, e lo stock rivendibile rientra rapidamente nella Sua catena di approvvigionamento.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "I vantaggi della logistica inversa",
        items: [
          {
            title: "Riduzione dei costi",
            text: "Ritiri consolidati e decisioni rapide su ogni articolo riducono i costi di trasporto, stoccaggio e svalutazione.",
            icon: "coins",
          },
          {
            title: "Sostenibilità",
            text: "Riutilizzo, riparazione e riciclo tengono prodotti e materiali lontani dalla discarica.",
            icon: "leaf",
          },
          {
            title: "Recupero di valore",
            text: "La merce resa viene rivenduta, ricondizionata o smontata per recuperarne i componenti invece di essere svalutata.",
            icon: "trending-up",
          },
          {
            title: "Efficienza",
            text: "Un processo definito sostituisce la gestione improvvisata, così i resi non disturbano più le operazioni in uscita.",
            icon: "gauge",
          },
          {
            title: "Soddisfazione dei clienti",
            text: "Ritiri, rimborsi e sostituzioni rapidi danno ai clienti la fiducia per acquistare di nuovo.",
            icon: "users",
          },
          {
            title: "Informazioni dai dati",
            text: "I motivi di reso e le classi di condizione Le mostrano dove prodotto, imballaggio o consegna possono migliorare.",
            icon: "bar-chart",
          },
        ],
      },
      {
        kind: "cards",
        heading: "I nostri servizi di logistica inversa",
        items: [
          {
            title: "Gestione dei resi",
            text: "Programmazione dei ritiri, verifica delle autorizzazioni al reso e ricevimento dei resi di clienti e rivenditori.",
            icon: "package",
          },
          {
            title: "Ricondizionamento e riparazione",
            text: "Gli articoli riparabili vengono riparati, collaudati e reimballati per la rivendita o come stock di sostituzione.",
            icon: "wrench",
          },
          {
            title: "Riciclo e smaltimento",
            text: "Gli articoli non riutilizzabili vengono inviati a riciclatori autorizzati, con la registrazione di come sono stati trattati.",
            icon: "recycle",
          },
          {
            title: "Gestione di garanzie e sostituzioni",
            text: "Le richieste in garanzia vengono verificate e le sostituzioni spedite secondo la Sua politica aziendale.",
            icon: "badge-check",
          },
          {
            title: "Gestione dei prodotti a fine vita",
            text: "I prodotti giunti a fine vita vengono ritirati, smontati e indirizzati al riutilizzo o al riciclo.",
            icon: "refresh-cw",
          },
          {
            title: "Reintegro a magazzino",
            text: "I resi vendibili vengono reimballati, rietichettati e reinseriti nell'inventario disponibile.",
            icon: "boxes",
          },
          {
            title: "Recupero di beni",
            text: "Attrezzature, pallet e imballaggi a rendere vengono recuperati e riutilizzati o rivenduti.",
            icon: "coins",
          },
          {
            title: "Ottimizzazione della catena inversa",
            text: "Analizziamo volumi, percorsi e decisioni relativi ai resi per rendere l'intero flusso più rapido ed economico.",
            icon: "route",
          },
        ],
      },
      {
        kind: "steps",
        heading: "Il nostro processo in cinque fasi",
        items: [
          {
            title: "Ritiro",
            text: "Gli articoli resi vengono ritirati presso clienti, negozi o distributori e consolidati nella nostra struttura.",
          },
          {
            title: "Ispezione",
            text: "Ogni articolo viene controllato, classificato in base alle condizioni e registrato con il relativo motivo di reso.",
          },
          {
            title: "Smistamento",
            text: "Gli articoli vengono indirizzati a reintegro, riparazione, riciclo o smaltimento secondo le Sue regole.",
          },
          {
            title: "Lavorazione",
            text: "Si eseguono riparazione, reimballaggio, riciclo o smaltimento, e ogni intervento viene registrato.",
          },
          {
            title: "Reintegrazione",
            text: "Lo stock e i materiali recuperati rientrano nella Sua catena di approvvigionamento e Lei riceve un rapporto sull'esito.",
          },
        ],
      },
    ],
    cta: {
      heading: "Trasformi i resi in valore recuperato",
      text: "Ci parli dei Suoi volumi di resi: progetteremo un flusso di logistica inversa adatto alla Sua attività.",
      label: "Contatti il nostro team",
    },
  },

  // 12 ────────────────────────────────────────────────────────────────────
  {
    number: 12,
    title: "Logistica della catena del freddo",
    cardDescription:
      "Trasporto e stoccaggio a temperatura controllata per farmaci, alimenti e altre merci sensibili, monitorati in tempo reale dalla banchina alla consegna.",
    cardImages: [
      image(12, "a", "Camion frigorifero con gruppo refrigerante montato sopra la cabina"),
      image(12, "b", "Cella frigorifera con cartoni su scaffalature e un display digitale della temperatura a parete"),
    ],
    heroImages: [
      image(12, "a", "Camion frigorifero con gruppo refrigerante montato sopra la cabina"),
      image(12, "b", "Cella frigorifera con cartoni su scaffalature e un display digitale della temperatura a parete"),
    ],
    meta: {
      title: "Logistica della catena del freddo a Navi Mumbai | Tarang Global Logistics",
      description:
        "Logistica della catena del freddo da Navi Mumbai: trasporto reefer, magazzini refrigerati, monitoraggio della temperatura in tempo reale, mappatura termica e gestione conforme alle GDP.",
      keywords: [
        "logistica catena del freddo India",
        "trasporto reefer Mumbai",
        "magazzino refrigerato",
        "catena del freddo farmaceutica",
        "monitoraggio della temperatura",
        "logistica merci deperibili",
      ],
    },
    intro: [
      "Farmaci, vaccini, prodotti ittici, latticini, frutta e molte specialità chimiche perdono valore, o diventano pericolosi, se escono dal loro intervallo di temperatura anche solo per poco. Il nostro servizio di catena del freddo li mantiene nell'intervallo previsto dalla banchina del produttore alla porta del destinatario.",
      "Combiniamo veicoli refrigerati, stoccaggio a temperatura controllata, imballaggi adeguati e monitoraggio continuo, e registriamo l'intero viaggio, così può dimostrare ad autorità e clienti che la catena non è mai stata interrotta.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "I vantaggi della nostra catena del freddo",
        items: [
          {
            title: "Integrità del prodotto",
            text: "La merce resta nell'intervallo specificato in ogni fase, a tutela della sua qualità, efficacia e durata di conservazione.",
            icon: "thermometer",
          },
          { title: "Visibilità completa", text: "Può vedere temperatura, posizione e stato dal ritiro alla consegna.", icon: "search" },
          {
            title: "Sicurezza regolatoria",
            text: "Registrazioni complete delle temperature pronte per audit, ispezioni e richieste dei clienti.",
            icon: "shield-check",
          },
          {
            title: "Meno sprechi",
            text: "Meno escursioni significano meno spedizioni respinte e meno prodotto deteriorato.",
            icon: "leaf",
          },
          {
            title: "Intervento rapido",
            text: "Gli allarmi raggiungono il nostro team nel momento in cui una lettura si discosta, così l'azione correttiva parte subito.",
            icon: "clock",
          },
          {
            title: "Un unico referente",
            text: "Trasporto, stoccaggio e monitoraggio sono gestiti insieme da un unico coordinatore.",
            icon: "handshake",
          },
        ],
      },
      {
        kind: "cards",
        heading: "I nostri servizi di catena del freddo",
        items: [
          {
            title: "Trasporto a temperatura controllata",
            text: "Camion e container reefer impostati e preraffreddati all'intervallo del Suo prodotto prima del carico.",
            icon: "truck",
          },
          {
            title: "Magazzini refrigerati",
            text: "Stoccaggio refrigerato e surgelato con registrazione continua della temperatura e alimentazione di riserva.",
            icon: "snowflake",
          },
          {
            title: "Monitoraggio in tempo reale",
            text: "Data logger e sensori rilevano la temperatura per tutto il viaggio, con allarmi in caso di escursione.",
            icon: "gauge",
          },
          {
            title: "Mappatura termica e convalida",
            text: "Aree di stoccaggio e veicoli vengono mappati e convalidati per dimostrare che mantengono costantemente l'intervallo richiesto.",
            icon: "clipboard-check",
          },
          {
            title: "Conformità normativa",
            text: "Una gestione conforme alle Good Distribution Practice (GDP) che supporta i Suoi obblighi GMP e US FDA, con registrazioni pronte per gli audit.",
            icon: "badge-check",
          },
          {
            title: "Distribuzione di deperibili",
            text: "Consegne rapide e pianificate di alimenti, fiori e altri deperibili a distributori, rivenditori e porti.",
            icon: "leaf",
          },
          {
            title: "Imballaggio e isolamento",
            text: "Contenitori isotermici, siberini e materiali a cambiamento di fase scelti in base al prodotto e alla durata del viaggio.",
            icon: "package",
          },
        ],
      },
      {
        kind: "list",
        heading: "Intervalli di temperatura che gestiamo",
        items: [
          "Surgelato: −18 °C e inferiori",
          "Refrigerato: da +2 °C a +8 °C",
          "Fresco: da +8 °C a +15 °C",
          "Temperatura ambiente controllata: da +15 °C a +25 °C",
        ],
      },
      {
        kind: "steps",
        heading: "Come proteggiamo la Sua spedizione",
        items: [
          {
            title: "Pianificazione",
            text: "Concordiamo intervallo di temperatura, percorso, imballaggio e piano di emergenza per il Suo prodotto.",
          },
          { title: "Precondizionamento", text: "Veicoli, container e imballaggi vengono portati in temperatura prima del carico." },
          { title: "Carico", text: "La merce viene caricata rapidamente con un'esposizione minima e i data logger vengono avviati." },
          { title: "Monitoraggio", text: "Il nostro team controlla le letture per tutto il tempo e interviene su ogni allarme." },
          {
            title: "Consegna e rapporto",
            text: "La spedizione viene consegnata e Lei riceve la registrazione completa delle temperature.",
          },
        ],
      },
    ],
    cta: {
      heading: "Spedisce merci sensibili alla temperatura?",
      text: "Ci parli del Suo prodotto e del suo intervallo di temperatura: il nostro team della catena del freddo pianificherà un viaggio che lo protegga.",
      label: "Contatti il nostro team",
    },
  },
];
