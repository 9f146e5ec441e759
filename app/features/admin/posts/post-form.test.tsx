import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffEditor } from "#app/test/render-staff-editor";
import { heldResponse, jsonResponse, sentJson, stubFetch } from "#app/test/fetch-stub";
import { PostInputSchema, postLimits, postMessages, type StaffPost } from "#contracts/api/posts";
import { siteImageMessages } from "#contracts/api/site-images";
import { today, toLocalDateTime } from "../shared/local-date";
import { defaultPostImage } from "./post-form-values";
import { slugify } from "../shared/slugify";
import { PostForm } from "./post-form";
import { testPost } from "./test-post";

afterEach(() => vi.unstubAllGlobals());

const existing = testPost;

/** What the server answers to a save: the post as stored, one version on. */
const savedAs = (post: Partial<StaffPost>) => jsonResponse(200, { success: true, data: { ...existing, ...post } });

/** The contract's own message for an empty form at `path`, so the test never retypes it. */
function requiredMessage(path: string) {
  const result = PostInputSchema.safeParse({
    title: "",
    slug: "",
    date: "",
    excerpt: "",
    image: "",
    sections: [{ title: "", content: "" }],
  });
  const issue = result.error?.issues.find((i) => i.path.join(".") === path);
  if (!issue) throw new Error(`the contract has no message for an empty ${path}`);
  return issue.message;
}

function renderForm(post?: StaffPost) {
  const { user, onSaved, onReload, field } = renderStaffEditor<StaffPost>((props) => <PostForm post={post} {...props} />);
  const section = (n: number) => within(screen.getByRole("group", { name: `Section ${n}` }));
  const errorOf = (element: HTMLElement) => document.getElementById(`${element.id}-error`)?.textContent ?? null;
  const submit = () => user.click(screen.getByRole("button", { name: post ? "Save changes" : "Create post" }));
  const fillValid = async () => {
    await user.type(field("Title"), "Reefer tips");
    await user.type(field("Excerpt"), "Keep it cold.");
    await user.type(section(1).getByLabelText("Heading"), "First");
    await user.type(section(1).getByLabelText("Text"), "One.");
  };
  return { user, onSaved, onReload, field, section, errorOf, submit, fillValid };
}

describe("the post editor", () => {
  it.each<[string, string, (f: ReturnType<typeof renderForm>) => HTMLElement]>([
    ["Title", "title", (f) => f.field("Title")],
    ["Slug", "slug", (f) => f.field("Slug")],
    ["Date", "date", (f) => f.field("Date")],
    ["Excerpt", "excerpt", (f) => f.field("Excerpt")],
    ["Image path", "image", (f) => f.field("Image path")],
    ["section heading", "sections.0.title", (f) => f.section(1).getByLabelText("Heading")],
    ["section text", "sections.0.content", (f) => f.section(1).getByLabelText("Text")],
  ])("an empty %s is refused with the contract's message and nothing is sent", async (_name, path, control) => {
    const fetch = stubFetch();
    const form = renderForm();
    // Date and image start filled in; empty every field so each required rule is met.
    await form.user.clear(form.field("Date"));
    await form.user.clear(form.field("Image path"));
    await form.submit();
    const element = control(form);
    await waitFor(() => expect(form.errorOf(element)).toBe(requiredMessage(path)));
    expect(element).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ["Slug", "Cold Chain", postMessages.slugPattern],
    ["Slug", "cold--chain", postMessages.slugPattern],
    ["Image path", "https://example.com/a.png", postMessages.imagePattern],
    ["Image path", "/media/../secret.svg", postMessages.imagePattern],
  ])("%s %j is refused with the contract's pattern message", async (label, value, message) => {
    const fetch = stubFetch();
    const form = renderForm();
    await form.fillValid();
    await form.user.clear(form.field(label));
    await form.user.type(form.field(label), value);
    await form.submit();
    await waitFor(() => expect(form.errorOf(form.field(label))).toBe(message));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a new post's slug follows the title until the slug is edited by hand", async () => {
    stubFetch();
    const { user, field } = renderForm();
    await user.type(field("Title"), "Cold Chain: 5 Tips!");
    expect(field("Slug")).toHaveValue(slugify("Cold Chain: 5 Tips!"));
    expect(field("Slug")).toHaveValue("cold-chain-5-tips");

    await user.type(field("Slug"), "-india");
    await user.type(field("Title"), " More");
    expect(field("Slug")).toHaveValue("cold-chain-5-tips-india");
  });

  it("an existing post's slug never follows the title (its public address must not move)", async () => {
    stubFetch();
    const { user, field } = renderForm(existing);
    await user.clear(field("Title"));
    await user.type(field("Title"), "A new title");
    expect(field("Slug")).toHaveValue(existing.slug);
  });

  it("sections: the only one cannot be removed and the ends cannot move further", async () => {
    stubFetch();
    const { user, section } = renderForm();
    expect(section(1).getByRole("button", { name: "Remove section 1" })).toBeDisabled();
    expect(section(1).getByRole("button", { name: "Move section 1 up" })).toBeDisabled();
    expect(section(1).getByRole("button", { name: "Move section 1 down" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Add section" }));
    expect(screen.getAllByRole("group", { name: /^Section \d+$/ })).toHaveLength(2);
    expect(section(1).getByRole("button", { name: "Remove section 1" })).toBeEnabled();
    expect(section(1).getByRole("button", { name: "Move section 1 up" })).toBeDisabled();
    expect(section(1).getByRole("button", { name: "Move section 1 down" })).toBeEnabled();
    expect(section(2).getByRole("button", { name: "Move section 2 up" })).toBeEnabled();
    expect(section(2).getByRole("button", { name: "Move section 2 down" })).toBeDisabled();
  });

  it("no section can be added beyond the contract's maximum", async () => {
    stubFetch();
    const almostFull = Array.from({ length: postLimits.sectionsMax - 1 }, (_, i) => ({ title: `S${i}`, content: "Text.", icon: null }));
    const { user } = renderForm({ ...existing, sections: almostFull });
    await user.click(screen.getByRole("button", { name: "Add section" }));
    expect(screen.getAllByRole("group", { name: /^Section \d+$/ })).toHaveLength(postLimits.sectionsMax);
    expect(screen.getByRole("button", { name: "Add section" })).toBeDisabled();
  });

  it("sends the sections in the order left after adding, moving and removing them", async () => {
    const fetch = stubFetch(savedAs({ id: 8, version: 1 }));
    const form = renderForm();
    const { user, section } = form;
    await form.fillValid();
    for (const heading of ["Second", "Third"]) {
      await user.click(screen.getByRole("button", { name: "Add section" }));
      const last = screen.getAllByRole("group", { name: /^Section \d+$/ }).length;
      await user.type(section(last).getByLabelText("Heading"), heading);
      await user.type(section(last).getByLabelText("Text"), `${heading} text.`);
    }
    await user.click(screen.getByRole("button", { name: "Move section 3 up" }));
    expect(section(2).getByLabelText("Heading")).toHaveValue("Third");
    await user.click(screen.getByRole("button", { name: "Move section 1 down" }));
    await user.click(screen.getByRole("button", { name: "Remove section 3" }));
    await form.submit();

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect((sentJson(fetch) as { sections: { title: string }[] }).sections.map((s) => s.title)).toEqual(["Third", "First"]);
  });

  it("creates a post: sends the trimmed input, says 'Saving…' on a disabled button meanwhile, then reports (saved, created)", async () => {
    const held = heldResponse();
    const fetch = stubFetch(held.response);
    const form = renderForm();
    await form.fillValid();
    await form.user.type(form.field("Title"), "  ");
    await form.user.selectOptions(form.field("Colour scheme"), "amber");
    await form.user.click(screen.getByRole("radio", { name: "Published (on the blog)" }));
    await form.submit();

    const busy = await screen.findByRole("button", { name: "Saving…" });
    expect(busy).toBeDisabled();
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/staff/posts");
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("POST");
    expect(sentJson(fetch)).toEqual({
      title: "Reefer tips",
      slug: "reefer-tips",
      date: today(),
      excerpt: "Keep it cold.",
      image: defaultPostImage,
      colorScheme: "amber",
      sections: [{ title: "First", content: "One.", icon: null }],
      published: true,
      publishAt: null,
    });

    const saved = { ...existing, id: 8, title: "Reefer tips", slug: "reefer-tips", version: 1 };
    held.release(jsonResponse(201, { success: true, data: saved }));
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledWith(saved, true));
    expect(await screen.findByText("Post created")).toBeInTheDocument();
  });

  it("schedules a post: asks for the time only when 'Scheduled' is chosen and sends it as an ISO instant", async () => {
    const fetch = stubFetch(savedAs({ publishAt: "2030-01-02T03:04:00.000Z" }));
    const form = renderForm();
    await form.fillValid();
    expect(screen.queryByLabelText("Goes live at")).not.toBeInTheDocument();
    await form.user.click(screen.getByRole("radio", { name: "Scheduled (published at a set time)" }));
    await form.submit();
    await waitFor(() => expect(form.errorOf(form.field("Goes live at"))).toBe(postMessages.publishAtRequired));
    expect(fetch).not.toHaveBeenCalled();

    await form.user.type(form.field("Goes live at"), "2030-01-02T08:34");
    await form.submit();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentJson(fetch)).toMatchObject({ published: false, publishAt: new Date("2030-01-02T08:34").toISOString() });
  });

  it("shows a scheduled post as scheduled, with its time in the writer's own zone", () => {
    renderForm({ ...existing, published: false, publishAt: "2030-01-02T03:04:00.000Z" });
    expect(screen.getByRole("radio", { name: "Scheduled (published at a set time)" })).toBeChecked();
    expect(screen.getByLabelText("Goes live at")).toHaveValue(toLocalDateTime("2030-01-02T03:04:00.000Z"));
  });

  it("uploads the post's image with its description and puts the kept image's path in Image path", async () => {
    const uploaded = {
      id: 3,
      src: "/media/uploads/AAAAAAAAAAAAAAAAAAAAAAAA-1280.webp",
      srcSet: "",
      alt: "Reefer at the port",
      width: 1280,
      height: 720,
    };
    const fetch = stubFetch(jsonResponse(201, { success: true, data: uploaded }));
    const form = renderForm();
    await form.user.click(screen.getByRole("button", { name: "Upload an image" }));
    await form.user.click(screen.getByRole("button", { name: "Upload and use" }));
    expect(await screen.findByText(siteImageMessages.altRequired)).toHaveAttribute("role", "alert");
    expect(fetch).not.toHaveBeenCalled();

    await form.user.type(screen.getByLabelText("Description (alt text)"), "Reefer at the port");
    await form.user.upload(
      screen.getByLabelText("Image file"),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], "reefer.jpg", { type: "image/jpeg" }),
    );
    await form.user.click(screen.getByRole("button", { name: "Upload and use" }));
    await waitFor(() => expect(form.field("Image path")).toHaveValue(uploaded.src));
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/staff/site-images");
    const sent = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(sent.get("alt")).toBe("Reefer at the port");
    expect((sent.get("image") as File).name).toBe("reefer.jpg");
    expect(screen.getByRole("img", { name: "The post's image as chosen" })).toHaveAttribute("src", uploaded.src);
  });

  it("saves an existing post with PUT and the version the edit started from, then reports (saved, not created)", async () => {
    const fetch = stubFetch(savedAs({ title: "Cold chain, revised", version: 4 }));
    const form = renderForm(existing);
    await form.user.clear(form.field("Title"));
    await form.user.type(form.field("Title"), "Cold chain, revised");
    await form.submit();

    await waitFor(() => expect(form.onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 4 }), false));
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/staff/posts/${existing.id}`);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("PUT");
    expect(sentJson(fetch)).toMatchObject({ title: "Cold chain, revised", slug: existing.slug, version: existing.version });
  });

  it("a stale version (409) keeps the typed text and offers to load theirs, which calls onReload", async () => {
    stubFetch(jsonResponse(409, { success: false, message: postMessages.staleVersion }));
    const form = renderForm(existing);
    await form.user.clear(form.field("Title"));
    await form.user.type(form.field("Title"), "My edit");
    await form.submit();

    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent(postMessages.staleVersion));
    expect(form.field("Title")).toHaveValue("My edit");
    expect(form.onSaved).not.toHaveBeenCalled();

    form.onReload.mockResolvedValue({ ...existing, title: "Their edit", version: 4 });
    await form.user.click(screen.getByRole("button", { name: "Discard mine and load theirs" }));
    expect(form.onReload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(form.field("Title")).toHaveValue("Their edit"));
    expect(screen.queryByRole("button", { name: "Discard mine and load theirs" })).not.toBeInTheDocument();
  });

  it("a taken slug (409) is shown on the slug field, not as a conflict", async () => {
    stubFetch(jsonResponse(409, { success: false, message: postMessages.slugTaken }));
    const form = renderForm();
    await form.fillValid();
    await form.submit();

    await waitFor(() => expect(form.errorOf(form.field("Slug"))).toBe(postMessages.slugTaken));
    expect(form.field("Slug")).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Discard mine and load theirs" })).not.toBeInTheDocument();
    expect(form.onSaved).not.toHaveBeenCalled();
  });
});
