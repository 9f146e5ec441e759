/** The xliff package (locize) ships no types; the tests use its XLIFF 2.0 reader as an independent check. */
declare module "xliff" {
  export function xliff2js(xml: string, callback: (error: Error | null, result: unknown) => void): void;
}
