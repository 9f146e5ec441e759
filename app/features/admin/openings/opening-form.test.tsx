import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffEditor } from "#app/test/render-staff-editor";
import { jsonResponse, sentJson, stubFetch } from "#app/test/fetch-stub";
import { openingMessages, type StaffOpening } from "#contracts/api/openings";
import { OpeningForm } from "./opening-form";

afterEach(() => vi.unstubAllGlobals());

const existing: StaffOpening = {
  id: 4,
  slug: "key-account-manager-cold-chain",
  title: "Key Account Manager, Cold Chain",
  department: "Sales",
  city: "Mumbai",
  region: "Maharashtra",
  remote: false,
  employmentType: "full_time",
  status: "open",
  postedOn: "2026-11-20",
  closesOn: "2026-12-20",
  sample: true,
  applicationCount: 0,
  version: 2,
  createdAt: "2026-11-20T08:00:00.000Z",
  updatedAt: "2026-11-20T08:00:00.000Z",
  experienceMinYears: 5,
  experienceMaxYears: null,
  salaryMin: 1_200_000,
  salaryMax: 1_800_000,
  salaryPeriod: "year",
  summary: "Grow our pharma accounts.",
  sections: [{ title: "About the role", content: "Own twelve accounts.", icon: null }],
  translations: [],
  publicPath: "/careers/key-account-manager-cold-chain",
};

const answer = (opening: Partial<StaffOpening>) => jsonResponse(200, { success: true, data: { ...existing, ...opening } });

function renderForm(opening?: StaffOpening) {
  const { user, onSaved, onReload, field } = renderStaffEditor<StaffOpening>((props) => <OpeningForm opening={opening} {...props} />);
  const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent ?? null;
  const fill = async (label: string, value: string) => {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  };
  const fillNew = async () => {
    await user.type(field("Title"), "Warehouse Supervisor");
    await user.type(field("Department"), "Warehousing");
    await user.selectOptions(field("Employment type"), "Full time");
    await fill("Minimum experience (years)", "3");
    await user.type(field("Summary"), "Run the night shift.");
    await user.type(field("City"), "Bhiwandi");
    await user.type(screen.getByLabelText("Heading"), "About the role");
    await user.type(screen.getByLabelText("Text"), "Lead a team of twelve.");
  };
  return { user, onSaved, onReload, field, errorOf, fill, fillNew };
}

describe("the opening editor", () => {
  it.each([
    ["Closing date", "2026-11-01", openingMessages.closesBeforePosted],
    ["Minimum salary (₹)", "2000000", openingMessages.salaryMinAboveMax],
    ["Minimum experience (years)", "three", "Minimum experience must be a whole number from 0 to 50"],
  ])("a %s of %j is refused on that field with the contract's message, and nothing is sent", async (label, value, message) => {
    const fetch = stubFetch();
    const form = renderForm(existing);
    await form.fill(label, value);
    await form.user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(form.errorOf(label)).toBe(message));
    expect(form.field(label)).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks for a city unless the role is remote", async () => {
    const fetch = stubFetch(answer({ city: "", remote: true, version: 3 }));
    const form = renderForm(existing);
    await form.fill("City", "");
    await form.user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(form.errorOf("City")).toBe(openingMessages.cityRequired));
    expect(fetch).not.toHaveBeenCalled();
    await form.user.click(screen.getByLabelText(/^Remote/));
    await form.user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(form.onSaved).toHaveBeenCalled());
    expect(sentJson(fetch)).toMatchObject({ city: "", remote: true, version: 2 });
  });

  it("creates a draft: numbers as numbers, empty ones as null, the slug from the title; reports (saved, created)", async () => {
    const fetch = stubFetch(jsonResponse(201, { success: true, data: { ...existing, id: 9, status: "draft", version: 1 } }));
    const form = renderForm();
    await form.fillNew();
    await form.user.click(screen.getByRole("button", { name: "Create opening" }));
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }), true));
    expect(fetch.mock.calls[0]![0]).toBe("/api/staff/openings");
    expect(fetch.mock.calls[0]![1]!.method).toBe("POST");
    expect(sentJson(fetch)).toMatchObject({
      title: "Warehouse Supervisor",
      slug: "warehouse-supervisor",
      employmentType: "full_time",
      experienceMinYears: 3,
      experienceMaxYears: null,
      salaryMin: null,
      salaryMax: null,
      sections: [{ title: "About the role", content: "Lead a team of twelve.", icon: null }],
    });
  });

  it("shows the server's field errors on their fields, and a taken slug on the slug", async () => {
    stubFetch(
      jsonResponse(400, {
        success: false,
        message: "Please fix the highlighted fields",
        errors: [{ field: "closesOn", message: openingMessages.closesBeforePosted }],
      }),
      jsonResponse(409, { success: false, message: openingMessages.slugTaken }),
    );
    const form = renderForm(existing);
    await form.user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(form.errorOf("Closing date")).toBe(openingMessages.closesBeforePosted));
    await form.user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(form.errorOf("Slug")).toBe(openingMessages.slugTaken));
    expect(screen.queryByRole("button", { name: "Discard mine and load theirs" })).not.toBeInTheDocument();
  });

  // Issue 28: a draft's button read "Open opening", which sounds like a way to look at it.
  it.each([
    ["draft", ["Publish opening"]],
    ["open", ["Close opening"]],
    ["closed", ["Reopen opening"]],
  ] as const)("names the move of a %s opening for what it does", (status, labels) => {
    renderForm({ ...existing, status });
    expect(screen.getAllByRole("button", { name: /opening$/ }).map((button) => button.textContent)).toEqual(
      expect.arrayContaining([...labels]),
    );
    expect(screen.queryByRole("button", { name: "Open opening" })).not.toBeInTheDocument();
  });

  it("closes with the version the edit began from, then saves with the one the close returned", async () => {
    const fetch = stubFetch(answer({ status: "closed", version: 3 }), answer({ status: "closed", version: 4 }));
    const form = renderForm(existing);
    await form.user.click(screen.getByRole("button", { name: "Close opening" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![0]).toBe(`/api/staff/openings/${existing.id}/status`);
    expect(sentJson(fetch, 0)).toEqual({ status: "closed", version: 2 });
    await form.fill("Summary", "Grow our vaccine accounts.");
    await form.user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(form.onSaved).toHaveBeenCalled());
    expect(sentJson(fetch, 1)).toMatchObject({ summary: "Grow our vaccine accounts.", version: 3 });
  });

  it("a stale version (409) keeps the typed text and offers to load theirs", async () => {
    stubFetch(jsonResponse(409, { success: false, message: openingMessages.staleVersion }));
    const form = renderForm(existing);
    form.onReload.mockResolvedValue({ ...existing, summary: "Their summary.", version: 5 });
    await form.fill("Summary", "My summary.");
    await form.user.click(screen.getByRole("button", { name: "Save changes" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(openingMessages.staleVersion);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(form.field("Summary")).toHaveValue("My summary.");
    await form.user.click(screen.getByRole("button", { name: "Discard mine and load theirs" }));
    await waitFor(() => expect(form.field("Summary")).toHaveValue("Their summary."));
  });
});
