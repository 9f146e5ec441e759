import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { heldResponse, jsonResponse, sentJson, stubFetch } from "#app/test/fetch-stub";
import { I18nProvider } from "#app/i18n/i18n-provider";
import { renderInPage } from "#app/test/render-in-page";
import SubscribeForm from "./subscribe-form";

function renderForm() {
  const user = userEvent.setup({ delay: null });
  renderInPage(
    <I18nProvider>
      <SubscribeForm />
    </I18nProvider>,
  );
  const email = () => screen.getByRole("textbox", { name: "Email address" });
  return { user, email };
}

describe("the newsletter form", () => {
  it("keeps Subscribe disabled while the address is empty", async () => {
    const { user, email } = renderForm();
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeDisabled();
    await user.type(email(), "a");
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  // docs/product/product-spec.md §5 (Newsletter email).
  it.each(["reader@example", "reader example.in", "@example.in"])("refuses %j with the spec's message, sending nothing", async (typed) => {
    const fetch = stubFetch();
    const { user, email } = renderForm();
    await user.type(email(), `${typed}{Enter}`);
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(email()).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("clears the error when the visitor edits the address", async () => {
    const { user, email } = renderForm();
    await user.type(email(), "reader@example{Enter}");
    await screen.findByText("Please enter a valid email address");
    await user.type(email(), ".in");
    expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
  });

  it("reads 'Subscribing...' with the address locked while sending, then 'Subscribed' and the success text", async () => {
    const answer = heldResponse();
    const fetch = stubFetch(answer.response);
    const { user, email } = renderForm();
    await user.type(email(), "  Reader@Example.IN ");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("button", { name: "Subscribing..." })).toBeDisabled();
    expect(email()).toBeDisabled();
    answer.release(
      jsonResponse(201, {
        success: true,
        code: "success",
        message: "Successfully subscribed! Check your email for confirmation.",
        status: "pending",
      }),
    );
    expect(await screen.findByRole("button", { name: "Subscribed" })).toBeDisabled();
    expect(email()).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Successfully subscribed! Check your email for confirmation.");
    // The field is disabled: focus moves to the confirmation, not to <body> (issue 17).
    await waitFor(() => expect(screen.getByRole("status")).toHaveFocus());
    expect(await screen.findByText("Successfully subscribed to newsletter!")).toBeInTheDocument();
    expect(sentJson(fetch)).toEqual({ email: "reader@example.in", source: "footer", website: "" });
  });

  // Issue 28, item 5: the spec's words sound final, but the subscription waits for the e-mailed link; the words around them say so.
  it("says the subscription waits for the e-mailed link, beside the spec's words and in the toast", async () => {
    stubFetch(jsonResponse(201, { success: true, code: "success", status: "pending" }));
    const { user, email } = renderForm();
    await user.type(email(), "reader@example.in{Enter}");
    const status = await screen.findByRole("status");
    await waitFor(() => expect(status).toHaveTextContent("Successfully subscribed! Check your email for confirmation."));
    expect(status).toHaveTextContent(
      "Your subscription is pending until you press the link in that email; we send no newsletter before then.",
    );
    expect(await screen.findByText("Successfully subscribed to newsletter!")).toBeInTheDocument();
    expect(screen.getByText("You'll receive updates about our latest services and news.")).toBeInTheDocument();
    expect(screen.getByText("First confirm your address: press the link in the email we sent you.")).toBeInTheDocument();
  });

  // Issue 28, item 2: without JavaScript the form is a plain post to /newsletter, which answers with a page.
  it("posts to the newsletter page of the page's language, to its answer", () => {
    renderForm();
    const form = screen.getByRole("form", { name: "Newsletter subscription" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/newsletter#newsletter-answer");
  });

  it("shows a served answer's error with the address as typed, and a served success as subscribed and pending", () => {
    const { unmount } = renderInPage(
      <I18nProvider>
        <SubscribeForm
          answer={{
            ok: false,
            code: "fixErrors",
            errors: [{ field: "email", code: "emailInvalid", message: "" }],
            values: { email: "reader@example" },
          }}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole("textbox", { name: "Email address" })).toHaveValue("reader@example");
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address");
    unmount();
    renderInPage(
      <I18nProvider>
        <SubscribeForm answer={{ ok: true, code: "success" }} />
      </I18nProvider>,
    );
    expect(screen.getByRole("button", { name: "Subscribed" })).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Your subscription is pending");
  });

  it.each([
    [409, "This email is already subscribed to our newsletter", "Already subscribed!"],
    [429, "Too many attempts. Please try again later.", "Rate limit exceeded!"],
    [500, "Failed to subscribe. Please try again.", "Subscription failed!"],
  ])("answers HTTP %i with '%s' and the toast '%s', and lets the visitor try again", async (status, message, toast) => {
    stubFetch(jsonResponse(status, { success: false }));
    const { user, email } = renderForm();
    await user.type(email(), "reader@example.in{Enter}");
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(email()).toBeEnabled();
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });
});
