import { en, type VisitorMailCopy } from "./en";
export const ta: VisitorMailCopy = en;
