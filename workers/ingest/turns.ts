/**
 * Writes in the importer's order while parsing runs in parallel. The importer numbers the files it
 * sends (0, 1, 2, … per run); a request parses its file at once, then waits for its number before
 * it reads what is stored and writes. Teams, series and venues get their ids in order of first
 * appearance, so the same files give the same ids (and URLs) however many files are in flight.
 */
export class Turns {
  #run = "";
  #next = 0;
  #waiting = new Map<number, () => void>();

  readonly patienceMs: number;

  constructor(patienceMs = 120_000) {
    this.patienceMs = patienceMs;
  }

  /**
   * Until the turn comes. The timer matters beyond the time limit: workerd cancels a request that
   * waits with no I/O of its own as hung, and an earlier number may still be on the wire.
   */
  #wait(order: number) {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(order);
        reject(new Error(`waited ${this.patienceMs / 1000} s for file ${this.#next} of the import, which never came`));
      }, this.patienceMs);
      this.#waiting.set(order, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Runs write when every earlier number of this run has had its turn; a new run starts at 0. */
  async take<T>(run: string, order: number, write: () => Promise<T>): Promise<T> {
    if (run !== this.#run) {
      this.#run = run;
      this.#next = 0;
      this.#waiting.clear();
    }
    if (order !== this.#next) await this.#wait(order);
    try {
      return await write();
    } finally {
      if (this.#run === run) {
        this.#next = order + 1;
        this.#waiting.get(this.#next)?.();
        this.#waiting.delete(this.#next);
      }
    }
  }
}
