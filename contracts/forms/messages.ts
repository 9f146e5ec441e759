/**
 * Every user-facing text of the three public forms, exactly as sections 4, 5 and 8
 * of docs/product/product-spec.md give them (English originals). The browser and the server both
 * import these, so a wording change happens in one place.
 * Texts the spec leaves open are marked "(ours)". One module per form (a page carries only its own form's
 * words), gathered here.
 */
export * from "./newsletter-messages";
export * from "./careers-messages";
export * from "./contact-messages";
export * from "./server-messages";
