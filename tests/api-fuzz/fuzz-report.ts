import type { Operation } from "./openapi-operations";
import type { FuzzRequest } from "./request-arbitrary";
import { excerpt, type Problem } from "./response-checks";

export interface Failure {
  operation: string;
  problem: Problem;
  /** The smallest failing request fast-check shrank to. */
  request: FuzzRequest;
  answer: { statusCode: number; body: string };
}

interface Row {
  operation: Operation;
  cases: number;
  /** How often each status came back: a run that never reaches 2xx tested only the validation. */
  statuses: Map<number, number>;
  failure?: Failure;
  /** Wall-clock milliseconds the operation's cases took. */
  ms: number;
}

/** The run's summary: operations covered, cases sent, and each failure as a request one can replay. */
export class FuzzReport {
  private readonly rows: Row[] = [];

  constructor(private readonly title: string) {}

  add(operation: Operation, statuses: Map<number, number>, ms: number, failure?: Failure) {
    const cases = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    this.rows.push({ operation, cases, statuses, failure, ms });
  }

  /** Requests sent, and how many were answered with a 5xx. */
  get totals(): { cases: number; serverErrors: number } {
    let cases = 0;
    let serverErrors = 0;
    for (const row of this.rows)
      for (const [status, count] of row.statuses) {
        cases += count;
        if (status >= 500) serverErrors += count;
      }
    return { cases, serverErrors };
  }

  get failures(): Failure[] {
    return this.rows.flatMap((row) => (row.failure ? [row.failure] : []));
  }

  toString(): string {
    const { cases, serverErrors } = this.totals;
    const unchecked = this.rows.filter((row) => !row.operation.documentsResponses).length;
    const lines = [
      `${this.title}: ${this.rows.length} operations, ${cases} cases, ${serverErrors} answered 5xx, ${this.failures.length} failing operations` +
        (unchecked ? ` (${unchecked} document no response schema: checked for 5xx and auth only)` : ""),
    ];
    for (const row of this.rows) {
      const mark = row.failure ? "FAIL" : row.operation.documentsResponses ? "ok  " : "5xx ";
      const statuses = [...row.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      lines.push(`  ${mark} ${row.operation.key} (${row.cases} cases in ${Math.round(row.ms)} ms: ${statuses.join(" ")})`);
      if (row.failure) lines.push(...reproducer(row.failure).map((line) => `         ${line}`));
    }
    return lines.join("\n");
  }
}

function reproducer({ problem, request, answer }: Failure): string[] {
  const headers = Object.entries(request.headers)
    .filter(([name]) => name !== "content-type")
    .map(([name, value]) => `${name}: ${name === "authorization" && request.signedIn ? "Bearer <staff token>" : excerpt(value, 60)}`);
  return [
    `${problem.check}: ${problem.detail}`,
    `${request.method} ${excerpt(request.url, 300)}   [${request.variant}]`,
    ...(headers.length ? [`headers ${headers.join("; ")}`] : []),
    ...(request.shownBody !== undefined ? [`body (${request.headers["content-type"]}) ${excerpt(request.shownBody, 400)}`] : []),
    `→ ${answer.statusCode} ${excerpt(answer.body, 300)}`,
  ];
}
