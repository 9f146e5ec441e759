import { roleAllows, staffAreaRoles } from "#contracts/api/staff-roles";
import type { PageSlot } from "#contracts/api/page-pictures";
import { siteImageLimits, siteImageMessages } from "#contracts/api/site-images";
import type { LanguageCode } from "#contracts/languages";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { ImageUploadPanel } from "../shared/image-upload-panel";
import { englishLanguageName } from "../shared/language-name";
import { LoadError } from "../shared/query-state";
import { SectionCard } from "../shared/section-card";
import { useAuth } from "../shared/use-auth";
import { useApproveWord, usePagePictures, useReplacePicture, useSaveDraft } from "./content-api";

/**
 * A page's pictures in the Content area (decision 043): each as the page shows it (the draft when there is one),
 * replaced by an upload (editors and administrators: a picture is the page's structure), and its description in
 * every language, which a new picture needs written or confirmed before it can be published.
 */
export function PagePictures({ pageKey, languages }: { pageKey: string; languages: readonly LanguageCode[] }) {
  const pictures = usePagePictures(pageKey);
  if (pictures.error) return <LoadError error={pictures.error} onRetry={() => void pictures.refetch()} />;
  const slots = pictures.data ?? [];
  if (slots.length === 0) return null;
  return (
    <SectionCard title="Pictures">
      <ul className="grid gap-6">
        {slots.map((slot) => (
          <li key={slot.id}>
            <PictureSlot slot={slot} languages={languages} />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function PictureSlot({ slot, languages }: { slot: PageSlot; languages: readonly LanguageCode[] }) {
  const { user } = useAuth();
  const replace = useReplacePicture();
  const mayReplace = user?.role !== undefined && roleAllows(user.role, staffAreaRoles.images);
  const shown = slot.draft ?? slot.published;
  const english = slot.alts.find((alt) => alt.lang === "en")?.text ?? "";
  const waiting = slot.alts.filter((alt) => !alt.ready);
  return (
    <article aria-label={`Picture ${slot.id}`} className="grid gap-3 sm:grid-cols-[12rem_1fr]">
      <img
        src={shown.src}
        alt={`${slot.draft ? "New picture (draft)" : "Picture"}: ${english}`}
        width={slot.width}
        height={slot.height}
        className="h-auto w-48 rounded-md border border-border bg-muted object-cover"
      />
      <div className="grid content-start gap-2">
        <h3 className="font-medium">{slot.id}</h3>
        <p className="text-sm text-muted-foreground">
          {slot.draft
            ? "A new picture is waiting to be published (its draft is shown)."
            : slot.published.replaced
              ? "A picture uploaded by staff."
              : "The site's own picture."}{" "}
          Shown at {slot.width} × {slot.height}; an upload is cropped to that shape and kept at {slot.widths.join(" and ")} pixels wide.
        </p>
        {mayReplace && (
          <ImageUploadPanel
            openLabel="Replace the picture"
            title={`Replace the picture ${slot.id}`}
            fileHint="JPEG, PNG, WebP or AVIF, at most 10 MB (SVG is not accepted). The site keeps it as WebP, without its camera and location details."
            submitLabel="Upload as a draft"
            limits={siteImageLimits}
            messages={siteImageMessages}
            upload={async (file) => {
              await replace.mutateAsync({ slot: slot.id, file, version: slot.word.version });
              void notify("success", "Picture uploaded as a draft; confirm its description in every language, then publish");
            }}
            pending={replace.isPending}
          />
        )}
        {waiting.length > 0 && (
          <p className="text-sm font-medium text-destructive">
            Before it is published, write or confirm its description in: {waiting.map((alt) => englishLanguageName(alt.lang)).join(", ")}.
          </p>
        )}
        <AltTexts slot={slot} languages={languages} />
      </div>
    </article>
  );
}

/** The picture's description in every language: its text, whether it is ready, and a way to confirm it as it is. */
function AltTexts({ slot, languages }: { slot: PageSlot; languages: readonly LanguageCode[] }) {
  const save = useSaveDraft();
  const approve = useApproveWord();
  const confirm = async (alt: PageSlot["alts"][number]) => {
    try {
      // English is the source: confirming it is saving it again; another language's is approving it.
      if (alt.lang === "en") await save.mutateAsync({ lang: "en", id: slot.altId, body: { text: alt.text, version: alt.version } });
      else await approve.mutateAsync({ lang: alt.lang, id: slot.altId, body: { version: alt.version } });
      void notify("success", `Description confirmed in ${englishLanguageName(alt.lang)}`);
    } catch (failure) {
      void notify("error", failure instanceof Error ? failure.message : "The description could not be confirmed");
    }
  };
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">Description (alt text) in every language</summary>
      <table className="mt-2 w-full text-left">
        <caption className="sr-only">The description of {slot.id} by language</caption>
        <thead>
          <tr>
            <th scope="col">Language</th>
            <th scope="col">Description</th>
            <th scope="col">For the new picture</th>
          </tr>
        </thead>
        <tbody>
          {slot.alts.map((alt) => (
            <tr key={alt.lang} className="border-t border-border align-top">
              <td className="py-1 pr-2">{englishLanguageName(alt.lang)}</td>
              <td className="py-1 pr-2">{alt.text}</td>
              <td className="py-1">
                {alt.ready ? (
                  "Ready"
                ) : languages.includes(alt.lang) ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => void confirm(alt)}
                    disabled={save.isPending || approve.isPending}
                  >
                    Confirm as is ({alt.lang})
                  </Button>
                ) : (
                  "Needs its translator"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
