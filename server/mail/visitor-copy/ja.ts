import { en, type VisitorMailCopy } from "./en";
export const ja: VisitorMailCopy = en;
