import { Send } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { formatQuotePrice, type QuoteDetail } from "#contracts/api/quotes";
import { useSendQuote } from "./quotes-api";
import { formatDateTime, formatPlainDate } from "../shared/format";
import { DetailList } from "../shared/detail-list";

/** The priced quote, sending it to the customer (offered only while the quote is quoted), and the customer's answer online. */
export function QuoteOffer({ quote }: { quote: QuoteDetail }) {
  const send = useSendQuote(quote.id);
  const sendNow = async () => {
    try {
      await send.mutateAsync(undefined);
      void notify("success", `The quote was queued for ${quote.email}`);
    } catch (error) {
      void notify("error", error instanceof Error ? error.message : "The quote could not be sent.");
    }
  };
  return (
    <div className="grid gap-4">
      {quote.offer ? (
        <DetailList
          items={[
            { label: "Price", value: <span className="font-semibold">{formatQuotePrice(quote.offer)}</span> },
            { label: "Valid until", value: formatPlainDate(quote.offer.validUntil) },
            { label: "Terms", value: <span className="whitespace-pre-wrap">{quote.offer.terms}</span> },
            { label: "Sent to customer", value: quote.sentAt ? formatDateTime(quote.sentAt) : "Not yet" },
          ]}
        />
      ) : (
        <p className="text-sm text-muted-foreground">No price yet: move the request to Quoted to enter one.</p>
      )}
      {quote.acceptance && (
        <DetailList
          items={[
            { label: "Accepted online by", value: <span className="font-semibold">{quote.acceptance.name}</span> },
            { label: "Purchase order", value: quote.acceptance.purchaseOrder ?? "None given" },
            { label: "Accepted", value: formatDateTime(quote.acceptance.at) },
          ]}
        />
      )}
      {quote.decline && quote.status === "lost" && (
        <DetailList items={[{ label: "Declined online", value: formatDateTime(quote.decline.at) }]} />
      )}
      {quote.lostReason && quote.status === "lost" && <DetailList items={[{ label: "Lost because", value: quote.lostReason }]} />}
      {quote.status === "quoted" && (
        <div>
          <Button type="button" onClick={sendNow} disabled={send.isPending}>
            <Send aria-hidden="true" />
            {send.isPending ? "Sending…" : quote.sentAt ? "Send the quote again" : "Send quote to customer"}
          </Button>
          <p className="mt-2 text-xs text-muted-foreground">
            Mails the price, validity and terms to {quote.email}, with a personal link to accept, decline or ask; a link mailed before stops
            working.
          </p>
        </div>
      )}
    </div>
  );
}
