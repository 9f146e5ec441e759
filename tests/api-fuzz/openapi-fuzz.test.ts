import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "#server/test/test-app";
import { startFuzzApp, type FuzzApp } from "./fuzz-app";
import { FuzzReport, type Failure } from "./fuzz-report";
import { operationsOf, type Operation } from "./openapi-operations";
import { requestArbitrary, type FuzzRequest } from "./request-arbitrary";
import { createResponseChecker, type Answer, type Problem } from "./response-checks";

/**
 * Property-based check of the whole API against GET /api/openapi.json, after
 * schemathesis: every documented operation gets its share of FUZZ_REQUESTS
 * generated requests (valid ones from its schemas and hostile ones; 10,000 over
 * all operations and databases by default, about 50 s on two cores with both),
 * or FUZZ_RUNS each when that is set, and fails on a 5xx, a secured operation
 * answering without the token, or an answer outside its description. A failure
 * is shrunk to the smallest request that still fails. Deterministic unless
 * FUZZ_SEED is set.
 */
const requests = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const fixedRuns = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : undefined;
const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);

class FailedCheck extends Error {
  constructor(
    readonly problem: Problem,
    readonly answer: Answer,
  ) {
    super(`${problem.check}: ${problem.detail}`);
  }
}

/**
 * Reads first, then deletes, then requiring a second factor of everyone, then
 * signing out: a case must not remove the rows or the session the cases after
 * it need (once a second factor is required, the fuzz's session, which has
 * none, is kept to setting one up and every other staff operation answers 403).
 */
function runOrder(operation: Operation) {
  if (/\/logout$/.test(operation.path)) return 3;
  if (operation.method === "PUT" && /\/settings\/second-factor$/.test(operation.path)) return 2;
  return operation.method === "DELETE" ? 1 : 0;
}

describe.each(testDialects)("the API against its OpenAPI description (%s)", (dialect) => {
  let fuzz: FuzzApp;
  let report = new FuzzReport(`API fuzz on ${dialect}`);

  beforeAll(async () => {
    fuzz = await startFuzzApp(dialect);
  });
  afterAll(async () => {
    console.log(report.toString());
    await fuzz?.t.close();
  });

  it("answers every documented operation without a 5xx and within its schemas", async () => {
    const operations = operationsOf(fuzz.doc).sort((a, b) => runOrder(a) - runOrder(b));
    expect(operations.length).toBeGreaterThan(0);
    const runs = fixedRuns ?? Math.ceil(requests / (operations.length * testDialects.length));
    report = new FuzzReport(`API fuzz on ${dialect} (seed ${seed}, ${runs} runs per operation)`);
    const check = createResponseChecker(fuzz.doc);
    const context = { roots: [fuzz.doc], knownValues: fuzz.knownValues, token: fuzz.token };

    for (const [index, operation] of operations.entries()) {
      const statuses = new Map<number, number>();
      const started = performance.now();
      const property = fc.asyncProperty(requestArbitrary(operation, context), async (request: FuzzRequest) => {
        const response = await fuzz.t.app.inject({
          method: request.method as "GET",
          url: request.url,
          headers: request.headers,
          payload: request.payload,
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const answer: Answer = { statusCode: response.statusCode, headers: response.headers, body: response.body };
        const problem = check(operation, request, answer);
        if (problem) throw new FailedCheck(problem, answer);
      });
      const result = await fc.check(property, { seed: seed + index, numRuns: runs, interruptAfterTimeLimit: 20_000 });
      let failure: Failure | undefined;
      if (result.failed && result.counterexample) {
        const error = result.errorInstance;
        failure =
          error instanceof FailedCheck
            ? { operation: operation.key, problem: error.problem, request: result.counterexample[0], answer: error.answer }
            : {
                operation: operation.key,
                problem: { check: "request not sent", detail: String(error) },
                request: result.counterexample[0],
                answer: { statusCode: 0, body: "" },
              };
      }
      report.add(operation, statuses, performance.now() - started, failure);
    }

    expect(report.failures.map((failure) => `${failure.operation}: ${failure.problem.check}: ${failure.problem.detail}`)).toEqual([]);
  });
});
