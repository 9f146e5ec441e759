import { en, type VisitorMailCopy } from "./en";
export const ru: VisitorMailCopy = en;
