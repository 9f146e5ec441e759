import { BrandIcon } from "#app/components/ui/brand-icons";
import { Tooltip } from "#app/components/ui/tooltip";
import { useCompanyContact } from "#app/content/use-company";
import { useT } from "#app/i18n/i18n-provider";

/** The floating chat button: WhatsApp with the company's published number (root loader data), in a new tab. */
export function ChatButton() {
  const t = useT();
  const company = useCompanyContact();
  if (!company) return null;
  return (
    <aside aria-label={t("chat.label")} className="fixed end-4 bottom-4 z-40 sm:end-6 sm:bottom-6 print:hidden">
      <Tooltip label={t("chat.label")} side="left">
        <a
          href={company.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t("chat.label")} ${t("common.newTab")}`}
          className="inline-flex size-14 items-center justify-center rounded-full bg-[#0f7a4a] text-white shadow-lg transition-transform hover:scale-105"
        >
          <BrandIcon name="whatsapp" className="size-7" />
        </a>
      </Tooltip>
    </aside>
  );
}
