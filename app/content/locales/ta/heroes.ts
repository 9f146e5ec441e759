import type * as en from "../../heroes";
import type { MediaImage } from "../../types";

const hero = (name: string, alt: string): MediaImage => ({ src: `/media/heroes/${name}.svg`, alt, width: 1600, height: 600 });

export const heroes: typeof en.heroes = {
  about: hero("about", "நவி மும்பையில் உள்ள ஒரு லாஜிஸ்டிக்ஸ் மையத்தில் Tarang குழுவின் விளக்கப்படம்"),
  philosophy: hero("philosophy", "கப்பல் வழித்தடத்தின் மீது ஒரு திசைகாட்டியின் விளக்கப்படம்"),
  howItWorks: hero("how-it-works", "விசாரணையிலிருந்து டெலிவரி வரை நகரும் ஒரு ஷிப்மென்ட்டின் விளக்கப்படம்"),
  services: hero("services", "கப்பல்கள், லாரிகள், ஒரு கிடங்கின் விளக்கப்படம்"),
  industries: hero("industries", "கண்டெய்னர் முற்றத்தில் பல தொழில்துறைகளின் சரக்குகளின் விளக்கப்படம்"),
  achievements: hero("achievements", "கண்டெய்னர்களுக்கு அருகே கோப்பைகள் மற்றும் சான்றிதழ்களின் விளக்கப்படம்"),
  careers: hero("careers", "பணியில் ஈடுபட்டுள்ள ஒரு லாஜிஸ்டிக்ஸ் குழுவின் விளக்கப்படம்"),
  contact: hero("contact", "எங்கள் அலுவலகமும் வரைபடக் குறியும் கொண்ட விளக்கப்படம்"),
  blog: hero("blog", "லாஜிஸ்டிக்ஸ் வாசிப்புப் பொருட்களின் விளக்கப்படம்"),
  co2: hero("co2", "ஒரு வழித்தடம் நெடுகிலும் அளக்கப்படும் உமிழ்வின் விளக்கப்படம்"),
  green: hero("green", "சோலார் பேனல்கள், மின்சார லாரிகளுடன் பசுமை லாஜிஸ்டிக்ஸின் விளக்கப்படம்"),
  privacy: hero("privacy", "ஆவணங்களின் மீது ஒரு பூட்டின் விளக்கப்படம்"),
};
