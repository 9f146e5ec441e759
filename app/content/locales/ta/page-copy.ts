import type * as en from "../../page-copy";
import { site } from "../../site";

export const homePage: typeof en.homePage = {
  playVideo: "பின்னணி வீடியோவை இயக்கு",
  pauseVideo: "பின்னணி வீடியோவை நிறுத்து",
};

export const aboutPage: typeof en.aboutPage = {
  heroEyebrow: "{founded} முதல்",
  heroTitle: "{name} பற்றி",
  heroLead:
    "{founded}-ல் {formerName} என்ற பெயரில் தொடங்கி, {renamed}-ல் பெயர் மாற்றம் பெற்ற நாங்கள், எங்கள் நவி மும்பைத் தளத்திலிருந்து இந்திய ஏற்றுமதியாளர்களுக்கும் இறக்குமதியாளர்களுக்கும் சரக்குகளைக் கொண்டு சேர்க்கிறோம்.",
  storyEyebrow: "எங்கள் வரலாறு",
  commitmentEyebrow: "எங்கள் உறுதிமொழி",
  foundationsEyebrow: "எங்கள் அடித்தளம்",
  foundationsTitle: "எங்கள் அடிப்படைகள்",
  valuesEyebrow: "நாங்கள் பணியாற்றும் விதம்",
  valuesTitle: "எங்கள் ஐந்து மதிப்புகள்",
  philosophyLink: "எங்கள் நோக்கம், தொலைநோக்கு, முக்கிய மதிப்புகளைப் படியுங்கள்",
  howItWorksLink: "ஒரு ஷிப்மென்ட்டை நாங்கள் படிப்படியாக எப்படிக் கையாள்கிறோம் என்று பாருங்கள்",
  leadershipEyebrow: "தலைமை",
  leadershipTitle: "எங்களை வழிநடத்துபவர்கள்",
  cta: {
    heading: "உங்கள் சரக்குக்குப் பின்னால் உள்ள குழுவுடன் பேசுங்கள்",
    text: "உங்கள் ஷிப்மென்ட்டுகள் பற்றிச் சொல்லுங்கள்; சரியான நிபுணரை உங்களுடன் பேச வைப்போம்.",
    label: "எங்கள் குழுவைத் தொடர்புகொள்ளுங்கள்",
  },
};

export const philosophyPage: typeof en.philosophyPage = {
  eyebrow: "எங்கள் கொள்கை",
  title: "நோக்கம், தொலைநோக்கு மற்றும் முக்கிய மதிப்புகள்",
  sectionTitle: "ஒவ்வொரு ஷிப்மென்ட்டையும் வழிநடத்துபவை",
};

export const ourTeamPage: typeof en.ourTeamPage = {
  title: "எங்கள் குழு",
  action: "'எங்களைப் பற்றி' பக்கத்துக்குச் செல்லுங்கள்",
};

export const howItWorksPage: typeof en.howItWorksPage = {
  eyebrow: "செயல்படும் விதம்",
  title: "விசாரணை முதல் டெலிவரி வரை",
  sectionTitle: "ஆறு படிகள், பொறுப்பேற்கும் ஒரே குழு",
  stepLabel: "படி {number}:",
  cta: {
    heading: "ஓர் உரையாடலுடன் தொடங்குங்கள்",
    text: "உங்கள் சரக்கு, வழித்தடம், கால அட்டவணையைப் பகிருங்கள்; 24 மணி நேரத்திற்குள் திட்டத்துடனும் விலைப்புள்ளியுடனும் பதிலளிப்போம்.",
  },
};

const servicesLead =
  "சரக்கு அனுப்புதல், சுங்க அனுமதி, கிடங்கு சேவை, சாலைப் போக்குவரத்து மற்றும் அவற்றைச் சார்ந்த சிறப்புச் சேவைகள்; அனைத்தையும் நவி மும்பையிலிருந்து ஒரே குழு இயக்குகிறது.";

export const servicesPage: typeof en.servicesPage = {
  meta: {
    title: `எங்கள் சேவைகள் | ${site.name}`,
    description: servicesLead,
    keywords: ["லாஜிஸ்டிக்ஸ் சேவைகள் இந்தியா", "சரக்கு அனுப்புதல்", "சுங்க அனுமதி", "கிடங்கு சேவை", "சாலைப் போக்குவரத்து", "நவி மும்பை"],
  },
  eyebrow: "நாங்கள் செய்வது",
  title: "எங்கள் சேவைகள்",
  lead: servicesLead,
  sectionEyebrow: "பன்னிரண்டு சேவைகள், ஒரே கூட்டாளி",
  sectionTitle: "தொழிற்சாலைக்கும் வாங்குபவருக்கும் இடையே உங்கள் சரக்குக்குத் தேவையான அனைத்தும்",
  intro:
    "ஒரே ஒரு சேவையை புக் செய்யுங்கள், அல்லது முழுப் பயணத்தையும் எங்களிடம் ஒப்படையுங்கள். முதல் விலைப்புள்ளி முதல் இறுதி டெலிவரி வரை, ஒவ்வொரு ஷிப்மென்ட்டுக்கும் பெயர் குறிப்பிட்ட ஒருங்கிணைப்பாளரும் அதே குழுவும் உண்டு. {link}.",
  introLink: "எங்களுடன் ஒரு ஷிப்மென்ட் படிப்படியாக எப்படி நகர்கிறது என்று பாருங்கள்",
  pauseRotation: "படச் சுழற்சியை நிறுத்து",
  resumeRotation: "படச் சுழற்சியைத் தொடர்",
  cardLinkContext: "{title} பற்றி",
};

export const serviceDetailPage: typeof en.serviceDetailPage = {
  backLink: "அனைத்துச் சேவைகளுக்கும் திரும்பு",
  playSlideshow: "ஸ்லைடுஷோவை இயக்கு",
  pauseSlideshow: "ஸ்லைடுஷோவை நிறுத்து",
  asideLabel: "உள்ளடக்கமும் தொடர்புகளும்",
  onThisPage: "இந்தப் பக்கத்தில்",
  speakToSpecialist: "ஒரு நிபுணருடன் பேசுங்கள்",
  hours: "{days}, நேரம்: {time}",
  stepLabel: "படி {number}:",
  moreTitle: "எங்கள் பிற சேவைகளைப் பாருங்கள்",
};

const industriesLead =
  "சிறப்பு இரசாயனங்கள், மருந்துப் பொருட்கள் முதல் கனரக இயந்திரங்கள், நீர் சுத்திகரிப்பு ஆலைகள் வரை, பதின்மூன்று தொழில்துறைகளின் சரக்குக்கு ஏற்ப வடிவமைக்கப்பட்ட லாஜிஸ்டிக்ஸ்.";

export const industriesPage: typeof en.industriesPage = {
  meta: {
    title: `நாங்கள் சேவை செய்யும் தொழில்துறைகள் | ${site.name}`,
    description: industriesLead,
    keywords: ["தொழில்துறை லாஜிஸ்டிக்ஸ் இந்தியா", "இரசாயன லாஜிஸ்டிக்ஸ்", "மருந்து லாஜிஸ்டிக்ஸ்", "திட்டச் சரக்கு", "அபாயகரப் பொருட்கள் ஷிப்பிங்", "நவி மும்பை"],
  },
  eyebrow: "நாங்கள் இணைந்து பணியாற்றுபவர்கள்",
  title: "நாங்கள் சேவை செய்யும் தொழில்துறைகள்",
  lead: industriesLead,
  sectionEyebrow: "துறைசார் நிபுணத்துவம்",
  sectionTitle: "ஒவ்வொரு சரக்குக்கும் அதற்கென விதிகள் உண்டு",
  intro:
    "அபாயகரப் பொருட்கள் அறிவிப்புகள், வெப்பநிலைப் பதிவுகள், அளவுக்கு மீறிய சரக்குக்கான அனுமதிகள், தாவரச் சுகாதாரச் சான்றிதழ்கள்: ஒவ்வொரு தொழில்துறையின் ஷிப்மென்ட்டுகளுக்கும் என்ன தேவை என்பது அவை துறைமுகத்தை அடையும் முன்பே எங்களுக்குத் தெரியும்.",
  cardLinkContext: "{title} பற்றி",
  otherTitle: "பட்டியலில் இல்லையா?",
  otherText:
    "ஜவுளி, மின்னணுப் பொருட்கள், உணவுப் பொருட்கள், மரச்சாமான்கள், திட்டச் சரக்கு ஆகியவற்றையும் கொண்டு செல்கிறோம். நீங்கள் அனுப்புவது என்ன என்று சொல்லுங்கள்; அதன் ஆவணங்கள், பேக்கிங், கையாளுதல் விதிகளுக்கு ஏற்பத் திட்டமிடுவோம்.",
  otherLink: "எங்கள் குழுவுடன் பேசுங்கள்",
};

export const industryDetailPage: typeof en.industryDetailPage = {
  backLink: "அனைத்துத் தொழில்துறைகளும்",
  heroEyebrow: "நாங்கள் சேவை செய்யும் தொழில்துறைகள்",
  expertiseEyebrow: "நாங்கள் உதவும் விதம்",
  expertiseTitle: "தொழில்துறை நிபுணத்துவம்",
  asideLabel: "தொடர்புகளும் பிற தொழில்துறைகளும்",
  otherIndustries: "பிற தொழில்துறைகள்",
};

export const greenLogisticsPage: typeof en.greenLogisticsPage = {
  targetYear: "{year}-க்குள்",
};

export const privacyPage: typeof en.privacyPage = {
  overviewTitle: "நாங்கள் யார், இந்த அறிவிப்பு எதை உள்ளடக்குகிறது",
  updated: "கடைசியாகப் புதுப்பிக்கப்பட்டது: {date}",
  collectedTitle: "நாங்கள் எதைச் சேகரிக்கிறோம், ஏன், எவ்வளவு காலம்",
  through: "{link} வழியாக.",
  collected: "நாங்கள் சேகரிப்பவை",
  purpose: "ஏன்",
  retention: "எவ்வளவு காலம் வைத்திருக்கிறோம்",
};

export const accessibilityPage: typeof en.accessibilityPage = {
  eyebrow: "அணுகல்தன்மை அறிக்கை",
  title: "அனைவரும் பயன்படுத்தக்கூடிய தளம்",
  reviewed: "கடைசியாக மறுஆய்வு செய்யப்பட்டது: {date}",
  targetTitle: "எங்கள் இலக்கு: WCAG 2.2 AA",
  testingTitle: "நாங்கள் சோதிக்கும் விதம்",
  limitsTitle: "அறியப்பட்ட வரம்புகள்",
  barriersTitle: "தடை பற்றி எங்களுக்குத் தெரிவியுங்கள்",
};

export const notFoundPage: typeof en.notFoundPage = {
  meta: {
    title: `பக்கம் கிடைக்கவில்லை | ${site.name}`,
    description: `நீங்கள் தேடும் பக்கம் இடம் மாறியுள்ளது அல்லது இருந்ததே இல்லை. எங்கள் சேவைகள், தொழில்துறைகள், வலைப்பதிவு, தொடர்பு விவரங்களை ${site.name} இணையதளத்தில் காணுங்கள்.`,
  },
};

export const holdingPage: typeof en.holdingPage = {
  title: "இந்தப் பகுதி தயாராகிக்கொண்டிருக்கிறது",
  text: "எங்கள் இணையதளத்தின் இந்தப் பகுதியை நிறைவு செய்துகொண்டிருக்கிறோம். அது உள்ளடக்கும் எந்த விஷயத்திலும் எங்கள் குழு இப்போதே உதவ முடியும்: எங்களை அழையுங்கள் அல்லது எழுதுங்கள்; ஒரு நிபுணர் {replyTime} பதிலளிப்பார்.",
};
