import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffEditor } from "#app/test/render-staff-editor";
import { jsonResponse, sentJson, stubFetch } from "#app/test/fetch-stub";
import type { PostVersion, StaffPost } from "#contracts/api/posts";
import { PostVersionsPanel } from "./post-versions-panel";

afterEach(() => vi.unstubAllGlobals());

const post: StaffPost = {
  id: 7,
  slug: "cold-chain-basics",
  title: "Cold chain basics",
  date: "2026-06-01",
  excerpt: "Keep it cold.",
  image: "/media/blog/default.svg",
  colorScheme: null,
  published: true,
  publishAt: null,
  staticNumber: null,
  version: 2,
  createdAt: "2026-06-01T08:00:00.000Z",
  updatedAt: "2026-06-02T08:00:00.000Z",
  sections: [{ title: "Reefers", content: "Plug them in.", icon: null }],
  publicPaths: ["/blog/cold-chain-basics"],
};

const first: PostVersion = {
  id: 11,
  version: 1,
  savedAt: "2026-06-01T08:00:00.000Z",
  savedBy: "Asha Rao",
  title: "Cold chain 101",
  slug: post.slug,
  date: post.date,
  excerpt: post.excerpt,
  image: post.image,
  colorScheme: null,
  sections: post.sections,
};
const summaries = [
  { id: 12, version: 2, savedAt: post.updatedAt, savedBy: "Ravi Kumar", title: post.title, slug: post.slug },
  { id: first.id, version: 1, savedAt: first.savedAt, savedBy: first.savedBy, title: first.title, slug: first.slug },
];

describe("a post's versions", () => {
  it("lists the saves, compares an old one with the post now (only what differs) and restores it after asking", async () => {
    const restored = { ...post, title: first.title, version: 3 };
    const fetch = stubFetch(
      jsonResponse(200, { success: true, data: { items: summaries } }),
      jsonResponse(200, { success: true, data: first }),
      jsonResponse(200, { success: true, data: restored }),
      jsonResponse(200, { success: true, data: { items: summaries } }),
    );
    const onRestored = vi.fn();
    const { user } = renderStaffEditor<StaffPost>(() => <PostVersionsPanel post={post} onRestored={onRestored} />);

    const rows = await screen.findAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Version 2 (now)");
    expect(within(rows[0]!).queryByRole("button", { name: "Restore" })).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Asha Rao");

    await user.click(within(rows[1]!).getByRole("button", { name: "Compare with now" }));
    const table = await screen.findByRole("table", { name: "Version 1 beside the post now" });
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Title"]);
    expect(table).toHaveTextContent("Cold chain 101");

    await user.click(within(rows[1]!).getByRole("button", { name: "Restore" }));
    await user.click(await screen.findByRole("button", { name: "Restore this version" }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(restored));
    expect(fetch.mock.calls[2]?.[0]).toBe("/api/staff/posts/7/versions/11/restore");
    expect(sentJson(fetch, 2)).toEqual({ version: 2 });
    expect(await screen.findByText("Version 1 restored as version 3")).toBeInTheDocument();
  });
});
