import { en, type VisitorMailCopy } from "./en";
export const hi: VisitorMailCopy = en;
