import type * as en from "../../page-copy";
import { site } from "../../site";

export const homePage: typeof en.homePage = {
  playVideo: "నేపథ్య వీడియోను ప్లే చేయండి",
  pauseVideo: "నేపథ్య వీడియోను ఆపండి",
};

export const aboutPage: typeof en.aboutPage = {
  heroEyebrow: "{founded} నుంచి",
  heroTitle: "{name} గురించి",
  heroLead:
    "{founded}లో {formerName}గా స్థాపించబడి, {renamed}లో పేరు మార్చుకున్న మేము, నవీ ముంబైలోని మా కేంద్రం నుంచి భారతీయ ఎగుమతిదారులు, దిగుమతిదారుల సరుకును రవాణా చేస్తున్నాం.",
  storyEyebrow: "మా కథ",
  commitmentEyebrow: "మా నిబద్ధత",
  foundationsEyebrow: "మేము నిలబడే ఆధారం",
  foundationsTitle: "మా పునాదులు",
  valuesEyebrow: "మేము పనిచేసే విధానం",
  valuesTitle: "మా ఐదు విలువలు",
  philosophyLink: "మా లక్ష్యం, దార్శనికత, ప్రధాన విలువల గురించి చదవండి",
  howItWorksLink: "మేము షిప్‌మెంట్‌ను దశలవారీగా ఎలా నిర్వహిస్తామో చూడండి",
  leadershipEyebrow: "నాయకత్వం",
  leadershipTitle: "మమ్మల్ని నడిపించే వ్యక్తులు",
  cta: {
    heading: "మీ సరుకు వెనుక ఉన్న బృందంతో మాట్లాడండి",
    text: "మీ షిప్‌మెంట్ల గురించి చెప్పండి; సరైన నిపుణులను మీతో మాట్లాడేలా ఏర్పాటు చేస్తాం.",
    label: "మా బృందాన్ని సంప్రదించండి",
  },
};

export const philosophyPage: typeof en.philosophyPage = {
  eyebrow: "మా సిద్ధాంతం",
  title: "లక్ష్యం, దార్శనికత, ప్రధాన విలువలు",
  sectionTitle: "ప్రతి షిప్‌మెంట్‌ను నడిపించేవి",
};

export const ourTeamPage: typeof en.ourTeamPage = {
  title: "మా బృందం",
  action: "'మా గురించి' పేజీకి వెళ్లండి",
};

export const howItWorksPage: typeof en.howItWorksPage = {
  eyebrow: "ఇది ఎలా పనిచేస్తుంది",
  title: "విచారణ నుంచి డెలివరీ వరకు",
  sectionTitle: "ఆరు దశలు, జవాబుదారీగా ఉండే ఒకే బృందం",
  stepLabel: "దశ {number}:",
  cta: {
    heading: "ఒక సంభాషణతో మొదలుపెట్టండి",
    text: "మీ సరుకు, మార్గం, కాలపరిమితులను పంచుకోండి; 24 గంటల్లోగా ప్రణాళిక, కొటేషన్‌తో మీకు తిరిగి సమాధానం ఇస్తాం.",
  },
};

const servicesLead = "ఫ్రైట్ ఫార్వర్డింగ్, కస్టమ్స్ క్లియరెన్స్, వేర్‌హౌసింగ్, రోడ్డు రవాణా, వాటికి సంబంధించిన ప్రత్యేక సేవలు, అన్నీ నవీ ముంబై నుంచి ఒకే బృందం నిర్వహిస్తుంది.";

export const servicesPage: typeof en.servicesPage = {
  meta: {
    title: `మా సేవలు | ${site.name}`,
    description: servicesLead,
    keywords: ["లాజిస్టిక్స్ సేవలు భారతదేశం", "ఫ్రైట్ ఫార్వర్డింగ్", "కస్టమ్స్ క్లియరెన్స్", "వేర్‌హౌసింగ్", "రోడ్డు రవాణా", "నవీ ముంబై"],
  },
  eyebrow: "మేము చేసేది",
  title: "మా సేవలు",
  lead: servicesLead,
  sectionEyebrow: "పన్నెండు సేవలు, ఒకే భాగస్వామి",
  sectionTitle: "ఫ్యాక్టరీ నుంచి కొనుగోలుదారు వరకు మీ సరుకుకు కావలసినవన్నీ",
  intro:
    "ఒక్క సేవను బుక్ చేసుకోండి, లేదా మొత్తం ప్రయాణాన్ని మాకే అప్పగించండి. మొదటి కొటేషన్ నుంచి తుది డెలివరీ వరకు, ప్రతి షిప్‌మెంట్‌కు ఒక నిర్దిష్ట కోఆర్డినేటర్, దాని వెనుక అదే బృందం ఉంటారు. {link}.",
  introLink: "మాతో షిప్‌మెంట్ దశలవారీగా ఎలా సాగుతుందో చూడండి",
  pauseRotation: "చిత్రాల మార్పును ఆపండి",
  resumeRotation: "చిత్రాల మార్పును కొనసాగించండి",
  cardLinkContext: "{title} గురించి",
};

export const serviceDetailPage: typeof en.serviceDetailPage = {
  backLink: "అన్ని సేవలకు తిరిగి వెళ్లండి",
  playSlideshow: "స్లైడ్‌షో ప్లే చేయండి",
  pauseSlideshow: "స్లైడ్‌షో ఆపండి",
  asideLabel: "విషయసూచిక, సంప్రదింపు వివరాలు",
  onThisPage: "ఈ పేజీలో",
  speakToSpecialist: "నిపుణులతో మాట్లాడండి",
  hours: "{days}, సమయం: {time}",
  stepLabel: "దశ {number}:",
  moreTitle: "మా ఇతర సేవలను చూడండి",
};

const industriesLead = "ప్రత్యేక రసాయనాలు, ఫార్మాస్యూటికల్స్ నుంచి భారీ యంత్రాలు, నీటి శుద్ధి ప్లాంట్ల వరకు, పదమూడు పరిశ్రమల సరుకుకు తగ్గట్టుగా రూపొందించిన లాజిస్టిక్స్.";

export const industriesPage: typeof en.industriesPage = {
  meta: {
    title: `మేము సేవలందించే పరిశ్రమలు | ${site.name}`,
    description: industriesLead,
    keywords: ["పరిశ్రమల లాజిస్టిక్స్ భారతదేశం", "రసాయనాల లాజిస్టిక్స్", "ఫార్మా లాజిస్టిక్స్", "ప్రాజెక్ట్ కార్గో", "ప్రమాదకర వస్తువుల షిప్పింగ్", "నవీ ముంబై"],
  },
  eyebrow: "మేము ఎవరితో పనిచేస్తాం",
  title: "మేము సేవలందించే పరిశ్రమలు",
  lead: industriesLead,
  sectionEyebrow: "రంగాల వారీ నైపుణ్యం",
  sectionTitle: "ప్రతి సరుకుకూ దాని సొంత నియమాలు ఉంటాయి",
  intro:
    "ప్రమాదకర వస్తువుల డిక్లరేషన్లు, ఉష్ణోగ్రత రికార్డులు, ఓవర్-డైమెన్షనల్ అనుమతులు, ఫైటోసానిటరీ సర్టిఫికెట్లు: ప్రతి పరిశ్రమ షిప్‌మెంట్లకు ఏం అవసరమో అవి పోర్టుకు చేరక ముందే మాకు తెలుసు.",
  cardLinkContext: "{title} గురించి",
  otherTitle: "జాబితాలో లేదా?",
  otherText:
    "వస్త్రాలు, ఎలక్ట్రానిక్స్, ఆహార ఉత్పత్తులు, ఫర్నిచర్, ప్రాజెక్ట్ కార్గోను కూడా రవాణా చేస్తాం. మీరు ఏం పంపుతున్నారో చెప్పండి; దాని పత్రాలు, ప్యాకింగ్, హ్యాండ్లింగ్ నియమాలకు తగ్గట్టుగా ప్లాన్ చేస్తాం.",
  otherLink: "మా బృందంతో మాట్లాడండి",
};

export const industryDetailPage: typeof en.industryDetailPage = {
  backLink: "అన్ని పరిశ్రమలు",
  heroEyebrow: "మేము సేవలందించే పరిశ్రమలు",
  expertiseEyebrow: "మేము ఎలా సహాయపడతాం",
  expertiseTitle: "పరిశ్రమ నైపుణ్యం",
  asideLabel: "సంప్రదింపు వివరాలు, ఇతర పరిశ్రమలు",
  otherIndustries: "ఇతర పరిశ్రమలు",
};

export const greenLogisticsPage: typeof en.greenLogisticsPage = {
  targetYear: "{year} నాటికి",
};

export const privacyPage: typeof en.privacyPage = {
  overviewTitle: "మేము ఎవరు, ఈ ప్రకటన దేనికి వర్తిస్తుంది",
  updated: "చివరిగా నవీకరించినది: {date}",
  collectedTitle: "మేము ఏం సేకరిస్తాం, ఎందుకు, ఎంత కాలం",
  through: "{link} ద్వారా.",
  collected: "మేము సేకరించేది",
  purpose: "ఎందుకు",
  retention: "ఎంత కాలం ఉంచుతాం",
};

export const accessibilityPage: typeof en.accessibilityPage = {
  eyebrow: "యాక్సెసిబిలిటీ ప్రకటన",
  title: "అందరూ ఉపయోగించగల సైట్",
  reviewed: "చివరిగా సమీక్షించినది: {date}",
  targetTitle: "మా లక్ష్యం: WCAG 2.2 AA",
  testingTitle: "మేము ఎలా పరీక్షిస్తాం",
  limitsTitle: "తెలిసిన పరిమితులు",
  barriersTitle: "ఏదైనా అవరోధం ఉంటే మాకు తెలియజేయండి",
};

export const notFoundPage: typeof en.notFoundPage = {
  meta: {
    title: `పేజీ కనబడలేదు | ${site.name}`,
    description: `మీరు వెతుకుతున్న పేజీ వేరే చోటుకు మారింది లేదా ఎన్నడూ లేదు. మా సేవలు, పరిశ్రమలు, బ్లాగ్, సంప్రదింపు వివరాలను ${site.name} వెబ్‌సైట్‌లో చూడండి.`,
  },
};

export const holdingPage: typeof en.holdingPage = {
  title: "ఈ విభాగం సిద్ధమవుతోంది",
  text: "మా వెబ్‌సైట్‌లోని ఈ భాగాన్ని పూర్తి చేస్తున్నాం. ఇది అందించబోయే ఏ విషయంలోనైనా మా బృందం ఇప్పటికే సహాయం చేయగలదు: మాకు కాల్ చేయండి లేదా రాయండి; మా నిపుణుల్లో ఒకరు {replyTime} సమాధానం ఇస్తారు.",
};
