/**
 * A one-line progress bar on a terminal (files, balls, time left); occasional plain lines when
 * output is a log (CI).
 */
export function progressBar(label: string, width = 30) {
  const tty = process.stderr.isTTY;
  const started = performance.now();
  let lastLogged = -1;
  const eta = (done: number, total: number) => {
    if (done === 0) return "…";
    const seconds = ((performance.now() - started) / 1000 / done) * (total - done);
    return seconds >= 60 ? `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, "0")}s` : `${Math.round(seconds)}s`;
  };
  return {
    update(done: number, total: number, item: string, balls = 0) {
      if (total === 0) return;
      const ratio = done / total;
      const counts = `${done}/${total} ${label}, ${balls.toLocaleString("en")} balls, ${eta(done, total)} left`;
      if (tty) {
        const filled = Math.round(ratio * width);
        const name = item.split(/[/:]/).pop() ?? "";
        process.stderr.write(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${counts} ${name.padEnd(16)}`);
      } else {
        const step = Math.floor(ratio * 4);
        if (step > lastLogged || done === total) {
          lastLogged = step;
          process.stderr.write(`${counts}\n`);
        }
      }
    },
    done() {
      if (tty) process.stderr.write("\n");
    },
  };
}

/**
 * Plain progress lines at most every `everyMs` (and at the end), for a terminal shared with another
 * process's output (npm start's import behind the running site), where a one-line bar would be torn.
 */
export function progressLines(label: string, everyMs: number) {
  const started = performance.now();
  let last = started;
  return (done: number, total: number, _item: string, balls = 0) => {
    const now = performance.now();
    if (total === 0 || (now - last < everyMs && done < total)) return;
    last = now;
    const percent = Math.floor((done / total) * 100);
    process.stderr.write(
      `import: ${done}/${total} ${label} (${percent}%), ${balls.toLocaleString("en")} balls, ${((now - started) / 1000).toFixed(0)} s\n`,
    );
  };
}
