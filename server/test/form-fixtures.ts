/** A valid contact form and a valid newsletter form, for tests that change one field at a time. */
export const contactFields = {
  firstName: "Asha",
  lastName: "Patil",
  email: "asha@example.com",
  subject: "Freight quote",
  message: "Please send a quote.",
};

export const newsletterFields = { email: "asha@example.com", source: "footer" };
