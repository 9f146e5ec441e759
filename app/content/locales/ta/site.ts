import type * as en from "../../site";
import { chargeableWeightBasis } from "#contracts/freight-basis";

export const site: typeof en.site = {
  name: "Tarang Global Logistics",
  shortName: "Tarang",
  formerName: "Tarang Shipping Agencies",
  founded: 2009,
  renamed: 2015,
  tagline: "நவி மும்பையிலிருந்து உலகெங்கும் சரக்கு அனுப்புதல், சுங்கம், கிடங்கு சேவை",
  description:
    "Tarang Global Logistics இந்திய ஏற்றுமதியாளர்களுக்கும் இறக்குமதியாளர்களுக்கும் சரக்குகளைக் கொண்டு சேர்க்கிறது: நவி மும்பையிலிருந்து கடல்வழி மற்றும் வான்வழி சரக்கு அனுப்புதல், சுங்க அனுமதி, கிடங்கு சேவை, சாலைப் போக்குவரத்து, விதிமுறை இணக்க ஆதரவு.",
  logo: {
    light: { src: "/media/brand/logo-light.svg", width: 220, height: 48 },
    dark: { src: "/media/brand/logo-dark.svg", width: 220, height: 48 },
    alt: "Tarang Global Logistics™",
  },
  shareImage: "/media/og/default.png",
  phone: { display: "+91 22 6971 2400", tel: "+912269712400" },
  whatsapp: "919820412400",
  email: "hello@taranglogistics.in",
  careersEmail: "careers@taranglogistics.in",
  address: {
    /* The postal address stays as the post office in Navi Mumbai reads it. */
    lines: ["Unit 804, Seawoods Trade Centre", "Plot 21, Sector 40, Nerul", "Navi Mumbai, Maharashtra 400706", "India"],
    mapImage: {
      src: "/media/contact/map.svg",
      alt: "சீவுட்ஸ் ரயில் நிலையம் அருகே உள்ள எங்கள் அலுவலகத்தைக் குறிக்கும் நெருள், நவி மும்பை வரைபடம்",
      width: 960,
      height: 640,
    },
    directionsUrl: "https://www.openstreetmap.org/search?query=Seawoods%20Navi%20Mumbai",
  },
  hours: { days: "திங்கள் முதல் சனி வரை", time: "காலை 10:00 முதல் மாலை 6:00 வரை" },
  replyTime: "24 மணி நேரத்திற்குள்",
  social: {
    x: "https://x.com/taranglogistics",
    linkedin: "https://www.linkedin.com/company/tarang-global-logistics",
    instagram: "https://www.instagram.com/taranglogistics",
  },
  grievanceOfficer: { name: "மீரா ஐயர்", title: "குறைதீர்ப்பு அலுவலர்", email: "privacy@taranglogistics.in" },
  chargeableWeight: chargeableWeightBasis,
};
