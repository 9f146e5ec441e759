/**
 * Texts built to make a sanitiser work hard, each about `length` characters long (issue 12). A
 * sanitiser that removes a pattern and scans again until nothing changes pays one scan of the whole
 * text per level of nesting, which is quadratic in the length for the first two.
 */
export const hostileText = {
  /** "javajava…javascript:…script:script:": removing the innermost "javascript:" reassembles the next. */
  nestedJavascript: (length: number) => nested("java", "javascript:", "script:", length),
  /** "onclick onclick …onclick= = =": removing the innermost handler leaves the next one's "onclick =". */
  nestedHandler: (length: number) => nested("onclick ", "onclick=", " =", length),
  /** "<script <script <script …" with no ">": each opening tag could run to the end of the text. */
  unclosedTags: (length: number) => "<script ".repeat(Math.ceil(length / 8)).slice(0, length),
};

function nested(before: string, core: string, after: string, length: number) {
  const depth = Math.max(0, Math.floor((length - core.length) / (before.length + after.length)));
  return before.repeat(depth) + core + after.repeat(depth);
}
