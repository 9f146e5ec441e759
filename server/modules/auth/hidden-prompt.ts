import { AccountError } from "./staff-accounts";

/** Reads one line from the terminal without echoing it (for passwords). Ctrl-C aborts. */
export function readHiddenLine(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    stdout.write(prompt);
    let line = "";
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      stdout.write("\n");
      if (error) reject(error);
      else resolve(line);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003" || char === "\u0004") return finish(new AccountError("Cancelled; nothing was changed."));
        if (char === "\u007f" || char === "\b") line = line.slice(0, -1);
        else if (char >= " ") line += char;
      }
    };
    stdin.on("data", onData);
  });
}
