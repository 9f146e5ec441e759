/** (ours) Server answers shared by all forms. */
export const serverMessages = {
  fixErrors: "Please fix the errors in the form",
  badRequest: "The request could not be read. Please try again.",
  unsupportedType: "Unsupported content type",
  tooLarge: "The request is too large",
  unreadableText: "This field contains characters that could not be read",
} as const;
