import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "./paths.mjs";

export const bin = (name) => path.join(root, "node_modules", ".bin", name);

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, { env = process.env, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: quiet ? "ignore" : "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Like run, but throws when the command fails. */
export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${path.basename(command)} ${args.join(" ")} exited with ${code}`);
}

/**
 * Runs a command to completion and resolves with its exit code and everything it printed (stdout
 * and stderr together), passing the output through as it comes unless `echo` is false.
 */
export function runLogged(command, args, { env = process.env, echo = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["inherit", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      if (echo) process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      if (echo) process.stderr.write(chunk);
      output += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}
