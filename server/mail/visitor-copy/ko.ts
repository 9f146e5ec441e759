import { en, type VisitorMailCopy } from "./en";
export const ko: VisitorMailCopy = en;
