import { en, type VisitorMailCopy } from "./en";
export const zhCN: VisitorMailCopy = en;
