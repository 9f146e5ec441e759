import type * as en from "../../form-notices";
import { applicationRetentionMonths } from "../../form-notices";
import { site } from "../../site";

/** The retention period is the server's setting, not copy: re-exported from English so the two cannot drift. */
export { applicationRetentionMonths };

export const formNotices: typeof en.formNotices = {
  newsletter:
    "உங்கள் மின்னஞ்சல் முகவரியை, நீங்கள் உறுதிப்படுத்திய பிறகு, இந்தச் செய்திமடலை அனுப்ப மட்டுமே பயன்படுத்துகிறோம். எந்த மின்னஞ்சலிலிருந்தும் சந்தாவை ரத்து செய்யலாம்.",
  contact: "உங்கள் பெயர், மின்னஞ்சல், செய்தி ஆகியவற்றை உங்களுக்குப் பதிலளிக்க மட்டுமே பயன்படுத்துகிறோம்; அதற்குத் தேவையான காலம் வரை மட்டுமே வைத்திருக்கிறோம்.",
  careers: `இந்த விவரங்களையும் உங்கள் ரெஸ்யூமேயையும் உங்கள் விண்ணப்பத்தை மதிப்பிட மட்டுமே பயன்படுத்துகிறோம்; ${applicationRetentionMonths} மாதங்களுக்குப் பிறகு அவற்றை நீக்கிவிடுகிறோம்.`,
  resumeConsent: `என் விண்ணப்பத்தை மதிப்பிடுவதற்காக, ${site.name} என் ரெஸ்யூமேயை விண்ணப்பத்துடன் அதிகபட்சம் ${applicationRetentionMonths} மாதங்கள் வைத்திருக்க ஒப்புக்கொள்கிறேன். இந்த ஒப்புதலை எந்த நேரத்திலும் திரும்பப் பெறலாம்.`,
  linkText: "தனியுரிமை அறிவிப்பு",
};
