import type * as en from "../../heroes";
import type { MediaImage } from "../../types";

const hero = (name: string, alt: string): MediaImage => ({ src: `/media/heroes/${name}.svg`, alt, width: 1600, height: 600 });

export const heroes: typeof en.heroes = {
  about: hero("about", "नवी मुंबई के एक लॉजिस्टिक्स हब पर Tarang टीम का चित्रण"),
  philosophy: hero("philosophy", "शिपिंग रूट के ऊपर कम्पास का चित्रण"),
  howItWorks: hero("how-it-works", "पूछताछ से डिलीवरी तक आगे बढ़ते शिपमेंट का चित्रण"),
  services: hero("services", "जहाज़ों, ट्रकों और एक वेयरहाउस का चित्रण"),
  industries: hero("industries", "कंटेनर यार्ड में कई उद्योगों के माल का चित्रण"),
  achievements: hero("achievements", "कंटेनरों के पास रखी ट्रॉफ़ियों और प्रमाणपत्रों का चित्रण"),
  careers: hero("careers", "काम में जुटी एक लॉजिस्टिक्स टीम का चित्रण"),
  contact: hero("contact", "हमारे ऑफ़िस और मैप पिन का चित्रण"),
  blog: hero("blog", "लॉजिस्टिक्स से जुड़ी पठन सामग्री का चित्रण"),
  co2: hero("co2", "एक रूट पर मापे गए उत्सर्जन का चित्रण"),
  green: hero("green", "सोलर पैनलों और इलेक्ट्रिक ट्रकों के साथ ग्रीन लॉजिस्टिक्स का चित्रण"),
  privacy: hero("privacy", "दस्तावेज़ों के ऊपर ताले का चित्रण"),
};
