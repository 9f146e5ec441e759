import type * as en from "../../heroes";
import type { MediaImage } from "../../types";

const hero = (name: string, alt: string): MediaImage => ({ src: `/media/heroes/${name}.svg`, alt, width: 1600, height: 600 });

export const heroes: typeof en.heroes = {
  about: hero("about", "నవీ ముంబైలోని ఒక లాజిస్టిక్స్ కేంద్రంలో Tarang బృందం చిత్రణ"),
  philosophy: hero("philosophy", "షిప్పింగ్ మార్గంపై దిక్సూచి చిత్రణ"),
  howItWorks: hero("how-it-works", "విచారణ నుంచి డెలివరీ వరకు సాగే షిప్‌మెంట్ చిత్రణ"),
  services: hero("services", "నౌకలు, ట్రక్కులు, ఒక గిడ్డంగి చిత్రణ"),
  industries: hero("industries", "కంటైనర్ యార్డులో వివిధ పరిశ్రమల సరుకు చిత్రణ"),
  achievements: hero("achievements", "కంటైనర్ల పక్కన ట్రోఫీలు, సర్టిఫికెట్ల చిత్రణ"),
  careers: hero("careers", "పనిలో నిమగ్నమైన లాజిస్టిక్స్ బృందం చిత్రణ"),
  contact: hero("contact", "మా కార్యాలయం, మ్యాప్ పిన్ చిత్రణ"),
  blog: hero("blog", "లాజిస్టిక్స్ పఠన సామగ్రి చిత్రణ"),
  co2: hero("co2", "ఒక మార్గం పొడవునా కొలిచిన ఉద్గారాల చిత్రణ"),
  green: hero("green", "సోలార్ ప్యానెళ్లు, ఎలక్ట్రిక్ ట్రక్కులతో గ్రీన్ లాజిస్టిక్స్ చిత్రణ"),
  privacy: hero("privacy", "పత్రాలపై తాళం చిత్రణ"),
};
