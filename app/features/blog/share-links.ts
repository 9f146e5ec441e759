/**
 * Where a post can be shared from: plain links to each service's own share page, so no third-party
 * script or tracker loads on the post (issue 17).
 */
export function shareLinks(title: string, url: string, names: { email: string }) {
  const text = encodeURIComponent(title);
  const link = encodeURIComponent(url);
  return [
    { name: names.email, href: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n\n${url}`)}` },
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${link}` },
    { name: "X", href: `https://x.com/intent/post?text=${text}&url=${link}` },
  ] as const;
}
