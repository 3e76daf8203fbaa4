/**
 * Work a handler leaves for after its answer, such as emails (docs/decisions/0110-registration-answers.md): the
 * tasks run on a later turn of the event loop (setImmediate), once the answer is formed and handed to the server,
 * so neither what they do nor whether there was anything to do shows in the answer or its timing. A task that
 * fails is logged: its answer has gone already.
 */
export class AfterResponse {
  readonly #pending = new Set<Promise<void>>();

  run(tasks: readonly (() => void)[]): void {
    if (tasks.length === 0) return;
    const done = new Promise<void>((resolve) =>
      setImmediate(() => {
        for (const task of tasks) {
          try {
            task();
          } catch (error) {
            console.error('[sandbox] work after an answer failed', error);
          }
        }
        resolve();
      }),
    );
    this.#pending.add(done);
    void done.then(() => this.#pending.delete(done));
  }

  /** Resolves once every task handed over so far has run: tests read the outbox after it. */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending);
  }
}
