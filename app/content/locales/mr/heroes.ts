import type * as en from "../../heroes";
import type { MediaImage } from "../../types";

const hero = (name: string, alt: string): MediaImage => ({ src: `/media/heroes/${name}.svg`, alt, width: 1600, height: 600 });

export const heroes: typeof en.heroes = {
  about: hero("about", "नवी मुंबईतील लॉजिस्टिक्स हबवर Tarang टीमचे चित्र"),
  philosophy: hero("philosophy", "शिपिंग मार्गावर होकायंत्र दाखवणारे चित्र"),
  howItWorks: hero("how-it-works", "चौकशीपासून डिलिव्हरीपर्यंत पुढे सरकणाऱ्या शिपमेंटचे चित्र"),
  services: hero("services", "जहाजे, ट्रक आणि गोदाम दाखवणारे चित्र"),
  industries: hero("industries", "कंटेनर यार्डमधील अनेक उद्योगांच्या मालाचे चित्र"),
  achievements: hero("achievements", "कंटेनरशेजारी चषक आणि प्रमाणपत्रे दाखवणारे चित्र"),
  careers: hero("careers", "कामात व्यग्र लॉजिस्टिक्स टीमचे चित्र"),
  contact: hero("contact", "आमचे कार्यालय आणि नकाशावरील पिन दाखवणारे चित्र"),
  blog: hero("blog", "लॉजिस्टिक्सविषयक वाचन साहित्याचे चित्र"),
  co2: hero("co2", "मार्गावर मोजल्या जाणाऱ्या उत्सर्जनाचे चित्र"),
  green: hero("green", "सौर पॅनेल आणि इलेक्ट्रिक ट्रकसह ग्रीन लॉजिस्टिक्सचे चित्र"),
  privacy: hero("privacy", "कागदपत्रांवर कुलूप दाखवणारे चित्र"),
};
