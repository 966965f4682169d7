/*
 * A host's own local engine (`wrangler pages dev`, `netlify dev`) as a child process for tests and
 * benches: started in its own process group on a fixed port, ready once it answers HTTP, and ended with
 * that whole group (they fork workerd, Deno and servers of their own), by stop(), by its time limit,
 * or when this process exits.
 */
import { spawn } from "child_process"
import { answersAt } from "./http-probe"

export interface HostProcessOptions {
  /** For messages: `wrangler pages dev`. */
  name: string
  command: string
  args: Array<string>
  cwd: string
  env: NodeJS.ProcessEnv
  port: number
  /** Ready when the output says so as well as when the port answers (a server can answer early). */
  ready: (output: string) => boolean
  /** Starting must take less than this. */
  startTimeoutMs: number
  /** The process is ended after this long whatever happens (a test that hangs must not keep it). */
  lifetimeMs: number
}

export interface HostProcess {
  url: string
  output: () => string
  stop: () => Promise<void>
}

export async function startHostProcess(options: HostProcessOptions): Promise<HostProcess> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: [`ignore`, `pipe`, `pipe`],
  })
  let output = ``
  child.stdout.on(`data`, chunk => (output += chunk))
  child.stderr.on(`data`, chunk => (output += chunk))
  const exited = new Promise<void>(resolve => child.once(`exit`, () => resolve()))
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal)
    } catch {
      // The group is gone already.
    }
  }
  const onExit = () => killGroup(`SIGKILL`)
  process.once(`exit`, onExit)
  const lifetime = setTimeout(() => killGroup(`SIGKILL`), options.lifetimeMs)
  lifetime.unref()
  const stop = async () => {
    process.removeListener(`exit`, onExit)
    clearTimeout(lifetime)
    killGroup(`SIGTERM`)
    const kill = setTimeout(() => killGroup(`SIGKILL`), 5000)
    await exited
    clearTimeout(kill)
    // Children that outlive the leader (workerd, Deno) belong to the same group.
    killGroup(`SIGKILL`)
  }
  const deadline = Date.now() + options.startTimeoutMs
  while (!options.ready(output) || !(await answersAt(`http://127.0.0.1:${options.port}/`))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(
        `${options.name} did not start within ${options.startTimeoutMs / 1000} s:\n${output.slice(-3000)}`,
      )
    }
    await new Promise(resolve => setTimeout(resolve, 200))
  }
  return { url: `http://127.0.0.1:${options.port}`, output: () => output, stop }
}
