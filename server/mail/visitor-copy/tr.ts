import { en, type VisitorMailCopy } from "./en";
export const tr: VisitorMailCopy = en;
