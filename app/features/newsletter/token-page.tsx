import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { site } from "#app/content/site";
import { pageMeta } from "#app/lib/meta";
import { NewsletterPage, StatusCard } from "./newsletter-page";
import type { loadTokenPage } from "./token-page.server";
import { postToken, type TokenOutcome } from "./newsletter-token";

type TokenPageData = Awaited<ReturnType<typeof loadTokenPage<"confirm" | "unsubscribe">>>;

/** A personal link: never indexed, never prerendered. */
export function tokenPageMeta(data: TokenPageData | undefined, path: string) {
  if (!data) return [];
  const { copy, lang } = data;
  return pageMeta({
    title: `${copy.metaTitle} | ${site.name}`,
    description: copy.description,
    keywords: copy.keywords,
    path,
    lang,
    noindex: true,
  });
}

/**
 * The link's token, and one POST of it at a time to `path` (confirm or unsubscribe): `outcome` is null
 * until it is sent (opening the page changes nothing; a mail scanner may open it), invalid when the link
 * has no token, and `initial` where the page already knows the answer (a plain post sent back here).
 */
export function useTokenPost(path: string, initial?: (params: URLSearchParams) => TokenOutcome | undefined) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TokenOutcome | null>(() => initial?.(params) ?? (token ? null : { kind: "invalid" }));
  const send = async () => {
    if (busy) return;
    setBusy(true);
    const answer = await postToken(path, token);
    setBusy(false);
    setOutcome(answer);
  };
  return { token, busy, outcome, send };
}

/**
 * A token page's cards: the question with its `action` before the token is sent, then done (the server's
 * answer, or `doneText`), invalid (`invalid`), or unavailable with the `action` again to retry.
 */
export function TokenPage({
  data,
  outcome,
  doneHeading,
  doneText,
  invalid,
  action,
}: {
  data: TokenPageData;
  outcome: TokenOutcome | null;
  doneHeading: string;
  doneText: string;
  invalid: ReactNode;
  action: (label: string) => ReactNode;
}) {
  const { copy, unavailableCopy, eyebrow, messages } = data;
  const say = (code: string) => messages[code as keyof typeof messages] ?? code;
  return (
    <NewsletterPage eyebrow={eyebrow} heading={copy.heading}>
      {outcome === null && (
        <StatusCard tone="neutral" heading={copy.askHeading}>
          <p>{copy.askText}</p>
          {action(copy.button)}
        </StatusCard>
      )}
      {outcome?.kind === "done" && (
        <StatusCard tone="success" heading={doneHeading}>
          <p>{outcome.code ? say(outcome.code) : doneText}</p>
        </StatusCard>
      )}
      {outcome?.kind === "invalid" && (
        <StatusCard tone="warning" heading={copy.invalidHeading}>
          {invalid}
        </StatusCard>
      )}
      {outcome?.kind === "unavailable" && (
        <StatusCard tone="warning" heading={unavailableCopy.heading}>
          <p>{unavailableCopy.text}</p>
          {action(unavailableCopy.retry)}
        </StatusCard>
      )}
    </NewsletterPage>
  );
}
