/**
 * The message codes of the public forms (docs/product/product-spec.md §4, §5 and §8), each with its message
 * id in the catalogues, gathered from one module per form.
 */
export * from "./newsletter-messages";
export * from "./careers-messages";
export * from "./contact-messages";
export * from "./server-messages";
