/** The sandbox refusing the preview's scripts and the test's init scripts: the sandbox at work, not an error. */
export function forgiveSandboxRefusals(consoleErrors: string[]) {
  const kept = consoleErrors.filter((line) => !line.startsWith("Blocked script execution in 'about:srcdoc'"));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

/** The Content area's page preview: sandboxed without scripts, so axe cannot enter it (fixtures.ts). */
export const sandboxedPreview = "iframe[sandbox]";
