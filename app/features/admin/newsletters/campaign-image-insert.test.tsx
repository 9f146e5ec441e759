import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffEditor } from "#app/test/render-staff-editor";
import { jsonResponse, stubFetch } from "#app/test/fetch-stub";
import type { Campaign } from "#contracts/api/campaigns";
import { CampaignForm, insertParagraph } from "./campaign-form";
import { imageMarkdown } from "./campaign-image-insert";
import { campaignFixture } from "./campaign-fixture";

afterEach(() => vi.unstubAllGlobals());

const campaign = campaignFixture({
  subject: "December",
  versions: { en: { subject: "December", preheader: "", body: "First paragraph.\n\nLast paragraph." } },
});

function renderForm() {
  return renderStaffEditor<Campaign>((props) => <CampaignForm campaign={campaign} {...props} />, { applyAccept: false }).user;
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "depot.jpg", { type: "image/jpeg" });

describe("inserting an image into a campaign body", () => {
  it("uploads the file and puts its markdown, with the description, at the cursor as a paragraph of its own", async () => {
    const url = "/media/campaign/abcdefghijklmnopqrstuvwx.jpg";
    const fetch = stubFetch(jsonResponse(201, { success: true, data: { id: 1, url, width: 1200, height: 800 } }));
    const user = renderForm();
    const body = screen.getByLabelText<HTMLTextAreaElement>("Body (English)");
    body.setSelectionRange("First paragraph.".length, "First paragraph.".length);

    await user.click(screen.getByRole("button", { name: "Insert image (English)" }));
    expect(screen.getByLabelText("Description (alt text)")).toHaveFocus();
    await user.type(screen.getByLabelText("Description (alt text)"), "Our depot [[Nhava Sheva]");
    await user.upload(screen.getByLabelText("Image file"), photo());
    await user.click(screen.getByRole("button", { name: "Upload and insert" }));

    await waitFor(() => expect(body.value).toBe(`First paragraph.\n\n![Our depot \\[Nhava Sheva\\]](${url})\n\nLast paragraph.`));
    expect(body).toHaveFocus();
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe("/api/staff/campaign-images");
    expect(init?.method).toBe("POST");
    expect((init?.body as FormData).get("image")).toBeInstanceOf(File);
    expect(screen.queryByLabelText("Image file")).toBeNull();
  });

  it("asks for a description before uploading, and announces the server's refusal", async () => {
    const fetch = stubFetch(
      jsonResponse(400, { success: false, message: "Upload a JPEG, PNG, WebP or AVIF image (SVG, GIF and other files are not accepted)" }),
    );
    const user = renderForm();
    await user.click(screen.getByRole("button", { name: "Insert image (English)" }));
    await user.upload(screen.getByLabelText("Image file"), new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }));
    await user.click(screen.getByRole("button", { name: "Upload and insert" }));
    const panel = screen.getByRole("group", { name: "Insert an image into the English body" });
    expect(within(panel).getByRole("alert")).toHaveTextContent("Every image needs a description (alt text)");
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Description (alt text)"), "Logo");
    await user.click(screen.getByRole("button", { name: "Upload and insert" }));
    await waitFor(() => expect(within(panel).getByRole("alert")).toHaveTextContent("Upload a JPEG, PNG, WebP or AVIF image"));
    expect(screen.getByLabelText<HTMLTextAreaElement>("Body (English)").value).toBe("First paragraph.\n\nLast paragraph.");
  });

  it("writes the markdown so that the description cannot end early, and spaces it as a paragraph", () => {
    expect(imageMarkdown("a ] b \\", "/x.jpg")).toBe("![a \\] b \\\\](/x.jpg)");
    expect(insertParagraph("", 0, 0, "IMG")).toEqual({ value: "IMG\n\n", cursor: 5 });
    expect(insertParagraph("Text", 4, 4, "IMG")).toEqual({ value: "Text\n\nIMG\n\n", cursor: 11 });
    expect(insertParagraph("A\n\nB", 3, 3, "IMG")).toEqual({ value: "A\n\nIMG\n\nB", cursor: 8 });
    expect(insertParagraph("A old B", 2, 5, "IMG")).toEqual({ value: "A \n\nIMG\n\n B", cursor: 9 });
  });
});
