import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffEditor } from "#app/test/render-staff-editor";
import { jsonResponse, sentJson, stubFetch } from "#app/test/fetch-stub";
import type { StaffPost } from "#contracts/api/posts";
import { PostForm } from "./post-form";
import { testPost } from "./test-post";

afterEach(() => vi.unstubAllGlobals());

/** Not yet published, so nothing of it is on the site. */
const existing: StaffPost = { ...testPost, published: false, publicPaths: [] };

const page = (title: string) => new Response(`<!DOCTYPE html><html><body><h1>${title}</h1></body></html>`, { status: 200 });

function renderForm(post?: StaffPost) {
  const form = renderStaffEditor<StaffPost>((props) => <PostForm post={post} {...props} />);
  const preview = within(screen.getByRole("region", { name: "Preview" }));
  return { ...form, preview, show: (name: RegExp) => form.user.click(preview.getByRole("button", { name })) };
}

const requestOf = (fetch: ReturnType<typeof stubFetch>, call: number) => {
  const [url, init] = fetch.mock.calls[call]!;
  return { url: String(url), method: init?.method, body: sentJson(fetch, call) as Record<string, unknown> };
};

describe("the post editor's preview", () => {
  it("shows the post page for the unsaved form, in the language and colours chosen, and saves nothing", async () => {
    const fetch = stubFetch(page("first"), page("in Hindi"), page("in Hindi, dark"));
    const form = renderForm(existing);
    await form.user.clear(form.field("Title"));
    await form.user.type(form.field("Title"), "An unsaved title");
    await form.show(/^Show preview$/);

    const frame = await form.preview.findByTitle("Preview of the post page in English, light colours");
    expect(frame).toHaveAttribute("sandbox", "allow-same-origin");
    expect(frame.getAttribute("srcdoc")).toContain("<h1>first</h1>");
    const first = requestOf(fetch, 0);
    expect(first).toMatchObject({ url: "/api/staff/posts/preview?lang=en&theme=light", method: "POST" });
    expect(first.body).toMatchObject({ id: 7, title: "An unsaved title", slug: existing.slug, published: false });
    expect(form.onSaved).not.toHaveBeenCalled();
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();

    // Another language, then colours, each show the same values again.
    await form.user.selectOptions(form.preview.getByLabelText("Language"), "hi");
    await form.preview.findByTitle("Preview of the post page in Hindi, light colours");
    await form.user.click(form.preview.getByRole("radio", { name: "Dark" }));
    const hindi = await form.preview.findByTitle("Preview of the post page in Hindi, dark colours");
    expect(hindi.getAttribute("srcdoc")).toContain("<h1>in Hindi, dark</h1>");
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(requestOf(fetch, 1)).toMatchObject({ url: "/api/staff/posts/preview?lang=hi&theme=light", body: first.body });
    expect(requestOf(fetch, 2)).toMatchObject({ url: "/api/staff/posts/preview?lang=hi&theme=dark", body: first.body });
    expect(form.preview.getByText("/hi/blog/cold-chain-basics")).toBeInTheDocument();
  });

  it("reads the form again when asked, and sends a new post without an id", async () => {
    const fetch = stubFetch(page("one"), page("two"));
    const form = renderForm();
    await form.user.type(form.field("Title"), "Reefer tips");
    await form.user.type(form.field("Excerpt"), "Keep it cold.");
    await form.user.type(screen.getByLabelText("Heading"), "First");
    await form.user.type(screen.getByLabelText("Text"), "One.");
    await form.show(/^Show preview$/);
    await form.preview.findByTitle(/^Preview of the post page/);
    expect(requestOf(fetch, 0).body).not.toHaveProperty("id");

    await form.user.type(form.field("Title"), " and more");
    await form.show(/^Show my latest changes$/);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(requestOf(fetch, 1).body).toMatchObject({ title: "Reefer tips and more", slug: "reefer-tips-and-more" });
  });

  it("checks the form as a save does: nothing is sent, and the first field to fix has the focus", async () => {
    const fetch = stubFetch();
    const form = renderForm(existing);
    await form.user.clear(form.field("Title"));
    await form.show(/^Show preview$/);
    await waitFor(() => expect(form.field("Title")).toHaveFocus());
    expect(form.field("Title")).toHaveAttribute("aria-invalid", "true");
    expect(form.preview.getByText(/Fix the marked fields first/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says why a preview could not be had, and tries again when asked", async () => {
    stubFetch(jsonResponse(404, { success: false, message: "Post not found" }), page("again"));
    const form = renderForm(existing);
    await form.show(/^Show preview$/);
    const alert = await form.preview.findByRole("alert");
    expect(alert).toHaveTextContent("Post not found");
    await form.user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect((await form.preview.findByTitle(/^Preview of the post page/)).getAttribute("srcdoc")).toContain("again");
  });
});
